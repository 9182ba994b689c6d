import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import { connectionLogic, feedConnection } from '@/app/actors/shell/connection'
import { wxQrLogic } from '@/app/actors/public/public-site'
import { activateLocale, type Locale } from '@/app/i18n'
import { usePortal } from '@/app/portal-context'
import { KEYS } from '@/app/storage-keys'
import { usePortalFlow } from '@/app/use-portal-flow'
import { ConnectionBanner } from '@/ui/feedback/ConnectionBanner'
import { PublicLayout } from '@/ui/public/PublicLayout'
import type { PublicNavItem } from '@/ui/public/PublicHeader'
import { useSite } from './use-site'

/** Whether the page at `pathname` belongs to the tab at `href`. */
const within = (pathname: string, href: string) => (href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href.split('/').slice(0, 2).join('/')}/`))

/**
 * The frame of every public page (spec 000 §2.3, decision 038): the tenant's identity, the tabs,
 * personal centre and sign-out for a signed-in supplier, 代理机构入驻 only on the platform's own
 * site, and the footer with the public account's QR code. `pathname` and `navigate` come from the
 * router inside the app (PublicPages) and from the page itself on the visitor's home, which starts
 * without the router (decision 047).
 */
export function PublicSite({ pathname, navigate, children }: { pathname: string; navigate: (href: string) => void; children: ReactNode }) {
  const { t, i18n } = useLingui()
  const portal = usePortal()
  const site = useSite()
  const qr = usePortalFlow(wxQrLogic, { input: { id: 'mp' } })
  const qrState = useSelector(qr, (s) => ({ src: s.context.record || null, loading: s.hasTag('loading') }))
  // A visitor too is told when the back end cannot be reached, and when it answers again (decision 058).
  const connection = usePortalFlow(connectionLogic)
  useEffect(() => feedConnection(connection, portal.http, window), [connection, portal.http])
  const offline = useSelector(connection, (s) => s.hasTag('offline'))

  const tabs: Array<[string, string]> = [
    [t`首页`, '/'],
    [t`招标信息`, '/biddingMessage/biddingNoticeList'],
    [t`采购信息`, '/information'],
    [t`电子招标`, '/biddingNotice'],
    [t`需求调研`, '/researchNeeds'],
    [t`政策法规`, '/policy'],
    [t`通知公告`, '/notice'],
    [t`帮助中心`, '/helpcenter'],
    [t`关于我们`, '/aboutUs'],
    ...(site.settled && site.platform ? [[t`代理机构入驻`, '/enter'] as [string, string]] : []),
  ]
  const nav: PublicNavItem[] = tabs.map(([label, href]) => ({ label, href, active: within(pathname, href) }))

  const changeLocale = async (locale: Locale) => {
    await activateLocale(locale)
    portal.storage.set(KEYS.language, locale)
  }

  return (
    <PublicLayout
      userAgent={navigator.userAgent}
      header={{
        tenantName: site.tenantName,
        logoUrl: site.logoUrl,
        hotline: site.hotline,
        signedIn: site.signedIn,
        nav,
        locale: i18n.locale === 'en' ? 'en' : 'zh',
        onLocaleChange: (locale) => void changeLocale(locale),
        onNavigate: navigate,
        onSignIn: () => navigate('/login'),
        onRegister: () => navigate('/register'),
        onPersonalCentre: () => navigate('/home/homePage'),
        onSignOut: () => portal.actors.session.send({ type: 'user.signOut' }),
      }}
      footer={{ tenantName: site.tenantName, hotline: site.hotline, webAddress: site.webAddress, qrSrc: qrState.src, qrLoading: qrState.loading }}
    >
      <ConnectionBanner offline={offline} />
      {children}
    </PublicLayout>
  )
}
