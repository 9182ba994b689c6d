import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { createPortalRouter } from '@/router'
import { Toaster } from '@/ui/feedback/Toaster'
import { UiProviders } from '@/ui/providers'
import { i18n } from './i18n'
import { dismiss, useToasts } from './notify'
import type { Portal } from './portal'
import { SimulatorContext } from './simulator-context'
import type { SimulatorHandle } from './simulator-control'

type PortalRouter = ReturnType<typeof createPortalRouter>

/** `router`: one already loaded by main.tsx, so the first render shows the page at once (decision 011). */
export function App({ portal, simulator, router: loaded }: { portal: Portal; simulator?: SimulatorHandle | undefined; router?: PortalRouter }) {
  const [router] = useState(() => loaded ?? createPortalRouter(portal))
  useEffect(() => {
    // Browser tests and the state inspector find the running app through these.
    Object.assign(window, { __portalReady: true, __portalRouter: router })
  }, [router])
  return (
    <I18nProvider i18n={i18n}>
      <UiProviders>
        <SimulatorContext.Provider value={simulator ?? null}>
          <RouterProvider router={router} />
          <Toasts />
        </SimulatorContext.Provider>
      </UiProviders>
    </I18nProvider>
  )
}

function Toasts() {
  return <Toaster toasts={useToasts()} onDismiss={dismiss} />
}
