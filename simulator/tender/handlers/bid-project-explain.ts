import { http } from 'msw'
import { DAY, formatDateTime, snowflakeId } from '../../../fixtures/random'
import { FILE_TYPE, TENDER_FILE_TYPES, type TenderExplainRecord } from '../../../fixtures/tender-explain-records'
import type { ProjectRecord } from '../../../fixtures/tender-types'
import { TENDER_EXPLAIN_CONTENT_MAX, TENDER_EXPLAIN_STATUS, TENDER_EXPLAIN_TITLE_MAX, type TenderExplain, type TenderFileType } from '@/services/schemas/bid-project'
import { ApiError, ok, page, paging, readParams, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'
import { callerSupplier, entriesOf, findProject, projectIndex, readTenderParams, required, requireProject } from '../tender-access'
import { at } from '../tender-rules'

const P = '*/api/bid-project/tenderFile/expain'

/**
 * Objections close three days before the bid deadline (decision 030): the buyer must answer within
 * three days (招标投标法实施条例 art. 22), so the explanation reaches every bidder before bids go in.
 */
const EXPLAIN_DAYS_BEFORE_BID_END = 3
export const explainEnd = (project: Pick<ProjectRecord, 'bidEndTime'>) => at(project.bidEndTime) - EXPLAIN_DAYS_BEFORE_BID_END * DAY

const refuse = (msg: string) => new ApiError(400, msg)
const length = (text: string) => [...text].length

/** The files of a project an objection may be about: 资格预审文件 only with prequalification, 澄清/修改文件 once a change notice is out. */
function fileTypesOf(sim: Simulator, project: ProjectRecord, now: number): TenderFileType[] {
  const amended = sim.db.bulletin
    .findMany({ where: { projectId: { equals: project.id }, bulletinType: { equals: '2' } } })
    .some((bulletin) => at(bulletin.publishTime) <= now)
  return TENDER_FILE_TYPES.filter(({ dictKey }) => (dictKey === FILE_TYPE.prequalification ? project.qualifyFlag === 1 : dictKey === FILE_TYPE.amendment ? amended : true)).map((type) => ({ ...type }))
}

/** Who may object and until when: a supplier signed up to the project, before its deadline. */
function assertMayObject(project: ProjectRecord, signedUp: boolean, now: number): void {
  if (!signedUp) throw refuse('请先报名该项目，报名后方可提出异议')
  if (project.outcome || now >= explainEnd(project)) throw refuse(`异议提出已截止，截止时间：${formatDateTime(explainEnd(project))}`)
}

function assertObjectionText(title: string, content: string): void {
  if (!title) throw refuse('请输入异议标题')
  if (length(title) > TENDER_EXPLAIN_TITLE_MAX) throw refuse(`异议标题不能超过${TENDER_EXPLAIN_TITLE_MAX}个字`)
  if (!content) throw refuse('请输入异议内容')
  if (length(content) > TENDER_EXPLAIN_CONTENT_MAX) throw refuse(`异议内容不能超过${TENDER_EXPLAIN_CONTENT_MAX}个字`)
}

const typeName = (key: string) => TENDER_FILE_TYPES.find((type) => type.dictKey === key)?.dictValue ?? null

function toTenderExplain(record: TenderExplainRecord, project: ProjectRecord): TenderExplain {
  return {
    id: record.id,
    projectId: record.projectId,
    projectName: project.projectName,
    projectCode: project.projectCode,
    fileType: record.fileType,
    fileTypeName: typeName(record.fileType),
    title: record.title,
    content: record.content,
    createTime: record.createTime,
    status: record.explainContent ? TENDER_EXPLAIN_STATUS.explained : TENDER_EXPLAIN_STATUS.awaiting,
    explainContent: record.explainContent || null,
    explainTime: record.explainTime || null,
    endTime: formatDateTime(explainEnd(project)),
  }
}

/**
 * Objections to the procurement documents and the buyer's explanations (spec 001 §7
 * `tenderFile/expain/…`, decision 030): the file types, the caller's own objections, and raising
 * (or rewording an unexplained) one while the project takes them.
 */
export function bidProjectExplainHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  /** The caller's objections in its tenant, newest first, with the filters given. */
  const objectionsOf = (context: UserContext, supplierId: string, params: Record<string, string>) => {
    const projectId = params.projectId?.trim()
    // Another tenant's or an uninvited project is refused like everywhere else.
    if (projectId) findProject(sim, context, projectId)
    const fileType = params.fileType?.trim()
    const status = params.status?.trim()
    return sim.db.tenderExplain
      .findMany({ where: { supplierId: { equals: supplierId }, tenantId: { equals: context.session.tenantId }, ...(projectId ? { projectId: { equals: projectId } } : {}) } })
      .filter((record) => (!fileType || record.fileType === fileType) && (!status || Number(status) === (record.explainContent ? 1 : 0)))
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id))
  }

  return [
    /** The file types (dictionary entries); of one project when `projectId` is given. */
    http.get(
      `${P}/queryFileType`,
      userEndpoint(sim, async (context) => {
        const projectId = (await readParams(context.request)).projectId?.trim()
        if (!projectId) return ok(TENDER_FILE_TYPES.map((type) => ({ ...type })))
        return ok(fileTypesOf(sim, requireProject(sim, context, projectId), now()))
      }),
    ),

    /** The caller's objections (`supplierId?`, `projectId?`, `fileType?`, `status?`), a MyBatis-Plus page by `curr`/`size`. */
    http.post(
      `${P}/queryPage`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const { current, size } = paging(params)
        const all = page(objectionsOf(context, supplier.id, params), current, size)
        const projects = projectIndex(sim).byId
        return ok({ ...all, records: all.records.map((record) => toTenderExplain(record, projects.get(record.projectId)!)) })
      }),
    ),

    /**
     * Raises `{ projectId, fileType, title, content }`, or with `id` rewords the caller's own
     * objection while unexplained; either only while the project takes objections. Answers it.
     */
    http.post(
      `${P}/saveExplain`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const project = requireProject(sim, context, required(params, 'projectId'))
        const time = now()
        assertMayObject(project, entriesOf(sim, project.id, supplier.id).some((entry) => entry.status === 1), time)
        const fileType = params.fileType?.trim() ?? ''
        if (!fileType) throw refuse('请选择文件类型')
        if (!fileTypesOf(sim, project, time).some((type) => type.dictKey === fileType)) throw refuse('该项目没有此类文件')
        const title = (params.title ?? '').trim()
        const content = (params.content ?? '').trim()
        assertObjectionText(title, content)
        const id = params.id?.trim()
        let saved: TenderExplainRecord
        if (id) {
          const existing = sim.db.tenderExplain.findFirst({ where: { id: { equals: id } } })
          // Another bidder's objection is as unknown to the caller as one that does not exist.
          if (!existing || existing.supplierId !== supplier.id || existing.projectId !== project.id) throw refuse('异议记录不存在')
          if (existing.explainContent) throw refuse('该异议已答复，不能修改')
          saved = sim.db.tenderExplain.update({ where: { id: { equals: id } }, data: { fileType, title, content, createTime: formatDateTime(time) } })!
        } else {
          saved = sim.db.tenderExplain.create({
            id: snowflakeId(time),
            tenantId: project.tenantId,
            projectId: project.id,
            supplierId: supplier.id,
            fileType,
            title,
            content,
            createTime: formatDateTime(time),
            explainContent: '',
            explainTime: '',
          })
        }
        sim.persist()
        return ok(toTenderExplain(saved, project), id ? '异议已修改' : '异议已提交')
      }),
    ),
  ]
}
