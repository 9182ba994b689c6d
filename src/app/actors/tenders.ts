import { fromCallback, fromPromise, type Actor } from 'xstate'
import { pagedListMachine, type Event as ListEvent, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import type { profileMachine } from '@/machines/shell/profile.machine'
import {
  entryMachine,
  type Blocker,
  type Event as EntryEvent,
  type LoadBlockersInput,
  type PackageStatus,
  type SubmitEntryInput,
} from '@/machines/tender/entry.machine'
import { entriesOfSupplier, noticePage, projectById, signUp } from '@/services/bid-project'
import type { Http } from '@/services/http'
import { requireSupplier, supplierOf } from './supplier'
import { ENTRY_STATUS, PAY_STATUS, type Entry, type Package, type Project, type ProjectDetail } from '@/services/schemas/bid-project'

type Deps = { http: Http; profile: Actor<typeof profileMachine> }

/** The purchase-notice list's query as the URL holds it: page, size and the name searched for. */
export type NoticeQuery = { curr: number; size: number; projectName?: string | undefined }

/** /purchaseNotice/index: the tenant's published projects this supplier may see, paged and searchable. */
export function noticeListLogic({ http, profile }: Deps) {
  return pagedListMachine<Project, NoticeQuery>('noticeList').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<Project>> => {
        const supplierId = await supplierOf(profile)
        if (!supplierId) return { records: [], total: 0 }
        const name = typeof input.projectName === 'string' && input.projectName ? input.projectName : undefined
        const { records, total } = await noticePage(
          http,
          { supplierId, curr: Number(input.curr), size: Number(input.size), ...(name ? { projectName: name } : {}) },
          signal,
        )
        return { records, total }
      }),
      // Nothing elsewhere changes the notices while the list is open.
      changes: fromCallback<ListEvent<NoticeQuery>>(() => {}),
    },
  })
}

/** /purchaseNotice/purchaseDetail: one project with its packages and latest bulletin. */
export function projectDetailLogic({ http }: { http: Http }) {
  return recordDetailMachine<ProjectDetail>('projectDetail').provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => projectById(http, input.id, signal)),
    },
  })
}

/**
 * What still keeps the supplier from bidding on each signed-up package, read from the sign-up
 * records: a fee not confirmed, a bid not handed in. Download records and check-in come with the
 * documents and the opening hall; until then they are not reported rather than guessed.
 */
export function toPackageStatuses(entries: readonly Entry[], packages: readonly Package[]): PackageStatus[] {
  return entries
    .filter((entry) => entry.status === ENTRY_STATUS.effective)
    .map((entry) => {
      const fee = packages.find((p) => p.id === entry.packageId)?.docFee ?? 0
      const blockers: Blocker[] = []
      if (fee > 0 && entry.payStatus !== PAY_STATUS.paid) blockers.push('feeUnpaid')
      if (entry.bidStatus !== 1) blockers.push('bidNotUploaded')
      return { packageId: entry.packageId, packageName: entry.packageName, blockers }
    })
}

/** Sign-up for a project's packages (spec 001 §2, §4): agreement, 报名成功, then the blockers per package. */
export function entryLogic({ http, profile, packages }: Deps & { packages: readonly Package[] }) {
  return entryMachine.provide({
    actors: {
      submitEntry: fromPromise(async ({ input, signal }: { input: SubmitEntryInput; signal: AbortSignal }) => {
        await signUp(http, { projectId: input.projectId, packageIds: input.packageIds, supplierId: await requireSupplier(profile) }, signal)
      }),
      loadBlockers: fromPromise(async ({ input, signal }: { input: LoadBlockersInput; signal: AbortSignal }) => {
        const entries = await entriesOfSupplier(http, { projectId: input.projectId, supplierId: await requireSupplier(profile) }, signal)
        return toPackageStatuses(entries, packages)
      }),
      // Fees and uploads arrive with later screens; nothing on this one changes a blocker meanwhile.
      changes: fromCallback<EntryEvent>(() => {}),
    },
  })
}
