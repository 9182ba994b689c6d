import { createFileRoute } from '@tanstack/react-router'
import { SecondRegisterScreen } from '@/routes/-screens/account/SecondRegisterScreen'

/** Spec 000 §2.1 /secondRegister: registration step 2, the enterprise (decision 037). */
export const Route = createFileRoute('/_registration/secondRegister')({
  component: SecondRegisterScreen,
})
