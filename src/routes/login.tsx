import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import { usePortal } from '@/app/portal-context'
import { usePortalActor } from '@/app/use-portal-actor'
import { captchaMachine } from '@/machines/auth/captcha.machine'
import { fetchCaptcha } from '@/services/blade-auth'
import { LoginForm } from '@/ui/login/LoginForm'
import { LoginLayout } from '@/ui/login/LoginLayout'

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

const defaultTenantName = msg`供应商电子招投标平台`
const NO_TENANT = '000000'

function LoginPage() {
  const portal = usePortal()
  const { i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate()
  const { session, tenant } = portal.actors

  const captcha = usePortalActor(
    captchaMachine.provide({ actors: { loadCaptcha: fromPromise(({ signal }) => fetchCaptcha(portal.http, signal)) } }),
  )
  const captchaState = useSelector(captcha, (s) => s)
  const sessionState = useSelector(session, (s) => s)
  const tenantInfo = useSelector(tenant, (s) => s.context.tenant)

  // A captcha answer is single-use: every failed attempt needs a new one.
  const wasSigningIn = useRef(false)
  useEffect(() => {
    const signingIn = sessionState.matches('signingIn')
    if (wasSigningIn.current && !signingIn && sessionState.matches('signedOut')) captcha.send({ type: 'captcha.refresh' })
    wasSigningIn.current = signingIn
    if (sessionState.matches('signedIn')) void navigate({ to: search.redirect ?? '/home/homePage', replace: true })
  }, [sessionState, captcha, navigate, search.redirect])

  const tenantId = search.auth ?? tenantInfo?.tenantId ?? NO_TENANT
  const error = sessionState.context.error

  return (
    <LoginLayout tenantName={tenantInfo?.tenantName ?? i18n._(defaultTenantName)} logoUrl={tenantInfo?.logoUrl ?? null} hotline={tenantInfo?.tenantTel ?? null}>
      <LoginForm
        tenantName={tenantInfo?.tenantName ?? i18n._(defaultTenantName)}
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
