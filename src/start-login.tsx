import { Toasts } from './app/Toasts'
import { enterAppFrom, RouterFreeFrame, type RouterFreeStart } from './app/router-free-start'
import { SignInPage } from './routes/-components/sign-in/SignInPage'
import { loginSearch } from './routes/-components/sign-in/sign-in-search'
import { ServerHtmlSourcesContext } from './ui/server-html-sources'

/**
 * A first load of /login, without the router (decision 066): the sign-in page on the portal that
 * main.tsx made. Once the session is in, the address becomes the page asked for and the app starts
 * there on the same portal and React root.
 */
export function showSignIn(start: RouterFreeStart) {
  const search = loginSearch(Object.fromEntries(new URLSearchParams(location.search)))
  // The sign-in page is left behind: the page asked for takes its place in the history.
  const onSignedIn = enterAppFrom(start, 'replace')
  start.root.render(
    <RouterFreeFrame portal={start.portal} simulator={start.simulator}>
      <ServerHtmlSourcesContext.Provider value={start.portal.config}>
        <SignInPage search={search} onSignedIn={onSignedIn} />
      </ServerHtmlSourcesContext.Provider>
      <Toasts />
    </RouterFreeFrame>,
  )
}
