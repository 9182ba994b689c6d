import { createFileRoute } from '@tanstack/react-router'
import { ThirdRegisterScreen } from '@/routes/-screens/account/ThirdRegisterScreen'

/** Spec 000 §2.1 /thirdRegister: registration step 3, submitted and under review (decision 037). */
export const Route = createFileRoute('/_registration/thirdRegister')({
  component: ThirdRegisterScreen,
})
