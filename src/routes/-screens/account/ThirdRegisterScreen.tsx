import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { RegistrationDone } from '@/ui/account/RegistrationDone'
import { PageLoader } from '@/ui/pages/PageLoader'
import { useRegistrationFlow } from '@/routes/-screens/account/registration-flow'

export function ThirdRegisterScreen() {
  const flow = useRegistrationFlow()
  const navigate = useNavigate()
  const done = useSelector(flow, (s) => s.hasTag('done'))
  const account = useSelector(flow, (s) => s.context.personal.mobile)

  // Only a registration that went in has a step 3; anything else starts at step 1.
  useEffect(() => {
    if (!done) void navigate({ to: '/register', replace: true })
  }, [done, navigate])

  if (!done) return <PageLoader />
  return <RegistrationDone account={account} onSignIn={() => void navigate({ to: '/login' })} />
}
