import type { MessageDescriptor } from '@lingui/core'
import { fromPromise } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { refreshableDetailMachine } from '@/machines/data/refreshableDetail.machine'
import { describeError } from '@/machines/shared/describe-error'
import { supplierCamera } from '@/services/bid-es'
import { bidReading, hallNodes, netBidProjectPage, sealedBidFiles } from '@/services/opening/hall'
import { entriesOfSupplier } from '@/services/tender/entries'
import type { Http } from '@/services/http'
import type { Camera } from '@/services/schemas/bid-es'
import {
  HALL_NODE, HALL_STATUS, type BidReading, type HallNodes, type HallProgress, type Project, type SealedBidFile,
} from '@/services/schemas/bid-project'
import { pageOf, projectNameOf, type ProjectNameQuery, quietSupplierList } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'
import { isEffectiveEntry } from '@/domain/entry'

/** The standings the opening screens read off their records. */
export { DECRYPT_STATUS, HALL_NODE, HALL_NODE_STATUS, HALL_STATUS } from '@/services/schemas/bid-project'

/** The hall's standing as a list row shows it: where it is, and whether it runs, was postponed or failed. */
export type HallStanding = { currentNode: number; currentNodeName: string; hallStatus: number }

export const standingOf = (hall: HallNodes): HallStanding => ({ currentNode: hall.currentNode, currentNodeName: hall.currentNodeName, hallStatus: hall.hallStatus })

/**
 * A project's hall for a row of a list: one that cannot be read shows as unknown (null) rather than
 * failing the list; a reading abandoned with the list still stops it.
 */
export function hallIfReadable(http: Http, mine: { projectId: string; supplierId: string }, signal: AbortSignal): Promise<HallNodes | null> {
  return hallNodes(http, mine, signal).catch((error: unknown) => {
    if (signal.aborted) throw error
    return null
  })
}

const READ_OUT_NODES: readonly number[] = [HALL_NODE.reading, HALL_NODE.signing, HALL_NODE.closed]

/** Once the decryption window has closed the bids are read out; a hall that failed reads none (decision 029). */
export const pastDecryption = (hall: Pick<HallNodes, 'currentNode' | 'hallStatus'>) => hall.hallStatus !== HALL_STATUS.failed && READ_OUT_NODES.includes(hall.currentNode)

/**
 * /electronicOpening/seeProgess: one project's opening as it stands: the hall's nodes with their
 * planned times, my steps with theirs, and once decryption has closed the reading of the bids.
 */
export type OpeningProgress = {
  hall: HallNodes
  /** The bids as read out; null before the reading (or when it could not be read: `readingError`). */
  reading: BidReading | null
  readingError: MessageDescriptor | null
}

async function readingOf(http: Http, input: { projectId: string; supplierId: string }, signal: AbortSignal) {
  try {
    return { reading: await bidReading(http, input, signal), readingError: null }
  } catch (error) {
    // The hall is what the screen is for; a reading that failed is said beside it, and read again on refresh.
    if (signal.aborted) throw error
    return { reading: null, readingError: describeError(error) }
  }
}

export function openingProgressLogic({ http, profile }: SupplierDeps) {
  return refreshableDetailMachine<OpeningProgress>('openingProgress').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<OpeningProgress | null> => {
        const mine = { projectId: input.id, supplierId: await requireSupplier(profile) }
        const hall = await hallNodes(http, mine, signal)
        if (!pastDecryption(hall)) return { hall, reading: null, readingError: null }
        return { hall, ...(await readingOf(http, mine, signal)) }
      }),
    },
  })
}

/**
 * The reading of the bids (唱标) in the hall (`id` is the project): each bidder and its price, once
 * the hall is past decryption; null (not found) until the back end has published it.
 */
export function bidReadingLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<BidReading>('bidReading').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<BidReading | null> =>
        bidReading(http, { projectId: input.id, supplierId: await requireSupplier(profile) }, signal),
      ),
    },
  })
}

/** A package of mine in an online opening, with the bid file I submitted for it (null: none yet). */
export type BidPackage = { packageId: string; packageName: string; file: SealedBidFile | null }

/** A row of /electronicOpening/electronicBidTender: a project of mine that opens online, my bids in it, and its hall. */
export type ElectronicBidRow = Project & {
  packages: BidPackage[]
  /** Null when the hall could not be read. */
  hall: HallStanding | null
  /** My progress in the hall; null without a bid in it (or an unread hall). */
  progress: HallProgress | null
}

/** My last bid file of each package, by package id. */
export function latestFileByPackage(files: readonly SealedBidFile[]): Map<string, SealedBidFile> {
  const latest = new Map<string, SealedBidFile>()
  for (const file of files) {
    const kept = latest.get(file.packageId)
    if (!kept || file.uploadTime > kept.uploadTime) latest.set(file.packageId, file)
  }
  return latest
}

/** The packages I am signed up to (effective sign-ups), each with my last bid file for it. */
function packagesWithFiles(entries: Awaited<ReturnType<typeof entriesOfSupplier>>, files: SealedBidFile[]): BidPackage[] {
  const latest = latestFileByPackage(files)
  return entries
    .filter(isEffectiveEntry)
    .map((entry) => ({ packageId: entry.packageId, packageName: entry.packageName, file: latest.get(entry.packageId) ?? null }))
}

/**
 * /electronicOpening/electronicBidTender: a page of my online-opening projects, each with my bid
 * file per package (and the certificate it was encrypted for) and where its hall stands. One page is
 * read at a time, so at most a page's worth of projects is asked about.
 */
export function electronicBidListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<ElectronicBidRow, ProjectNameQuery>('electronicBidList', profile, async (supplierId, query, signal) => {
    const page = await netBidProjectPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query) }, signal)
    const records = await Promise.all(
      page.records.map(async (project): Promise<ElectronicBidRow> => {
        const mine = { projectId: project.id, supplierId }
        const [entries, files, hall] = await Promise.all([
          entriesOfSupplier(http, mine, signal),
          sealedBidFiles(http, mine, signal),
          // The bids are worth seeing even when the hall cannot be read.
          hallIfReadable(http, mine, signal),
        ])
        return { ...project, packages: packagesWithFiles(entries, files), hall: hall && standingOf(hall), progress: hall?.progress ?? null }
      }),
    )
    return { ...page, records }
  })
}

/** /personal/liveStreaming?projectId=: my camera for the project's online opening or evaluation, and where the hall is. */
export type LiveStream = { camera: Camera; hall: HallNodes }

/** The camera is on (camStatus 1). */
export const CAMERA_ON = 1

export function liveStreamLogic({ http, profile }: SupplierDeps) {
  return refreshableDetailMachine<LiveStream>('liveStream').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<LiveStream | null> => {
        const mine = { projectId: input.id, supplierId: await requireSupplier(profile) }
        const [camera, hall] = await Promise.all([supplierCamera(http, mine, signal), hallNodes(http, mine, signal)])
        return { camera, hall }
      }),
    },
  })
}
