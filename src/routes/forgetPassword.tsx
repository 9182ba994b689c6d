import { createFileRoute } from '@tanstack/react-router'
import { ForgetPasswordScreen } from '@/routes/-screens/account/ForgetPasswordScreen'

/** Spec 000 §2.1 /forgetPassword: a new password by the mobile's SMS code (decision 037). */
export const Route = createFileRoute('/forgetPassword')({
  component: ForgetPasswordScreen,
})
