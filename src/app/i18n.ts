import { i18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { messages as zhStart } from '../locales/zh/start.po'

export const locales = ['zh', 'en'] as const
export type Locale = (typeof locales)[number]
export const isLocale = (v: unknown): v is Locale => v === 'zh' || v === 'en'

/**
 * Each language has three catalogs (lingui.config.ts): `start`, for what the start chunks show,
 * `home`, for what a visitor's home adds to them (decision 047), and `screens`, for everything
 * behind them. Compiled from .po by the Lingui Vite plugin, one chunk each, so /login does not
 * download the text of screens it cannot show. Chinese, the default, has its start catalog inside
 * the start chunk: 1 kB that every first visit needs, without a round trip after the code has run
 * (decision 011). English visitors fetch theirs.
 */
type Part = 'start' | 'home' | 'screens'
type Catalog = () => Promise<{ messages: Messages }>
const catalogs: Record<Locale, Record<Part, Catalog>> = {
  zh: { start: async () => ({ messages: zhStart }), home: () => import('../locales/zh/home.po'), screens: () => import('../locales/zh/screens.po') },
  en: { start: () => import('../locales/en/start.po'), home: () => import('../locales/en/home.po'), screens: () => import('../locales/en/screens.po') },
}

const needed = new Set<Part>(['start'])
let screens: Promise<void> | null = null
let titles: Record<string, MessageDescriptor> = {}

async function load(locale: Locale, part: Part) {
  // The screens' titles travel with the screens' text, so /login carries neither (decision 011).
  const [{ messages }, more] = await Promise.all([catalogs[locale][part](), part === 'screens' ? import('./route-titles') : null])
  if (more) titles = more.routeTitles
  // load() merges into what the locale already has, and tells every useLingui() to render again.
  i18n.load(locale, messages)
}

/** The title of the screen at `pathname`, once the screens' text has loaded (src/app/route-titles.ts). */
export function screenTitle(pathname: string): MessageDescriptor | undefined {
  return titles[pathname]
}

/**
 * Loads every catalog the app needs now in `locale`, then switches to it. `home`: the visitor's home
 * is about to show, so its text loads in the same round.
 */
export async function activateLocale(locale: Locale, { home = false }: { home?: boolean } = {}) {
  if (home) needed.add('home')
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
