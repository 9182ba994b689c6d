import { RESEARCH_STATUS } from '@/app/actors/tender/notices'

export type ResearchSearch = { curr: number; size: number; title?: string | undefined; status?: number | undefined; id?: string | undefined }

export const STATUSES = Object.values(RESEARCH_STATUS) as number[]
