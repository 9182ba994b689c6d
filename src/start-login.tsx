import { I18nProvider } from '@lingui/react'
import { useEffect } from 'react'
import type { Root } from 'react-dom/client'
import { onFirstIntent } from './app/first-intent'
import { i18n } from './app/i18n'
import type { Portal } from './app/portal'
import { PortalContext } from './app/portal-context'
import { SimulatorContext } from './app/simulator-context'
import type { SimulatorHandle } from './app/simulator-control'
import { Toasts } from './app/Toasts'
import { OptionalDevDocks } from './routes/-components/OptionalDevDocks'
import { SignInPage } from './routes/-components/sign-in/SignInPage'
import { loginSearch } from './routes/-components/sign-in/sign-in-search'
import { ServerHtmlSourcesContext } from './ui/server-html-sources'
import { UiProviders } from './ui/providers'

type SignInStart = {
  portal: Portal
  simulator: SimulatorHandle | undefined
  root: Root
  /** Fetches the app's code and the route tree without starting the app. */
  loadApp: () => Promise<unknown>
  /** Starts the app at the current address, in `root`, on the same portal. */
  startApp: () => Promise<void>
}

/**
 * A first load of /login, without the router (decision 066): the sign-in page on the portal that
 * main.tsx made. Once the session is in, the address becomes the page asked for and the app starts
 * there on the same portal and React root; the visitor's first pointer or key press fetches the
 * app's code and route tree meanwhile (decision 011).
 */
export function showSignIn({ portal, simulator, root, loadApp, startApp }: SignInStart) {
  const search = loginSearch(Object.fromEntries(new URLSearchParams(location.search)))
  let entering = false
  const onSignedIn = (to: string) => {
    if (entering) return
    entering = true
    history.replaceState(null, '', to)
    // If the app's code cannot arrive, a full load of the address tries again.
    // eslint-disable-next-line no-restricted-syntax -- the page's own address, loaded again
    startApp().catch(() => location.assign(location.href))
  }
  onFirstIntent(() => void loadApp().catch(() => {}))

  root.render(
    <I18nProvider i18n={i18n}>
      <UiProviders>
        <PortalContext.Provider value={portal}>
          <SimulatorContext.Provider value={simulator ?? null}>
            <ServerHtmlSourcesContext.Provider value={portal.config}>
              <SignInFirst search={search} onSignedIn={onSignedIn} />
            </ServerHtmlSourcesContext.Provider>
            <Toasts />
            <OptionalDevDocks />
          </SimulatorContext.Provider>
        </PortalContext.Provider>
      </UiProviders>
    </I18nProvider>,
  )
}

function SignInFirst(props: Parameters<typeof SignInPage>[0]) {
  useEffect(() => {
    // Browser tests and the benchmark wait for this, as they do for the app.
    Object.assign(window, { __portalReady: true })
  }, [])
  return <SignInPage {...props} />
}
