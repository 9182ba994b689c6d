import type { BidFileRecord, HallProgressRecord, HallRecord, PackageRecord, ProjectRecord } from '../../fixtures/tender-types'
import type { SupplierRecord } from '../../fixtures/types'
import { DECRYPT_STATUS } from '@/services/schemas/bid-project'
import { decryption, PLATFORM_DECRYPT_FAILURE, type Decryption } from './hall'
import type { Simulator } from '../state'
import { packagesOf } from '../tender'

/** The project's hall settings where they differ from the defaults; null: the defaults. */
export const hallOf = (sim: Simulator, projectId: string): HallRecord | null => sim.db.hall.findFirst({ where: { projectId: { equals: projectId } } })

/** The bidder's progress through the project's hall; null before its first step. */
export const progressOf = (sim: Simulator, projectId: string, supplierId: string): HallProgressRecord | null =>
  sim.db.hallProgress.findFirst({ where: { projectId: { equals: projectId }, supplierId: { equals: supplierId } } })

/** The bid files (type 1) the hall opens: of packages their bidder is effectively signed up for; one bidder's when `supplierId` is given. */
export function bidFilesOf(sim: Simulator, projectId: string, supplierId?: string): BidFileRecord[] {
  const bySupplier = supplierId ? { supplierId: { equals: supplierId } } : {}
  const effective = new Set(
    sim.db.entry.findMany({ where: { projectId: { equals: projectId }, status: { equals: 1 }, ...bySupplier } }).map((entry) => `${entry.packageId} ${entry.supplierId}`),
  )
  return sim.db.bidFile
    .findMany({ where: { projectId: { equals: projectId }, type: { equals: 1 }, ...bySupplier } })
    .filter((file) => effective.has(`${file.packageId} ${file.supplierId}`))
}

/** Each bidder's last bid file per package, in the order submitted. */
function submittedBids(sim: Simulator, projectId: string): BidFileRecord[] {
  const last = new Map<string, BidFileRecord>()
  for (const file of bidFilesOf(sim, projectId)) {
    const key = `${file.packageId} ${file.supplierId}`
    const kept = last.get(key)
    if (!kept || file.uploadTime > kept.uploadTime) last.set(key, file)
  }
  return [...last.values()].sort((a, b) => a.uploadTime.localeCompare(b.uploadTime) || a.id.localeCompare(b.id))
}

/** The bidder's last quote for the bid's package, or null when it quoted nothing. */
function lastQuote(sim: Simulator, file: BidFileRecord): number | null {
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
function bidDecryption(sim: Simulator, project: ProjectRecord, hall: HallRecord | null, supplierId: string, time: number): Decryption {
  if (!sim.db.user.findFirst({ where: { supplierId: { equals: supplierId } } })) {
    return hall?.platformFailure
      ? { status: DECRYPT_STATUS.failed, failedBy: 'platform', reason: PLATFORM_DECRYPT_FAILURE }
      : { status: DECRYPT_STATUS.decrypted, failedBy: '', reason: '' }
  }
  return decryption(project, hall, progressOf(sim, project.id, supplierId), time)
}

/** A bid as the opening reads it out: its package, its bidder, its decryption and, once decrypted, its price. */
export interface ReadBid {
  file: BidFileRecord
  pkg: PackageRecord | undefined
  bidder: SupplierRecord | null
  decrypt: Decryption
  price: number | null
}

/**
 * What an opening reads out (唱标) and its record lists, one rule for both (decisions 027, 029):
 * each bidder's last bid file per package it is effectively signed up for, package by package in
 * the order submitted, with its last quote and its decryption at `time`.
 */
export function readOut(sim: Simulator, project: ProjectRecord, hall: HallRecord | null, time: number): ReadBid[] {
  const packages = packagesOf(sim, project.id)
  const order = new Map(packages.map((pkg, index) => [pkg.id, index]))
  return submittedBids(sim, project.id)
    .sort((a, b) => (order.get(a.packageId) ?? 0) - (order.get(b.packageId) ?? 0))
    .map((file) => {
      const decrypt = bidDecryption(sim, project, hall, file.supplierId, time)
      return {
        file,
        pkg: packages.find((pkg) => pkg.id === file.packageId),
        bidder: sim.db.supplier.findFirst({ where: { id: { equals: file.supplierId } } }),
        decrypt,
        price: decrypt.status === DECRYPT_STATUS.decrypted ? lastQuote(sim, file) : null,
      }
    })
}
