import type { MessageDescriptor } from '@lingui/core'
import { projectKindLabels, projectPhaseLabels } from '@/ui/format/project-labels'

/**
 * The project kinds of spec 001 §1 by the code the back end stores (decision 014), and the detail
 * page each opens on. The names are src/ui/format/project-labels.ts's, shared with every screen that shows them.
 */
export const PROJECT_KINDS = ['1', '2', '3', '4', '5', '6'] as const
export type ProjectKind = (typeof PROJECT_KINDS)[number]

export const kindLabels: Record<ProjectKind, MessageDescriptor> = projectKindLabels

export const kindDetailPaths = {
  '1': '/personal/projectDetails/inquiryDetails',
  '2': '/personal/projectDetails/afterReviewDetails',
  '3': '/personal/projectDetails/offlineInquiryDetails',
  '4': '/personal/projectDetails/offlineProjectDetail',
  '5': '/personal/projectDetails/eleProDetail',
  '6': '/personal/projectDetails/sceneProDetail',
} as const satisfies Record<ProjectKind, string>

export const isProjectKind = (value: unknown): value is ProjectKind => typeof value === 'string' && (PROJECT_KINDS as readonly string[]).includes(value)

/** Project phases as the back end derives them (decision 014), for the status filter. */
export const PHASES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const
export const phaseLabels: Record<(typeof PHASES)[number], MessageDescriptor> = projectPhaseLabels
export const isPhase = (value: number): value is (typeof PHASES)[number] => (PHASES as readonly number[]).includes(value)
