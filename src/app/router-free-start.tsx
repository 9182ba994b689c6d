import { I18nProvider } from '@lingui/react'
import { useEffect, type ReactNode } from 'react'
import type { Root } from 'react-dom/client'
import { OptionalDevDocks } from '@/routes/-components/OptionalDevDocks'
import { UiProviders } from '@/ui/providers'
import { i18n } from './i18n'
import type { Portal } from './portal'
import { PortalContext } from './portal-context'
import { SimulatorContext } from './simulator-context'
import type { SimulatorHandle } from './simulator-control'
import { onFirstIntent } from './first-intent'

/** What main.tsx hands a page that starts without the router: the visitor's home, or sign-in (decisions 047, 066). */
export type RouterFreeStart = {
  portal: Portal
  simulator: SimulatorHandle | undefined
  root: Root
  /** Fetches the app's code (and the route tree) without starting it. */
  loadApp: () => Promise<unknown>
  /** Starts the app at the current address, in `root`, on the same portal. */
  startApp: () => Promise<void>
}

/**
 * The way from a router-free page into the app: the address moves to `href` (pushed for a link
 * followed, replaced where the page itself is left behind), and the app starts there once. The router
 * reads the address when it starts, so a second call before then only changes where. If the app's
 * code cannot arrive, a full load of the address tries again. The first pointer or key press fetches
 * the app's code meanwhile (decision 011).
 */
export function enterAppFrom({ loadApp, startApp }: RouterFreeStart, history: 'push' | 'replace') {
  onFirstIntent(() => void loadApp().catch(() => {}))
  let entering = false
  return (href: string) => {
    if (history === 'push') window.history.pushState(null, '', href)
    else window.history.replaceState(null, '', href)
    if (entering) return
    entering = true
    document.documentElement.style.cursor = 'progress'
    startApp()
      // eslint-disable-next-line no-restricted-syntax -- the page's own address, loaded again
      .catch(() => location.assign(location.href))
      .finally(() => (document.documentElement.style.cursor = ''))
  }
}

/** What a page of the portal stands in without the router: language, theme, portal, simulator and the dev tools. */
export function RouterFreeFrame({ portal, simulator, children }: Pick<RouterFreeStart, 'portal' | 'simulator'> & { children: ReactNode }) {
  useEffect(() => {
    // Browser tests and the benchmark wait for this, as they do for the app.
    Object.assign(window, { __portalReady: true })
  }, [])
  return (
    <I18nProvider i18n={i18n}>
      <UiProviders>
        <PortalContext.Provider value={portal}>
          <SimulatorContext.Provider value={simulator ?? null}>
            {children}
            <OptionalDevDocks />
          </SimulatorContext.Provider>
        </PortalContext.Provider>
      </UiProviders>
    </I18nProvider>
  )
}
