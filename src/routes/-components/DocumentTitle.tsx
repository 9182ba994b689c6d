import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { screenTitle } from '@/app/i18n'
import { SITE_NAME } from '@/app/site-name'
// The sign-in page is the one screen whose title is needed before the screens' text has loaded;
// every other title comes with that text (src/app/route-titles.ts, decision 011).
import { signInTitle } from './sign-in/SignInPage'

/** The page title follows the current screen and the current language (spec 000 §4). */
export function DocumentTitle() {
  // `_` changes whenever a catalog loads or the language switches: then the title is looked up again.
  const { i18n, _ } = useLingui()
  // The resolved location is the screen actually on display; `location` moves ahead while a
  // navigation is still loading.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  useEffect(() => {
    const title = pathname === '/login' ? signInTitle : screenTitle(pathname)
    const site = i18n._(SITE_NAME)
    document.title = title ? `${i18n._(title)} - ${site}` : site
  }, [pathname, i18n, _])
  return null
}
