import { I18nProvider, useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { Root } from 'react-dom/client'
import { onFirstIntent } from './app/first-intent'
import { i18n } from './app/i18n'
import type { Portal } from './app/portal'
import { PortalContext } from './app/portal-context'
import { SimulatorContext } from './app/simulator-context'
import type { SimulatorHandle } from './app/simulator-control'
import { OptionalDevDocks } from './routes/-components/OptionalDevDocks'
import { PublicHomePage } from './routes/-components/public/PublicHomePage'
import { PublicSite } from './routes/-components/public/PublicSite'
import { UiProviders } from './ui/providers'
import { SITE_NAME } from './app/site-name'


type HomeStart = {
  portal: Portal
  simulator: SimulatorHandle | undefined
  root: Root
  /** Fetches the app's code (and the route tree) without starting it. */
  loadApp: () => Promise<unknown>
  /** Starts the app at the current address, in `root`, on the same portal. */
  startApp: () => Promise<void>
}

/**
 * A visitor's first page at `/`, without the router (decision 047): the public home in its frame,
 * bound to the same flows as inside the app. The first navigation hands over to the app, which
 * starts on the same portal and shows the address asked for; the visitor's first pointer or key
 * press fetches its code, as sign-in does with the route tree (decision 011).
 */
export function showVisitorHome({ portal, simulator, root, loadApp, startApp }: HomeStart) {
  let entering = false
  const enterApp = (href: string) => {
    // The router reads the address when it starts: a second click before then only changes where.
    history.pushState(null, '', href)
    if (entering) return
    entering = true
    document.documentElement.style.cursor = 'progress'
    // If the app's code cannot arrive, a full load of the address tries again.
    startApp()
      // eslint-disable-next-line no-restricted-syntax -- the page's own address, loaded again
      .catch(() => location.assign(location.href))
      .finally(() => (document.documentElement.style.cursor = ''))
  }
  onFirstIntent(() => void loadApp().catch(() => {}))

  root.render(
    <I18nProvider i18n={i18n}>
      <UiProviders>
        <PortalContext.Provider value={portal}>
          <SimulatorContext.Provider value={simulator ?? null}>
            <VisitorHome enterApp={enterApp} />
            <OptionalDevDocks />
          </SimulatorContext.Provider>
        </PortalContext.Provider>
      </UiProviders>
    </I18nProvider>,
  )
}

function VisitorHome({ enterApp }: { enterApp: (href: string) => void }) {
  const { _ } = useLingui()
  useEffect(() => {
    document.title = _(SITE_NAME)
  }, [_])
  useEffect(() => {
    // Browser tests and the benchmark wait for this, as they do for the app.
    Object.assign(window, { __portalReady: true })
  }, [])
  return (
    <PublicSite pathname="/" navigate={enterApp}>
      <PublicHomePage navigate={enterApp} />
    </PublicSite>
  )
}
