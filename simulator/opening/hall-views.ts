import { formatDateTime } from '../../fixtures/random'
import type { HallProgressRecord } from '../../fixtures/tender-types'
import type { SupplierRecord } from '../../fixtures/types'
import { HALL_NODE_NAMES, type HallNode } from '@/services/schemas/bid-project'
import type { Decryption } from './hall'

/*
 * The answers the opening hall and the practice hall share (decisions 023, 028): the practice
 * answers in the real hall's shapes, so the portal reads both alike.
 */

const orNull = (text: string) => text || null

/** The steps a bidder took in a hall, real or practice ('' until taken). */
export type HallSteps = Pick<HallProgressRecord, 'checkInTime' | 'fileSureTime' | 'decryptBeginTime' | 'decryptTime' | 'recordSignTime'>

/** A bid of the bidder's in the hall: its package and file, decrypted or not as the bidder is. */
export interface HallBid {
  packageId: string
  packageName: string
  fileName: string
}

/** The bidder's progress (eleBidNodes' `progress`, and what every action answers); no steps yet: null. */
export function toHallProgress(projectId: string, supplier: SupplierRecord, steps: HallSteps | null, decrypt: Decryption, bids: readonly HallBid[]) {
  return {
    projectId,
    supplierId: supplier.id,
    supplierName: supplier.name,
    checkInStatus: steps?.checkInTime ? 1 : 0,
    checkInTime: orNull(steps?.checkInTime ?? ''),
    fileSureStatus: steps?.fileSureTime ? 1 : 0,
    fileSureTime: orNull(steps?.fileSureTime ?? ''),
    decryptBeginStatus: steps?.decryptBeginTime ? 1 : 0,
    decryptBeginTime: orNull(steps?.decryptBeginTime ?? ''),
    decryptStatus: decrypt.status,
    decryptTime: orNull(steps?.decryptTime ?? ''),
    decryptFailedBy: orNull(decrypt.failedBy),
    decryptFailReason: orNull(decrypt.reason),
    recordSignStatus: steps?.recordSignTime ? 1 : 0,
    recordSignTime: orNull(steps?.recordSignTime ?? ''),
    bids: bids.map((bid) => ({ ...bid, decryptStatus: decrypt.status })),
  }
}

/** One of eleBidNodes' `nodes`: `end` null for a node without one (yet). */
export const toNodeRow = (node: HallNode, start: number, end: number | null, status: number, index: number) => ({
  nodeCode: node,
  nodeName: HALL_NODE_NAMES[node],
  startTime: formatDateTime(start),
  endTime: end === null ? null : formatDateTime(end),
  status,
  sort: index + 1,
})
