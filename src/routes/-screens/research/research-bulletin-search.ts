export type ResearchSearch = { curr: number; size: number; title?: string | undefined; status?: number | undefined; id?: string | undefined }

// Read from the labels module, which the route's eager part loads anyway, not from a flow.
export { researchStatuses as STATUSES } from '@/ui/format/project-labels'
