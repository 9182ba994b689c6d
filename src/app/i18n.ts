import { i18n, type Messages } from '@lingui/core'

export const locales = ['zh', 'en'] as const
export type Locale = (typeof locales)[number]
export const isLocale = (v: unknown): v is Locale => v === 'zh' || v === 'en'

/** Catalogs are compiled from .po by the Lingui Vite plugin and loaded on demand, one chunk each. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh: () => import('../locales/zh/messages.po'),
  en: () => import('../locales/en/messages.po'),
}

export async function activateLocale(locale: Locale) {
  const { messages } = await catalogs[locale]()
  i18n.load(locale, messages)
  i18n.activate(locale)
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en'
}

export { i18n }
