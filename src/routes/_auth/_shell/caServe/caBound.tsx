import { createFileRoute } from '@tanstack/react-router'
import { CaBoundScreen } from '@/routes/-screens/ca/CaBoundScreen'

/** The bound certificate's details (spec 001 §2); `?serial=` picks one when several are bound. */
export const Route = createFileRoute('/_auth/_shell/caServe/caBound')({
  validateSearch: (s: Record<string, unknown>): { serial?: string } => (typeof s.serial === 'string' && s.serial ? { serial: s.serial } : {}),
  component: CaBoundScreen,
})
