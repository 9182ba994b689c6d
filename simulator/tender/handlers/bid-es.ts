import { http } from 'msw'
import { formatDateTime, HOUR, snowflakeId } from '../../../fixtures/random'
import { catalogLink, DEFAULT_FILE_TYPES } from '../../../fixtures/tender-text'
import type { ExplainAnswerRecord, ExplainRecord, ProjectRecord } from '../../../fixtures/tender-types'
import { ANSWER_FILE_MAX_MB, ANSWER_MAX_LENGTH, EXPLAIN_STATUS, NODE_STATUS } from '@/services/schemas/bid-es'
import { ApiError, ok, readParams, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'
import { callerSupplier, entriesOf, packageNameOf, packagesOf, required, requireProject } from '../tender-access'
import { assertBidFileAccepted, at } from '../tender-rules'

const P = '*/api/bid-es/judge'

/** The evaluation's steps and when each ends, in hours from the evaluation's start (decision 025). */
const JUDGE_NODES = [
  { nodeName: '资格性审查', endsAt: 6 },
  { nodeName: '符合性审查', endsAt: 12 },
  { nodeName: '详细评审', endsAt: 36 },
  { nodeName: '澄清说明', endsAt: 96 },
  { nodeName: '评标报告', endsAt: 120 },
] as const

const refuse = (msg: string) => new ApiError(400, msg)
const EXPLAIN_STATUS_NAMES = ['待答复', '已答复', '已过期'] as const

/** Each node's standing at `now`: an ended project has finished them all. */
function judgeNodes(project: ProjectRecord, now: number) {
  const start = at(project.evaluationStartTime)
  return JUDGE_NODES.map((node, index) => {
    const begins = start + (index === 0 ? 0 : JUDGE_NODES[index - 1]!.endsAt) * HOUR
    const ends = start + node.endsAt * HOUR
    const status = project.outcome || now >= ends ? NODE_STATUS.finished : now >= begins ? NODE_STATUS.current : NODE_STATUS.waiting
    return { id: `${project.id}-${index + 1}`, nodeName: node.nodeName, sort: index + 1, status, startTime: formatDateTime(begins), endTime: formatDateTime(ends) }
  })
}

/** An explanation request's standing: answered while its answer stands, expired once its deadline passed unanswered. */
function explainStatus(explain: ExplainRecord, now: number): number {
  if (explain.status === 1) return EXPLAIN_STATUS.answered
  return now >= at(explain.deadline) ? EXPLAIN_STATUS.expired : EXPLAIN_STATUS.pending
}

/** An answer may go to the caller's own request only, and only before its deadline; the text must fit. */
function assertAnswerable(explain: ExplainRecord, supplierId: string, now: number): void {
  if (explain.supplierId !== supplierId) throw refuse('无权答复该澄清')
  if (now >= at(explain.deadline)) throw refuse(`澄清答复已截止，截止时间：${explain.deadline}`)
}

function assertAnswerText(content: string): void {
  if (!content) throw refuse('请输入澄清内容')
  if ([...content].length > ANSWER_MAX_LENGTH) throw refuse(`澄清内容不能超过${ANSWER_MAX_LENGTH}个字`)
}

const ANSWER_FILE_RULES = { fileTypes: [...DEFAULT_FILE_TYPES], maxFileSizeMb: ANSWER_FILE_MAX_MB }

const toAnswer = ({ id, explainId, content, fileName, fileSize, link, answerTime }: ExplainAnswerRecord) => ({
  id,
  explainId,
  content,
  fileName: fileName || null,
  fileSize: fileName ? fileSize : null,
  link: link || null,
  answerTime,
})

/** The answer's fields and its one optional file: multipart as uploads send it, or a plain form or JSON without a file. */
async function readAnswer(request: Request): Promise<{ params: Record<string, string>; file: File | null }> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data')) return { params: await readParams(request, { json: true }), file: null }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw refuse('请以multipart/form-data方式上传文件')
  }
  const params: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams)
  for (const [key, value] of form) if (typeof value === 'string') params[key] = value
  const files = form.getAll('file').filter((value): value is File => typeof value !== 'string')
  if (files.length > 1) throw refuse('一次只能上传一个文件')
  return { params, file: files[0] ?? null }
}

/**
 * The evaluation as a bidder meets it (spec 001 §7's judge calls under /api/bid-es, decision 025):
 * its steps and progress, the evaluators' explanation requests to the caller, and the caller's
 * answers (a revised answer before the deadline replaces the last).
 */
