import { createFileRoute } from '@tanstack/react-router'
import { idText } from '@/routes/-components/search'
import { SpecimenApplyScreen } from '@/routes/-screens/specimen/SpecimenApplyScreen'

/** Spec 001 §2: /mySpecimen/specimenApply (?projectId optional), a specimen application for a project I bid on (decision 045). */
export const Route = createFileRoute('/_auth/_shell/mySpecimen/specimenApply')({
  validateSearch: (s: Record<string, unknown>): { projectId?: string } => (idText(s.projectId) ? { projectId: idText(s.projectId) } : {}),
  component: SpecimenApplyScreen,
})
