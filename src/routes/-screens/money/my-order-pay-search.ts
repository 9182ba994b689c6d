import { idText } from '@/routes/-components/search'
import { feeTypeLabels } from '@/routes/-screens/money/order-labels'

/** An order (`?id=`), or a sign-up's fee (`?entryId=&feeType=`) whose order the server makes or finds. */
export type PaySearch = { id?: string | undefined; entryId?: string | undefined; feeType?: number | undefined }

export function paySearch(s: Record<string, unknown>): PaySearch {
  const id = idText(s.id).trim()
  if (id) return { id }
  const entryId = idText(s.entryId).trim()
  const feeType = Number(s.feeType)
  return entryId && Object.hasOwn(feeTypeLabels, feeType) ? { entryId, feeType } : {}
}
