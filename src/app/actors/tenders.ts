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
import { entriesOfSupplier, noticePage, projectById, signUp } from '@/services/bid-project'
import type { Http } from '@/services/http'
import { pageOf, projectNameOf, type ProjectNameQuery, quietSupplierList } from './lists'
import { requireSupplier, type SupplierDeps } from './supplier'
import { ENTRY_STATUS, PAY_STATUS, type Entry, type Package, type Project, type ProjectDetail } from '@/services/schemas/bid-project'
import { isDownloaded } from '@/services/schemas/bid-dms'

/** The purchase-notice list's query as the URL holds it: page, size and the name searched for. */
export type NoticeQuery = ProjectNameQuery

/** /purchaseNotice/index: the tenant's published projects this supplier may see, paged and searchable. */
export function noticeListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<Project, NoticeQuery>('noticeList', profile, (supplierId, query, signal) =>
    noticePage(http, { supplierId, ...pageOf(query), ...projectNameOf(query) }, signal),
  )
}

/** /purchaseNotice/purchaseDetail: one project with its packages and latest bulletin. */
export function projectDetailLogic({ http }: { http: Http }) {
  return recordDetailMachine<ProjectDetail>('projectDetail').provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => projectById(http, input.id, signal)),
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
    .filter((entry) => entry.status === ENTRY_STATUS.effective)
    .map((entry) => {
      const blockers: Blocker[] = []
      if (!feeSettled(entry, packages)) blockers.push('feeUnpaid')
      if (documentsDone.get(entry.packageId) !== true) blockers.push('documentsNotDownloaded')
      if (entry.bidStatus !== 1) blockers.push('bidNotUploaded')
      return { packageId: entry.packageId, packageName: entry.packageName, blockers, entryId: entry.id }
    })
}

/** Per signed-up package whose fee is settled: whether the supplier has downloaded all its documents. */
async function documentsDownloaded(http: Http, projectId: string, supplierId: string, entries: readonly Entry[], packages: readonly Package[], signal: AbortSignal) {
  const readable = entries.filter((entry) => entry.status === ENTRY_STATUS.effective && feeSettled(entry, packages))
  if (readable.length === 0) return new Map<string, boolean>()
  const records = await downloadRecords(http, { serviceId: projectId, supplierId }, signal)
  const done = await Promise.all(
    readable.map(async (entry) => {
      const documents = await catalogs(http, { serviceId: entry.packageId }, signal)
      return [entry.packageId, documents.every((document) => isDownloaded(document, records))] as const
    }),
  )
  return new Map(done)
}

/** The blockers of each of the supplier's sign-ups in a project, read from the server: every screen that shows them loads them here. */
export async function packageStatusesOf(http: Http, projectId: string, supplierId: string, entries: readonly Entry[], packages: readonly Package[], signal: AbortSignal) {
  return toPackageStatuses(entries, packages, await documentsDownloaded(http, projectId, supplierId, entries, packages, signal))
}

/** Sign-up for a project's packages (spec 001 §2, §4): agreement, 报名成功, then the blockers per package. */
export function entryLogic({ http, profile, packages }: SupplierDeps & { packages: readonly Package[] }) {
  return entryMachine.provide({
    actors: {
      submitEntry: fromPromise(async ({ input, signal }: { input: SubmitEntryInput; signal: AbortSignal }) => {
        await signUp(http, { projectId: input.projectId, packageIds: input.packageIds, supplierId: await requireSupplier(profile) }, signal)
      }),
      loadBlockers: fromPromise(async ({ input, signal }: { input: LoadBlockersInput; signal: AbortSignal }) => {
        const supplierId = await requireSupplier(profile)
        const entries = await entriesOfSupplier(http, { projectId: input.projectId, supplierId }, signal)
        return packageStatusesOf(http, input.projectId, supplierId, entries, packages, signal)
      }),
      // Fees and uploads arrive with later screens; a download on this one is told by `followDownloads`.
      changes: fromCallback<EntryEvent>(() => {}),
    },
  })
}
