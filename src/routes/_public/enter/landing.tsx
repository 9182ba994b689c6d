import { createFileRoute } from '@tanstack/react-router'
import { EnterScreen } from '@/routes/-screens/public/EnterScreen'

/** Spec 000 §2.1 /enter: what joining as an agency (代理机构入驻) means, on the platform's own site only (decision 038). */
export const Route = createFileRoute('/_public/enter/')({
  component: EnterScreen,
})
