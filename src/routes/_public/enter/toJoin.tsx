import { createFileRoute } from '@tanstack/react-router'
import { ToJoinScreen } from '@/routes/-screens/public/ToJoinScreen'

/** Spec 000 §2.1 /enter/toJoin: the agency sign-up form, on the platform's own site only (decision 038). */
export const Route = createFileRoute('/_public/enter/toJoin')({
  component: ToJoinScreen,
})
