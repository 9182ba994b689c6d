import './themes.css'

/** Saber's themes (spec 000 §2.3), by the names it stores them under. */
export const THEME_NAMES = ['default', 'white', 'star', 'iview', 'd2', 'hey'] as const
export type ThemeName = (typeof THEME_NAMES)[number]

/** The frame's look: a theme for header and sidebar, and the primary colour (null: the portal's blue). */
export type ThemeChoice = { name: ThemeName; color: string | null }

export const DEFAULT_THEME: ThemeChoice = { name: 'default', color: null }

/** The portal's own blue (Mantine's blue-6), first among the offered colours. */
export const DEFAULT_COLOR = '#228be6'
export const COLOR_SWATCHES = [DEFAULT_COLOR, '#409eff', '#2f54eb', '#13a8a8', '#1e8e5a', '#722ed1', '#c41d7f', '#d4380d'] as const

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
