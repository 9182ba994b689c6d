import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { createPortalRouter } from '@/router'
import { ServerHtmlSourcesContext } from '@/ui/server-html-sources'
import { UiProviders } from '@/ui/providers'
import { i18n } from './i18n'
import type { Portal } from './portal'
import { PortalContext } from './portal-context'
import { SimulatorContext } from './simulator-context'
import { Toasts } from './Toasts'
import type { SimulatorHandle } from './simulator-control'

type PortalRouter = ReturnType<typeof createPortalRouter>

interface AppProps {
  portal: Portal
  simulator?: SimulatorHandle | undefined
  /** One already loaded by main.tsx, so the first render shows the page at once (decision 011). */
  router?: PortalRouter
  /**
   * 'test' for the whole app in jsdom: there every element measures 0×0, so Mantine's popovers
   * read their button as scrolled out of view and hide the dropdown once positioning lands.
   */
  uiEnv?: 'default' | 'test'
}

export function App({ portal, simulator, router: loaded, uiEnv = 'default' }: AppProps) {
  const [router] = useState(() => loaded ?? createPortalRouter(portal))
  useEffect(() => {
    // Browser tests find the running app through these. The router only in simulator mode: on a
    // real back end nothing outside the app steers it (decision 057).
    Object.assign(window, { __portalReady: true, ...(portal.config.mode === 'simulator' ? { __portalRouter: router } : {}) })
  }, [router, portal.config.mode])
  return (
    <I18nProvider i18n={i18n}>
      <UiProviders env={uiEnv}>
        <PortalContext.Provider value={portal}>
          <SimulatorContext.Provider value={simulator ?? null}>
            {/* Server HTML's pictures may come from the API and config.json's imageOrigins (decision 056). */}
            <ServerHtmlSourcesContext.Provider value={portal.config}>
              <RouterProvider router={router} />
            </ServerHtmlSourcesContext.Provider>
            <Toasts />
          </SimulatorContext.Provider>
        </PortalContext.Provider>
      </UiProviders>
    </I18nProvider>
  )
}

