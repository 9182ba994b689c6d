import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '@/routes/-screens/account/RegisterScreen'

/** Spec 000 §2.1 /register: registration step 1, the person (decision 037). */
export const Route = createFileRoute('/_registration/register')({
  component: RegisterScreen,
})
