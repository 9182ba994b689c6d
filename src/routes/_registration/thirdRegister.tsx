import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { RegistrationDone } from '@/ui/account/RegistrationDone'
import { PageLoader } from '@/ui/pages/PageLoader'
import { useRegistrationFlow } from './-registration-flow'

/** Spec 000 §2.1 /thirdRegister: registration step 3, submitted and under review (decision 037). */
export const Route = createFileRoute('/_registration/thirdRegister')({
  component: ThirdRegisterPage,
})

function ThirdRegisterPage() {
  const flow = useRegistrationFlow()
  const navigate = useNavigate()
  const done = useSelector(flow, (s) => s.matches('done'))
  const account = useSelector(flow, (s) => s.context.personal.mobile)

  // Only a registration that went in has a step 3; anything else starts at step 1.
  useEffect(() => {
    if (!done) void navigate({ to: '/register', replace: true })
  }, [done, navigate])

  if (!done) return <PageLoader />
  return <RegistrationDone account={account} onSignIn={() => void navigate({ to: '/login' })} />
}
