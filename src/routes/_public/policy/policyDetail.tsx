import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { PolicyDetailScreen } from '@/routes/-screens/public/PolicyDetailScreen'

/** Spec 000 §2.1 /policy/policyDetail?id=: one policy or regulation. */
export const Route = createFileRoute('/_public/policy/policyDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: PolicyDetailScreen,
})
