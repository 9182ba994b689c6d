import type { BidFileRecord, HallRecord, ProjectRecord } from '../fixtures/tender-types'
import { DECRYPT_STATUS } from '@/services/schemas/bid-project'
import { decryption, PLATFORM_DECRYPT_FAILURE, type Decryption } from './hall'
import type { Simulator } from './state'

/**
 * What an opening reads out (唱标) and its record lists, one rule for both (decisions 027, 029):
 * each bidder's last bid file per package it is effectively signed up for, in the order submitted,
 * with its last quote and its decryption.
 */
export function submittedBids(sim: Simulator, projectId: string): BidFileRecord[] {
  const effective = new Set(
    sim.db.entry.findMany({ where: { projectId: { equals: projectId }, status: { equals: 1 } } }).map((entry) => `${entry.packageId} ${entry.supplierId}`),
  )
  const last = new Map<string, BidFileRecord>()
  for (const file of sim.db.bidFile.findMany({ where: { projectId: { equals: projectId }, type: { equals: 1 } } })) {
    const key = `${file.packageId} ${file.supplierId}`
    if (!effective.has(key)) continue
    const kept = last.get(key)
    if (!kept || file.uploadTime > kept.uploadTime) last.set(key, file)
  }
  return [...last.values()].sort((a, b) => a.uploadTime.localeCompare(b.uploadTime) || a.id.localeCompare(b.id))
}

/** The bidder's last quote for the bid's package, or null when it quoted nothing. */
export function lastQuote(sim: Simulator, file: BidFileRecord): number | null {
  const quotes = sim.db.quote.findMany({
    where: { projectId: { equals: file.projectId }, packageId: { equals: file.packageId }, supplierId: { equals: file.supplierId } },
  })
  return quotes.sort((a, b) => b.round - a.round || b.quoteTime.localeCompare(a.quoteTime))[0]?.amount ?? null
}

/**
 * A bid's decryption at `time`. The simulator plays only the accounts' bidders through the hall; a
 * bidder without an account (the seed's background suppliers) is taken to have decrypted in the
 * window, as the others in a real opening mostly do, unless the platform failed.
 */
export function bidDecryption(sim: Simulator, project: ProjectRecord, hall: HallRecord | null, supplierId: string, time: number): Decryption {
  if (!sim.db.user.findFirst({ where: { supplierId: { equals: supplierId } } })) {
    return hall?.platformFailure
      ? { status: DECRYPT_STATUS.failed, failedBy: 'platform', reason: PLATFORM_DECRYPT_FAILURE }
      : { status: DECRYPT_STATUS.decrypted, failedBy: '', reason: '' }
  }
  const progress = sim.db.hallProgress.findFirst({ where: { projectId: { equals: project.id }, supplierId: { equals: supplierId } } })
  return decryption(project, hall, progress, time)
}
