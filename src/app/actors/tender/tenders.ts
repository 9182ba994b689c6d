import { fromCallback, fromPromise } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import {
  entryMachine,
  type Blocker,
  type Event as EntryEvent,
  type LoadBlockersInput,
  type PackageStatus,
  type SubmitEntryInput,
} from '@/machines/tender/entry.machine'
import { catalogs, downloadRecords } from '@/services/bid-dms'
import { entriesOfSupplier, signUp } from '@/services/tender/entries'
import { noticePage, projectBulletins, projectById } from '@/services/tender/projects'
import { downloadMarks } from '@/services/download-marks'
import { isApiError } from '@/services/error-catalogue'
import type { Http } from '@/services/http'
import type { RuntimeConfig } from '@/services/config'
import { createStorage } from '@/services/storage'
import { pageOf, projectNameOf, type ProjectNameQuery, quietSupplierList } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'
import { PAY_STATUS, type Bulletin, type Entry, type Package, type Project, type ProjectDetail } from '@/services/schemas/bid-project'
import { isDownloaded } from '@/services/schemas/bid-dms'
import { isEffectiveEntry } from '@/domain/entry'

/** The purchase-notice list's query as the URL holds it: page, size and the name searched for. */
export type NoticeQuery = ProjectNameQuery

/** /purchaseNotice/index: the tenant's published projects this supplier may see, paged and searchable. */
export function noticeListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<Project, NoticeQuery>('noticeList', profile, (supplierId, query, signal) =>
    noticePage(http, { supplierId, ...pageOf(query), ...projectNameOf(query) }, signal),
  )
}

/** One project with its packages (/personal/projectDetail reads its kind from it). */
export function projectDetailLogic({ http }: { http: Http }) {
  return recordDetailMachine<ProjectDetail>('projectDetail').provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => projectById(http, input.id, signal)),
    },
  })
}

/**
 * What the purchase detail shows: the project, and its tender notice (招标公告) as published, with
 * its files; `notice` is null when none is published, and `noticeUnread` says the notices could
 * not be read (the project and its sign-up are shown all the same).
 */
export type PurchaseDetail = { project: ProjectDetail; notice: Bulletin | null; noticeUnread: boolean }

/** bulletin_type 1: the tender notice a purchase detail is the page of. */
const TENDER_NOTICE = '1'

/** The latest published tender notice among a project's bulletins (oldest first), or null. */
export const tenderNoticeOf = (bulletins: readonly Bulletin[]): Bulletin | null => bulletins.filter((bulletin) => bulletin.bulletinType === TENDER_NOTICE).at(-1) ?? null

/** /purchaseNotice/purchaseDetail: one project with its packages and its tender notice's text and files. */
export function purchaseDetailLogic({ http }: { http: Http }) {
  return recordDetailMachine<PurchaseDetail>('purchaseDetail').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<PurchaseDetail | null> => {
        const [project, bulletins] = await Promise.all([
          projectById(http, input.id, signal),
          projectBulletins(http, input.id, signal).catch((error: unknown) => (signal.aborted ? Promise.reject(error) : null)),
        ])
        if (!project) return null
        return { project, notice: bulletins ? tenderNoticeOf(bulletins) : null, noticeUnread: bulletins === null }
      }),
    },
  })
}

/** Whether a sign-up's fee no longer holds its documents back: the package is free, or the fee is paid. */
const feeSettled = (entry: Entry, packages: readonly Package[]) =>
  (packages.find((p) => p.id === entry.packageId)?.docFee ?? 0) <= 0 || entry.payStatus === PAY_STATUS.paid

/**
 * What still keeps the supplier from bidding on each signed-up package, read from the sign-up
 * records (a fee not confirmed, a bid not handed in) and the download records: `documentsDone`
 * tells, per package whose documents could be read, whether every one of them was downloaded.
 * The back end releases documents only once the fee is settled, so until then they cannot have
 * been downloaded (decision 021). Check-in comes with the opening hall; until then it is not
 * reported rather than guessed.
 */
