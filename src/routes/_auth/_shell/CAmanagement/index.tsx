import { createFileRoute } from '@tanstack/react-router'
import { CaManagementScreen } from '@/routes/-screens/ca/CaManagementScreen'

/** `?binding=true` opens the binding flow above the list (spec 001 §2). */
export const Route = createFileRoute('/_auth/_shell/CAmanagement/index')({
  validateSearch: (s: Record<string, unknown>): { binding?: boolean } => (s.binding === true || s.binding === 'true' ? { binding: true } : {}),
  component: CaManagementScreen,
})
