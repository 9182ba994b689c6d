export type UiLocale = 'zh' | 'en'

// Endonyms on purpose, not translated: each language is listed in its own script so a reader who
// cannot read the current interface language still recognises theirs.
export const LANGUAGES: ReadonlyArray<{ locale: UiLocale; name: string; lang: string }> = [
  { locale: 'zh', name: '中文', lang: 'zh-CN' },
  { locale: 'en', name: 'English', lang: 'en' },
]
