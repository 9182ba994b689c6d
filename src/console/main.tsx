import '@mantine/core/styles.css'
import { I18nProvider } from '@lingui/react'
import { type ComponentType, useState } from 'react'
import { createRoot } from 'react-dom/client'

import { activateLocale, i18n, isLocale, loadScreenMessages, type Locale } from '../app/i18n'
import { UiProviders } from '../ui/providers'
import type { ConsoleApi } from '@/devtools/simulator/console/console-api'
import type { ConsolePageProps } from '@/devtools/simulator/console/ConsolePage'

// The console page is served by the shared simulator itself (`npm run simulator`), so it drives the
// server it came from. Its language is its own choice, apart from the portal's.
const LANGUAGE_KEY = 'simulator-console:language'

function Console({ api, Page, initial }: { api: ConsoleApi; Page: ComponentType<ConsolePageProps>; initial: Locale }) {
  const [language, setLanguage] = useState<Locale>(initial)
  const choose = (next: Locale) => {
    localStorage.setItem(LANGUAGE_KEY, next)
    void activateLocale(next).then(() => setLanguage(next))
  }
  return (
    <I18nProvider i18n={i18n}>
      <UiProviders>
        <Page api={api} server={location.host} language={language} onLanguage={choose} />
      </UiProviders>
    </I18nProvider>
  )
}

async function start() {
  const stored = localStorage.getItem(LANGUAGE_KEY)
  const language: Locale = isLocale(stored) ? stored : 'zh'
  // Everything this page imports statically, the portal's start chunk already holds (vite.config.ts):
  // the console itself arrives as the same lazy chunk the portal's dock opens.
  const [{ ConsolePage }, { createHttpConsole }] = await Promise.all([
    import('@/devtools/simulator/console/ConsolePage'),
    import('../../simulator/console-client'),
    activateLocale(language),
  ])
  // The console's text is in the screens catalog; once asked for, every later language switch loads it too.
  await loadScreenMessages()
  createRoot(document.getElementById('root')!).render(<Console api={createHttpConsole(location.origin)} Page={ConsolePage} initial={language} />)
}

start().catch((error: unknown) => {
  const root = document.getElementById('root')
  if (root) root.textContent = `模拟器控制台启动失败 / The simulator console failed to start: ${error instanceof Error ? error.message : String(error)}`
  console.error(error)
})
