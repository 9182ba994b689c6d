import { fromPromise } from 'xstate'
import { editableRecordMachine } from '@/machines/data/editableRecord.machine'
import { invoiceInfo, saveInvoiceInfo } from '@/services/bid-crm'
import type { InvoiceInfo } from '@/services/schemas/bid-crm'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/** What the supplier fills in; the supplier and the time of saving are the server's to add. */
export type InvoiceDetails = Omit<InvoiceInfo, 'supplierId' | 'updateTime'>

/** /invoiceManagement: the supplier's saved invoice details (发票信息), read and saved as a whole (decision 031). */
export function invoiceInfoLogic({ http, profile }: SupplierDeps) {
  return editableRecordMachine<InvoiceInfo, InvoiceDetails>('invoiceInfo').provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }: { input: { id: string }; signal: AbortSignal }) => invoiceInfo(http, await requireSupplier(profile), signal)),
      saveRecord: fromPromise(async ({ input, signal }: { input: { draft: InvoiceDetails }; signal: AbortSignal }) =>
        saveInvoiceInfo(http, { ...input.draft, supplierId: await requireSupplier(profile) }, signal),
      ),
    },
  })
}

export type { InvoiceInfo } from '@/services/schemas/bid-crm'
export { INVOICE_TYPE, type InvoiceType } from '@/services/schemas/bid-project'
