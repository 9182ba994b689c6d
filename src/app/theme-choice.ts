import type { PortalStorage } from '@/services/storage'
import { DEFAULT_THEME, isColor, isThemeName, type ThemeChoice } from '@/ui/shell/themes'

/** Saber's own names for the two, under the site prefix in local storage: a device's preference, kept across sessions. */
export const THEME_KEYS = { name: 'themeName', color: 'colorName' } as const

/** The stored choice; anything unknown or damaged reads as the default. */
export function storedTheme(storage: PortalStorage): ThemeChoice {
  const name = storage.get<unknown>(THEME_KEYS.name)
  const color = storage.get<unknown>(THEME_KEYS.color)
  return { name: isThemeName(name) ? name : DEFAULT_THEME.name, color: isColor(color) ? color.toLowerCase() : null }
}

export function storeTheme(storage: PortalStorage, choice: ThemeChoice): void {
  storage.set(THEME_KEYS.name, choice.name)
  if (choice.color) storage.set(THEME_KEYS.color, choice.color)
  else storage.remove(THEME_KEYS.color)
}
