import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { ParticularsScreen } from '@/routes/-screens/tender/ParticularsScreen'

/** Spec 001 §2: a project's full particulars: every date, the packages and the notices as published. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetails/projectParticulars')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: ParticularsScreen,
})
