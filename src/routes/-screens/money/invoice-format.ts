import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InvoiceStatus } from '@/app/actors/money/invoice'

/** Every invoice status named in both languages (decision 031: 0 申请中, 1 已开具, 2 已驳回). */
export const invoiceStatusLabels: Readonly<Record<InvoiceStatus, MessageDescriptor>> = {
  0: msg`申请中`,
  1: msg`已开具`,
  2: msg`已驳回`,
}

/** A status filter from the URL: one of the codes, else none. */
export function invoiceStatusSearch(value: unknown): InvoiceStatus | undefined {
  const code = Number(value)
  return value !== '' && value !== undefined && value !== null && Object.hasOwn(invoiceStatusLabels, code) ? (code as InvoiceStatus) : undefined
}

/** Whole fen as the decimal text an amount field holds (no separators: it is typed over). */
export const fenAsInput = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
