import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { captchaLogic } from '@/app/actors/auth/captcha'
import { usePortal } from '@/app/portal-context'
import { usePortalFlow } from '@/app/use-portal-flow'
import { SITE_NAME } from '@/app/site-name'
import { LoginForm } from '@/ui/login/LoginForm'
import { LoginLayout } from '@/ui/login/LoginLayout'
import { AFTER_SIGN_IN, type LoginSearch } from './sign-in-search'

/** The sign-in page's title: needed before the screens' text has loaded (decision 011). */
export const signInTitle = msg`登录`

const NO_TENANT = '000000'

/**
 * The sign-in page, with or without the router (decision 066): it reads its query as given and says
 * where to go once the session is in; whoever shows it moves there.
 */
export function SignInPage({ search, onSignedIn }: { search: LoginSearch; onSignedIn: (to: string) => void }) {
  const portal = usePortal()
  const { i18n, _ } = useLingui()
  const { session, tenant } = portal.actors

  const captcha = usePortalFlow(captchaLogic)
  const code = useSelector(captcha, (s) => s.context.captcha ?? null)
  const captchaLoading = useSelector(captcha, (s) => s.hasTag('loading'))
  const captchaError = useSelector(captcha, (s) => s.context.error)
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  // Still spent once signed in, until the page moves on.
  const submitting = useSelector(session, (s) => s.hasTag('signingIn') || s.hasTag('signedIn'))
  const sessionError = useSelector(session, (s) => s.context.error)
  const tenantInfo = useSelector(tenant, (s) => s.context.tenant)

  useEffect(() => {
    document.title = `${i18n._(signInTitle)} - ${i18n._(SITE_NAME)}`
  }, [i18n, _])

  const to = search.redirect ?? AFTER_SIGN_IN
  useEffect(() => {
    if (signedIn) onSignedIn(to)
  }, [signedIn, onSignedIn, to])

  const tenantId = search.auth ?? tenantInfo?.tenantId ?? NO_TENANT
  const siteName = tenantInfo?.tenantName ?? i18n._(SITE_NAME)

  return (
    <LoginLayout tenantName={siteName} logoUrl={tenantInfo?.logoUrl ?? null} hotline={tenantInfo?.tenantTel ?? null}>
      <LoginForm
        tenantName={siteName}
        captcha={code}
        captchaLoading={captchaLoading}
        onRefreshCaptcha={() => captcha.send({ type: 'captcha.refresh' })}
        submitting={submitting}
        error={sessionError ?? captchaError ?? null}
        onSubmit={(values) =>
          session.send({
            type: 'user.signIn',
            credentials: { ...values, tenantId, imgCodeKey: captcha.getSnapshot().context.captcha?.key ?? '' },
          })
        }
      />
    </LoginLayout>
  )
}
