import { i18n, type Messages } from '@lingui/core'

export const locales = ['zh', 'en'] as const
export type Locale = (typeof locales)[number]
export const isLocale = (v: unknown): v is Locale => v === 'zh' || v === 'en'

/**
 * Each language has two catalogs (lingui.config.ts): `start`, for what the first screen needs, and
 * `screens`, for everything behind it. Compiled from .po by the Lingui Vite plugin, one chunk each,
 * so /login does not download the text of screens it cannot show.
 */
type Part = 'start' | 'screens'
type Catalog = () => Promise<{ messages: Messages }>
const catalogs: Record<Locale, Record<Part, Catalog>> = {
  zh: { start: () => import('../locales/zh/start.po'), screens: () => import('../locales/zh/screens.po') },
  en: { start: () => import('../locales/en/start.po'), screens: () => import('../locales/en/screens.po') },
}

const needed = new Set<Part>(['start'])
let screens: Promise<void> | null = null

async function load(locale: Locale, part: Part) {
  const { messages } = await catalogs[locale][part]()
  // load() merges into what the locale already has.
  i18n.load(locale, messages)
}

/** Loads every catalog the app needs now in `locale`, then switches to it. */
export async function activateLocale(locale: Locale) {
  await Promise.all([...needed].map((part) => load(locale, part)))
  i18n.activate(locale)
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en'
}

/** The text of every screen but sign-in; routes wait for it before they render. Retried after a failure. */
export function loadScreenMessages(): Promise<void> {
  if (!screens) {
    needed.add('screens')
    screens = load(isLocale(i18n.locale) ? i18n.locale : 'zh', 'screens').catch((error: unknown) => {
      screens = null
      throw error
    })
  }
  return screens
}

/** A message missing from the loaded catalogs would show as its id; say so where tests and developers look. */
export function reportMissingMessages() {
  i18n.on('missing', ({ id, locale }) => console.error(`Missing ${locale} message ${id}: is its file listed in the right catalog (lingui.config.ts)?`))
}

export { i18n }
