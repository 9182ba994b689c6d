import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { PersonalStep } from '@/ui/account/PersonalStep'
import { PageLoader } from '@/ui/pages/PageLoader'
import { useSmsState } from '@/routes/-components/use-sms-state'
import { useRegistrationFlow } from '@/routes/-screens/account/registration-flow'

export function RegisterScreen() {
  const flow = useRegistrationFlow()
  const navigate = useNavigate()
  const personal = useSelector(flow, (s) => (s.hasTag('personalStep') ? s.context.personal : null))
  const errors = useSelector(flow, (s) => s.context.fieldErrors)
  const sms = useSmsState(flow)

  // Back from step 2 (the browser's back button included), or here again after registering: step 1.
  useEffect(() => {
    const snapshot = flow.getSnapshot()
    if (snapshot.hasTag('done')) flow.send({ type: 'registration.restart' })
    else if (snapshot.hasTag('editingEnterprise')) flow.send({ type: 'step.personal' })
  }, [flow])

  if (!personal) return <PageLoader />
  return (
    <PersonalStep
      values={personal}
      errors={errors}
      onChange={(field, value) => flow.send({ type: 'field.change', field, value })}
      onPasswordChange={(field, password) => flow.send({ type: 'password.change', field, password })}
      onAgree={(agreed) => flow.send({ type: 'agreement.set', agreed })}
      sms={sms}
      onSendCode={() => flow.send({ type: 'sms.send' })}
      onNext={() => {
        flow.send({ type: 'personal.next' })
        if (flow.getSnapshot().hasTag('enterpriseStep')) void navigate({ to: '/secondRegister' })
      }}
    />
  )
}
