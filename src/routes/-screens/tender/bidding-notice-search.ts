import type { NameSearch } from '@/routes/-components/search'

export type BiddingNoticeSearch = NameSearch & { projectType?: number | undefined }
