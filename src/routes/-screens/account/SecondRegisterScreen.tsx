import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { EnterpriseStep } from '@/ui/account/EnterpriseStep'
import { PageLoader } from '@/ui/pages/PageLoader'
import { useRegistrationFlow } from '@/routes/-screens/account/registration-flow'

export function SecondRegisterScreen() {
  const flow = useRegistrationFlow()
  const navigate = useNavigate()
  const atPersonal = useSelector(flow, (s) => s.hasTag('personalStep'))
  const done = useSelector(flow, (s) => s.hasTag('done'))
  const enterprise = useSelector(flow, (s) => s.context.enterprise)
  const errors = useSelector(flow, (s) => s.context.fieldErrors)
  const error = useSelector(flow, (s) => s.context.error)
  const licence = useSelector(flow, (s) => s.context.licence)
  const upload = useSelector(flow, (s) => s.context.upload)
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))

  useEffect(() => {
    if (atPersonal) {
      // Arriving with step 1 complete (forward again after going back) goes on; arriving without
      // it (a typed address, a reload: the password is never kept), or sent back by the server
      // (a wrong code), shows step 1.
      flow.send({ type: 'step.enterprise' })
      if (flow.getSnapshot().hasTag('personalStep')) void navigate({ to: '/register', replace: true })
    } else if (done) void navigate({ to: '/thirdRegister' })
  }, [atPersonal, done, flow, navigate])

  if (atPersonal || done) return <PageLoader />
  return (
    <EnterpriseStep
      values={enterprise}
      errors={errors}
      error={error}
      onChange={(field, value) => flow.send({ type: 'field.change', field, value })}
      licence={{ file: licence, upload }}
      onLicence={(file) => flow.send({ type: 'licence.choose', file })}
      onLicenceCancel={() => flow.send({ type: 'licence.cancel' })}
      onLicenceRemove={() => flow.send({ type: 'licence.remove' })}
      submitting={submitting}
      onBack={() => {
        flow.send({ type: 'step.personal' })
        void navigate({ to: '/register' })
      }}
      onSubmit={() => flow.send({ type: 'enterprise.submit' })}
    />
  )
}
