import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { usePortal } from '@/app/portal-context'
import { routeTitles } from '@/app/route-titles'

const siteTitle = msg`供应商电子招投标平台`

/**
 * The page title follows the current screen and the current language (spec 000 §4). It also
 * records the screen last shown, which the sign-in guard reads to tell where a visitor came from.
 */
export function DocumentTitle() {
  const portal = usePortal()
  const { i18n } = useLingui()
  // The resolved location is the screen actually on display; `location` moves ahead while a
  // navigation is still loading, and the guard must not take a screen being left for one shown.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  const locale = i18n.locale
  useEffect(() => {
    portal.navigation.shown(pathname)
    const title = routeTitles[pathname]
    const site = i18n._(siteTitle)
    document.title = title ? `${i18n._(title)} - ${site}` : site
    // The i18n instance stays the same across a language switch; the locale is what changes.
  }, [pathname, i18n, locale, portal])
  return null
}
