import type { TitleSearch } from '@/routes/-components/search'

export type HelpSearch = TitleSearch & { tab?: 'download' | undefined }
