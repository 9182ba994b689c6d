import { fromPromise, type ActorRefFrom } from 'xstate'
import { epochOf } from '@/services/schemas/values'
import { editedListMachine } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { tenderExplainMachine, type FileType, type SaveInput } from '@/machines/tender/tenderExplain.machine'
import { saveTenderExplain, tenderExplainPage, tenderFileTypes } from '@/services/tender/questions'
import { serverTime } from '@/services/tender/projects'
import { TENDER_EXPLAIN_STATUS, type TenderExplain, type TenderFileType } from '@/services/schemas/bid-project'
import { editorAnnouncing, pageOf, supplierPage, text } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/** The standings the screen reads off its rows (it reaches services only through here). */
export { TENDER_EXPLAIN_STATUS } from '@/services/schemas/bid-project'

/** The objection flow's actor, as the screen raises and rewords objections with it. */
export type TenderExplainActor = ActorRefFrom<ReturnType<typeof tenderExplainLogic>>

/** The objections' query as the URL holds it: paging, project, file type and standing. */
export type TenderExplainQuery = { curr: number; size: number; projectId?: string | undefined; fileType?: string | undefined; status?: number | undefined }

/** One of my objections, and whether it may still be reworded (unexplained, before the deadline by the server's clock). */
export type TenderExplainRow = TenderExplain & { revisable: boolean }

const toFileTypes = (types: TenderFileType[]): FileType[] => types.map((type) => ({ key: type.dictKey, name: type.dictValue }))

/** Raising an objection to a project's documents, or rewording one of mine (decision 030). */
export function tenderExplainLogic({ http, profile }: SupplierDeps) {
  return tenderExplainMachine.provide({
    actors: {
      loadFileTypes: fromPromise(async ({ input, signal }: { input: { projectId: string }; signal: AbortSignal }) =>
        toFileTypes(await tenderFileTypes(http, { projectId: input.projectId }, signal)),
      ),
      saveExplain: fromPromise(async ({ input, signal }: { input: SaveInput; signal: AbortSignal }) => {
        const { id, ...fields } = input
        const saved = await saveTenderExplain(http, { supplierId: await requireSupplier(profile), ...fields, ...(id ? { id } : {}) }, signal)
        return { id: saved.id }
      }),
    },
  })
}

/**
 * /personal/moreQuestion?tab=explain: my objections, newest first, filtered as the URL says, with
 * the objection flow running inside the list (its `editor`); the list reloads once it has saved one.
 */
export function tenderExplainListLogic(deps: SupplierDeps) {
  const { http, profile } = deps
  return editedListMachine<TenderExplainRow, TenderExplainQuery, ReturnType<typeof tenderExplainLogic>>('tenderExplainList', tenderExplainLogic(deps)).provide({
    actors: {
      loadPage: supplierPage(profile, async (supplierId, query, signal) => {
        const projectId = text(query.projectId)
        const fileType = query.fileType === undefined || query.fileType === '' ? undefined : String(query.fileType)
        const status = typeof query.status === 'number' ? query.status : undefined
        const [page, now] = await Promise.all([
          tenderExplainPage(http, { supplierId, ...pageOf(query), ...(projectId ? { projectId } : {}), ...(fileType ? { fileType } : {}), ...(status === undefined ? {} : { status }) }, signal),
          serverTime(http, {}, signal),
        ])
        // The server has the last word; a row whose deadline it did not send stays offered.
        const open = (row: TenderExplain) => !row.endTime || now < epochOf(row.endTime)
        return { ...page, records: page.records.map((row) => ({ ...row, revisable: row.status === TENDER_EXPLAIN_STATUS.awaiting && open(row) })) }
      }),
      changes: editorAnnouncing<TenderExplainQuery>('explain.saved'),
    },
  })
}

/** Every file type an objection may be about, for the list's filter. */
export function tenderFileTypeOptionsLogic({ http }: SupplierDeps) {
  return recordDetailMachine<FileType[]>('tenderFileTypes').provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }: { input: { id: string }; signal: AbortSignal }): Promise<FileType[] | null> => toFileTypes(await tenderFileTypes(http, {}, signal))),
    },
  })
}
