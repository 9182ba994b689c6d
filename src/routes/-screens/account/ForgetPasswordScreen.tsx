import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { passwordRecoveryLogic } from '@/app/actors/account/password-recovery'
import { usePortal } from '@/app/portal-context'
import { usePortalFlow } from '@/app/use-flow'
import { AccountLayout } from '@/ui/account/AccountLayout'
import { RecoveryForm, RecoverySteps, type RecoveryStep } from '@/ui/account/PasswordRecovery'
import { useSmsState } from '@/routes/-components/use-sms-state'
import { SITE_NAME } from '@/app/site-name'

export function ForgetPasswordScreen() {
  const portal = usePortal()
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const flow = usePortalFlow(passwordRecoveryLogic)
  const tenant = useSelector(portal.actors.tenant, (s) => s.context.tenant)
  const step = useSelector(flow, (s): RecoveryStep => (s.hasTag('done') ? 'done' : s.hasTag('resetStep') ? 'reset' : 'verify'))
  const draft = useSelector(flow, (s) => s.context.draft)
  const errors = useSelector(flow, (s) => s.context.fieldErrors)
  const error = useSelector(flow, (s) => s.context.error)
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))
  const sms = useSmsState(flow)
  return (
    <AccountLayout
      tenantName={tenant?.tenantName ?? i18n._(SITE_NAME)}
      logoUrl={tenant?.logoUrl ?? null}
      hotline={tenant?.tenantTel ?? null}
      title={<Trans>找回密码</Trans>}
      steps={<RecoverySteps step={step} />}
      aside={
        step !== 'done' ? (
          <Anchor component={Link} to="/login" size="sm">
            <Trans>返回登录</Trans>
          </Anchor>
        ) : null
      }
    >
      <RecoveryForm
        step={step}
        values={draft}
        errors={errors}
        error={error}
        onChange={(field, value) => flow.send({ type: 'field.change', field, value })}
        onPasswordChange={(field, password) => flow.send({ type: 'password.change', field, password })}
        sms={sms}
        onSendCode={() => flow.send({ type: 'sms.send' })}
        onNext={() => flow.send({ type: 'verify.next' })}
        onBack={() => flow.send({ type: 'reset.back' })}
        onSubmit={() => flow.send({ type: 'reset.submit' })}
        submitting={submitting}
        onSignIn={() => void navigate({ to: '/login' })}
      />
    </AccountLayout>
  )
}