function toPackageStatuses(entries: readonly Entry[], packages: readonly Package[], documentsDone: ReadonlyMap<string, boolean>): PackageStatus[] {
  return entries
    .filter(isEffectiveEntry)
    .map((entry) => {
      const blockers: Blocker[] = []
      if (!feeSettled(entry, packages)) blockers.push('feeUnpaid')
      if (documentsDone.get(entry.packageId) !== true) blockers.push('documentsNotDownloaded')
      if (entry.bidStatus !== 1) blockers.push('bidNotUploaded')
      return { packageId: entry.packageId, packageName: entry.packageName, blockers, entryId: entry.id }
    })
}

/** The catalog ids the portal marked downloaded from a package's dialog (documents.ts), for a back end that keeps no records. */
export type LocalMarks = (packageId: string) => readonly string[]

/** Per signed-up package whose fee is settled: whether the supplier has downloaded all its documents. */
async function documentsDownloaded(http: Http, projectId: string, supplierId: string, entries: readonly Entry[], packages: readonly Package[], signal: AbortSignal, marked: LocalMarks) {
  const readable = entries.filter((entry) => isEffectiveEntry(entry) && feeSettled(entry, packages))
  if (readable.length === 0) return new Map<string, boolean>()
  // A back end without download records (decision 049) leaves the portal's own marks to tell.
  const records = await downloadRecords(http, { serviceId: projectId, supplierId }, signal).catch((error: unknown) => {
    if (isApiError(error) && error.kind === 'notOpened') return []
    throw error
  })
  const done = await Promise.all(
    readable.map(async (entry) => {
      const documents = await catalogs(http, { serviceId: entry.packageId }, signal)
      const marks = new Set(marked(entry.packageId))
      return [entry.packageId, documents.every((document) => marks.has(document.id) || isDownloaded(document, records))] as const
    }),
  )
  return new Map(done)
}

/** The blockers of each of the supplier's sign-ups in a project, read from the server: every screen that shows them loads them here. */
export async function packageStatusesOf(http: Http, projectId: string, supplierId: string, entries: readonly Entry[], packages: readonly Package[], signal: AbortSignal, marked: LocalMarks = () => []) {
  return toPackageStatuses(entries, packages, await documentsDownloaded(http, projectId, supplierId, entries, packages, signal, marked))
}

/** The sign-up binding for one project's packages, as a screen starts it (`useShellFlow(projectEntryLogic(packages), …)`). */
export const projectEntryLogic =
  (packages: readonly Package[]) =>
  (deps: SupplierDeps & { config: Pick<RuntimeConfig, 'storagePrefix'> }) =>
    entryLogic({ ...deps, packages })

/** Sign-up for a project's packages (spec 001 §2, §4): agreement, 报名成功, then the blockers per package. */
export function entryLogic({ http, config, profile, packages }: SupplierDeps & { config: Pick<RuntimeConfig, 'storagePrefix'>; packages: readonly Package[] }) {
  const marks = downloadMarks(createStorage({ prefix: config.storagePrefix }))
  return entryMachine.provide({
    actors: {
      submitEntry: fromPromise(async ({ input, signal }: { input: SubmitEntryInput; signal: AbortSignal }) => {
        await signUp(http, { projectId: input.projectId, packageIds: input.packageIds, supplierId: await requireSupplier(profile) }, signal)
      }),
      loadBlockers: fromPromise(async ({ input, signal }: { input: LoadBlockersInput; signal: AbortSignal }) => {
        const supplierId = await requireSupplier(profile)
        const entries = await entriesOfSupplier(http, { projectId: input.projectId, supplierId }, signal)
        return packageStatusesOf(http, input.projectId, supplierId, entries, packages, signal, (packageId) => marks.read(supplierId, packageId))
      }),
      // Fees and uploads arrive with later screens; a download on this one is told by `followDownloads`.
      changes: fromCallback<EntryEvent>(() => {}),
    },
  })
}