export function bidEsHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  const query = (context: UserContext) => Object.fromEntries(context.url.searchParams)
  /** The request's project for a caller signed up to it. */
  const signedUpProject = (context: UserContext, params: Record<string, string>) => {
    const project = requireProject(sim, context, required(params, 'projectId'))
    const supplier = callerSupplier(sim, context, params.supplierId)
    const entries = entriesOf(sim, project.id, supplier.id).filter((entry) => entry.status === 1)
    if (entries.length === 0) throw refuse('您未参与该项目')
    return { project, supplier, entries }
  }
  const ownExplain = (context: UserContext, explainId: string) => {
    const supplier = callerSupplier(sim, context)
    const explain = sim.db.explain.findFirst({ where: { id: { equals: explainId } } })
    if (!explain || explain.tenantId !== context.session.tenantId) throw refuse('澄清不存在')
    return { explain, supplier }
  }
  const answerOf = (explainId: string) =>
    sim.db.explainAnswer.findMany({ where: { explainId: { equals: explainId } } }).sort((a, b) => b.answerTime.localeCompare(a.answerTime))[0]

  return [
    /** The caller's signed-up packages of the project under evaluation. */
    http.get(
      `${P}/queryEntryPackageList`,
      userEndpoint(sim, (context) => {
        const { project, entries } = signedUpProject(context, query(context))
        const packages = packagesOf(sim, project.id)
        return ok(
          entries.map((entry) => ({
            entryId: entry.id,
            projectId: project.id,
            packageId: entry.packageId,
            packageCode: packages.find((pkg) => pkg.id === entry.packageId)?.packageCode ?? null,
            packageName: packageNameOf(sim, entry.packageId),
          })),
        )
      }),
    ),

    /** The evaluation's steps with their standing on the server clock. */
    http.get(
      `${P}/queryNodeList`,
      userEndpoint(sim, (context) => ok(judgeNodes(signedUpProject(context, query(context)).project, now()))),
    ),

    /** How far the evaluation is: 0 not started, 1 under way, 2 finished; the current step's name. */
    http.get(
      `${P}/queryJudgeProgress`,
      userEndpoint(sim, (context) => {
        const { project } = signedUpProject(context, query(context))
        const nodes = judgeNodes(project, now())
        const finishedCount = nodes.filter((node) => node.status === NODE_STATUS.finished).length
        const current = nodes.find((node) => node.status === NODE_STATUS.current)
        const status = finishedCount === nodes.length ? 2 : current ? 1 : 0
        return ok({
          projectId: project.id,
          status,
          statusName: ['未开始', '评标中', '评标结束'][status],
          currentNodeName: current?.nodeName ?? null,
          finishedCount,
          nodeCount: nodes.length,
          percent: Math.round((finishedCount / nodes.length) * 100),
        })
      }),
    ),

    /** The evaluators' explanation requests to the caller in the project, oldest first, each with its standing. */
    http.get(
      `${P}/supplierQueryExplain`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = signedUpProject(context, query(context))
        const time = now()
        const requests = sim.db.explain
          .findMany({ where: { projectId: { equals: project.id }, supplierId: { equals: supplier.id } } })
          .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id.localeCompare(b.id))
          .map((explain) => {
            const status = explainStatus(explain, time)
            return {
              id: explain.id,
              projectId: explain.projectId,
              packageId: explain.packageId || null,
              packageName: explain.packageId ? packageNameOf(sim, explain.packageId) : null,
              title: explain.title,
              content: explain.content,
              deadline: explain.deadline,
              status,
              statusName: EXPLAIN_STATUS_NAMES[status],
              createTime: explain.createTime,
            }
          })
        return ok(requests)
      }),
    ),

    /** The caller's answer to its own request, or null before it answered. */
    http.get(
      `${P}/queryAnswerByExplainId`,
      userEndpoint(sim, (context) => {
        const { explain, supplier } = ownExplain(context, required(query(context), 'explainId'))
        if (explain.supplierId !== supplier.id) throw refuse('无权查看该澄清')
        const answer = answerOf(explain.id)
        return ok(answer ? toAnswer(answer) : null)
      }),
    ),

    /**
     * The caller's answer `{ explainId, content, file? }` (multipart like entry/uploadBidFile, the
     * file checked like a bid file); before the deadline a new answer replaces the last.
     */
    http.post(
      `${P}/supplierAnswer`,
      userEndpoint(sim, async (context) => {
        const { params, file } = await readAnswer(context.request)
        const { explain, supplier } = ownExplain(context, required(params, 'explainId'))
        if (params.supId && params.supId !== supplier.id) throw refuse('无权访问该供应商')
        assertAnswerable(explain, supplier.id, now())
        const content = (params.content ?? '').trim()
        assertAnswerText(content)
        if (file) assertBidFileAccepted(ANSWER_FILE_RULES, file.name, file.size)
        sim.db.explainAnswer.deleteMany({ where: { explainId: { equals: explain.id } } })
        const answer = sim.db.explainAnswer.create({
          id: snowflakeId(now()),
          tenantId: explain.tenantId,
          explainId: explain.id,
          supplierId: supplier.id,
          content,
          fileName: file?.name ?? '',
          fileSize: file?.size ?? 0,
          link: file ? catalogLink(file.name) : '',
          answerTime: formatDateTime(now()),
        })
        sim.db.explain.update({ where: { id: { equals: explain.id } }, data: { status: 1, answer: content } })
        sim.persist()
        return ok(toAnswer(answer), '答复成功')
      }),
    ),

    /** Whether the caller's camera is on for the project's online evaluation; the simulator has none on. */
    http.get(
      `${P}/online/queryCamSup`,
      userEndpoint(sim, (context) => {
        const { project, supplier } = signedUpProject(context, query(context))
        return ok({ projectId: project.id, supplierId: supplier.id, camStatus: 0, camStatusName: '未开启', pushUrl: null })
      }),
    ),
  ]
}
