import type { HallNodeRow, HallProgress, HallRecordFile } from '@/services/schemas/bid-project'

/**
 * The opening hall as the server reports it (entry/check/eleBidNodes and the supplier's own
 * progress), and where a supplier belongs in it. Decision 026 sets the order of the nodes and what
 * each allows; the spec does not show them.
 */

/** The hall's nodes, in the order they come. */
export const NODE_ORDER = ['notStarted', 'checkIn', 'opening', 'decryption', 'announcement', 'recordSigning', 'finished'] as const
export type NodeKey = (typeof NODE_ORDER)[number]

/** A node and when it is planned to start (server time, ms); null when the host starts it by hand. */
export type HallNode = { key: NodeKey; startsAt: number | null }

/** The supplier's own standing in this hall, as the server keeps it. */
export type SupplierProgress = {
  checkedIn: boolean
  fileConfirmed: boolean
  decryption: 'pending' | 'decrypted' | 'failed'
  recordSigned: boolean
}

export type HallReading = {
  /** The server's time when it answered, ms since epoch: every wait is measured from it. */
  serverTime: number
  current: NodeKey
  nodes: HallNode[]
  /** When the decryption window closes (server time); null while none is set. */
  decryptDeadline: number | null
  progress: SupplierProgress
  /** What the screen shows of the same answer; the flow carries it untouched and decides nothing on it. */
  shown?: HallShown
}

/**
 * What the screen shows beside the flow's reading: the project, the hall's own standing and the
 * node rows with their names, from the same answer.
 */
export type HallShown = {
  projectName: string
  projectCode: string
  hallStatus: number
  reason: string | null
  openTime: number
  originalOpenTime: number | null
  rows: HallNodeRow[]
  /** False when the supplier has no bid in this hall (the server's progress is null). */
  hasBid: boolean
  /** My bids in the hall, each with its decryption. */
  bids: HallProgress['bids']
  /** The opening record to sign, once the hall has drawn it up (decision 027). */
  recordFile: HallRecordFile | null
  /** The practice hall (decision 028). */
  rehearsal: boolean
}

/** Where a reading puts the supplier: one state of the opening flow each. */
export type Place = 'waitingForNode' | 'checkIn' | 'checkedIn' | 'missed' | 'opening' | 'decryption' | 'decrypted' | 'expired' | 'recordSigning' | 'done'

export function windowOpen(reading: HallReading): boolean {
  return reading.decryptDeadline === null || reading.serverTime < reading.decryptDeadline
}

/** Decision 026: the server's node and the supplier's progress decide, never what this tab remembers. */
export function placeOf(reading: HallReading): Place {
  const { current, progress } = reading
  if (progress.recordSigned) return 'done'
  if (current === 'notStarted') return 'waitingForNode'
  if (current === 'checkIn') return progress.checkedIn ? 'checkedIn' : 'checkIn'
  // Check-in closes when the opening starts: a bidder not present takes no further part.
  if (!progress.checkedIn) return 'missed'
  if (progress.decryption === 'decrypted') {
    if (current === 'recordSigning') return 'recordSigning'
    return current === 'finished' ? 'done' : 'decrypted'
  }
  if (current === 'opening') return progress.fileConfirmed ? 'checkedIn' : 'opening'
  // The submitted file may still be confirmed once the window has opened, so long as it is open.
  if (current === 'decryption' && windowOpen(reading)) return progress.fileConfirmed ? 'decryption' : 'opening'
  return 'expired'
}

/**
 * When the node after the current one is planned to start; null when the host starts it by hand
 * (or the plan names none), so the flow must ask the server again now and then.
 */
export function nextNodeAt(reading: HallReading): number | null {
  const at = NODE_ORDER.indexOf(reading.current)
  const later = reading.nodes.filter((node) => NODE_ORDER.indexOf(node.key) > at)
  later.sort((a, b) => NODE_ORDER.indexOf(a.key) - NODE_ORDER.indexOf(b.key))
  return later[0]?.startsAt ?? null
}
