import { useLingui } from '@lingui/react'
import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router'
import { loadRouteTree } from '@/route-tree-loader'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { captchaLogic } from '@/app/actors/captcha'
import { usePortal } from '@/app/portal-context'
import { usePortalFlow } from '@/app/use-portal-flow'
import { LoginForm } from '@/ui/login/LoginForm'
import { LoginLayout } from '@/ui/login/LoginLayout'
import { SITE_NAME } from '@/app/site-name'

type LoginSearch = { redirect?: string | undefined; auth?: string | undefined }

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: typeof search.redirect === 'string' && search.redirect.startsWith('/') ? search.redirect : undefined,
    auth: typeof search.auth === 'string' && search.auth ? search.auth : undefined,
  }),
  beforeLoad: ({ context, search }) => {
    if (context.portal.actors.session.getSnapshot().matches('signedIn')) {
      throw redirect({ to: search.redirect ?? '/home/homePage' })
    }
  },
  component: LoginPage,
})

const NO_TENANT = '000000'

function LoginPage() {
  const portal = usePortal()
  const { i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate()
  const router = useRouter()
  const { session, tenant } = portal.actors

  const captcha = usePortalFlow(captchaLogic)
  const captchaState = useSelector(captcha, (s) => s)
  const sessionState = useSelector(session, (s) => s)
  const tenantInfo = useSelector(tenant, (s) => s.context.tenant)

  // Navigation belongs to routes: once the session is in, the sign-in screen moves on.
  const signedIn = sessionState.matches('signedIn')
  // The rest of the route tree first: swapping the router's routes in the middle of this navigation
  // (as the catch-all route would) can break it when the back end answers before the tree arrives.
  // A page already being left some other way meanwhile stays left.
  useEffect(() => {
    if (signedIn)
      void loadRouteTree()
        .catch(() => {})
        .then(() => {
          if (router.latestLocation.pathname === '/login') void navigate({ to: search.redirect ?? '/home/homePage', replace: true })
        })
  }, [signedIn, navigate, router, search.redirect])

  const tenantId = search.auth ?? tenantInfo?.tenantId ?? NO_TENANT
  const error = sessionState.context.error

  return (
    <LoginLayout tenantName={tenantInfo?.tenantName ?? i18n._(SITE_NAME)} logoUrl={tenantInfo?.logoUrl ?? null} hotline={tenantInfo?.tenantTel ?? null}>
      <LoginForm
        tenantName={tenantInfo?.tenantName ?? i18n._(SITE_NAME)}
        captcha={captchaState.context.captcha ?? null}
        captchaLoading={captchaState.matches('loading')}
        onRefreshCaptcha={() => captcha.send({ type: 'captcha.refresh' })}
        submitting={sessionState.matches('signingIn') || sessionState.matches('signedIn')}
        error={error ?? captchaState.context.error ?? null}
        onSubmit={(values) =>
          session.send({
            type: 'user.signIn',
            credentials: { ...values, tenantId, imgCodeKey: captchaState.context.captcha?.key ?? '' },
          })
        }
      />
    </LoginLayout>
  )
}
