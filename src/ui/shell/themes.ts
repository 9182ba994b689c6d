import './themes.css'

/** Saber's themes (spec 000 §2.3), by the names it stores them under. */
export const THEME_NAMES = ['default', 'white', 'star', 'iview', 'd2', 'hey'] as const
export type ThemeName = (typeof THEME_NAMES)[number]

/** The frame's look: a theme for header and sidebar, and the primary colour (null: the portal's blue). */
export type ThemeChoice = { name: ThemeName; color: string | null }

export const DEFAULT_THEME: ThemeChoice = { name: 'default', color: null }

/** The portal's own blue (Mantine's blue-6), first among the offered colours. */
export const DEFAULT_COLOR = '#228be6'
export const COLOR_SWATCHES = [DEFAULT_COLOR, '#1677ff', '#2f54eb', '#13a8a8', '#1e8e5a', '#722ed1', '#c41d7f', '#d4380d'] as const

const HEX = /^#[0-9a-f]{6}$/i
export const isThemeName = (value: unknown): value is ThemeName => typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value)
export const isColor = (value: unknown): value is string => typeof value === 'string' && HEX.test(value)

// Mantine's ten shades of the primary colour, from the chosen one: lighter towards white, darker
// towards black. The filled, light and outline variants refer to these, so every blue follows.
const SHADES = ['white 90%', 'white 80%', 'white 65%', 'white 50%', 'white 35%', 'white 18%', null, 'black 12%', 'black 22%', 'black 32%'] as const

function colorVariables(color: string): Record<string, string> {
  const variables: Record<string, string> = {}
  SHADES.forEach((mix, index) => {
    variables[`--mantine-color-blue-${index}`] = mix ? `color-mix(in srgb, ${color}, ${mix})` : color
  })
  variables['--mantine-color-blue-outline-hover'] = `color-mix(in srgb, ${color} 5%, transparent)`
  return variables
}

/** WCAG 2.1 AA for text (1.4.3). */
export const MIN_CONTRAST = 4.5

/** sRGB channel (0–255) to linear light, as WCAG's relative luminance defines it. */
const linear = (channel: number) => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/**
 * The contrast of white text on the shade a colour gives filled buttons, which is also the shade of
 * links on white (primaryShade 8: the colour with 22 % black, mixed in sRGB as `color-mix` does).
 * Rounded down to one decimal, so a colour shown as 4.5:1 does reach it.
 */
export function contrastOnWhite(color: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => linear(Number.parseInt(color.slice(at, at + 2), 16) * 0.78))
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  return Math.floor((1.05 / (luminance + 0.05)) * 10) / 10
}

const ALL_COLOR_VARIABLES = Object.keys(colorVariables(DEFAULT_COLOR))

/** Puts the choice on the page: the theme as an attribute the stylesheet reads, the colour as Mantine's variables. */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  root.dataset.portalTheme = choice.name
  ALL_COLOR_VARIABLES.forEach((name) => root.style.removeProperty(name))
  if (choice.color && choice.color.toLowerCase() !== DEFAULT_COLOR) {
    for (const [name, value] of Object.entries(colorVariables(choice.color))) root.style.setProperty(name, value)
  }
}

/** Takes the choice off the page (the frame is gone: sign-in keeps the portal's own look). */
export function clearTheme(root: HTMLElement = document.documentElement): void {
  delete root.dataset.portalTheme
  ALL_COLOR_VARIABLES.forEach((name) => root.style.removeProperty(name))
}
