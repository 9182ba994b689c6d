import type { InvoiceStatus } from '@/app/actors/money/invoice'

export type ApplicationRecordSearch = { curr: number; size: number; status?: InvoiceStatus | undefined }
