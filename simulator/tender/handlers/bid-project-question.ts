import { http } from 'msw'
import { DAY, formatDateTime, snowflakeId } from '../../../fixtures/random'
import type { ProjectRecord, QuestionRecord } from '../../../fixtures/tender-types'
import { QUESTION_MAX_LENGTH, type Question } from '@/services/schemas/bid-project'
import { ApiError, ok, page, paging, readParams, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'
import { callerSupplier, entriesOf, findProject, projectIndex, readTenderParams, required, requireProject } from '../tender-access'
import { at } from '../tender-rules'

const P = '*/api/bid-project/ele/question'

/** Questions close two days before the bid deadline, so the buyer can answer before bids go in (decision 025). */
export const questionEnd = (project: Pick<ProjectRecord, 'bidEndTime'>) => at(project.bidEndTime) - 2 * DAY

const refuse = (msg: string) => new ApiError(400, msg)

/** The checks a question must pass: the caller signed up, the project still takes questions, the text fits. */
function assertMayAsk(project: ProjectRecord, signedUp: boolean, now: number): void {
  if (!signedUp) throw refuse('请先报名该项目，报名后方可提问')
  if (project.outcome || now >= questionEnd(project)) throw refuse(`提问已截止，截止时间：${formatDateTime(questionEnd(project))}`)
}

function assertQuestionText(content: string): void {
  if (!content) throw refuse('请输入问题内容')
  if ([...content].length > QUESTION_MAX_LENGTH) throw refuse(`问题内容不能超过${QUESTION_MAX_LENGTH}个字`)
}

function toQuestion(question: QuestionRecord, project: ProjectRecord): Question {
  return {
    id: question.id,
    projectId: question.projectId,
    projectName: project.projectName,
    projectCode: project.projectCode,
    packageId: question.packageId || null,
    content: question.content,
    askTime: question.askTime,
    answer: question.answer || null,
    answerTime: question.answerTime || null,
    status: question.answer ? 1 : 0,
    questionEndTime: formatDateTime(questionEnd(project)),
  }
}

/**
 * Questions to the buyer (答疑, spec 001 §7 "Clarification questions"; decision 025): the caller's
 * own questions, paged across projects or for one; how many; and asking (or rewording an
 * unanswered one) while the project takes questions.
 */
export function bidProjectQuestionHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  /** The caller's questions in its tenant, newest first, of one project when `projectId` is given. */
  const questionsOf = (context: UserContext, supplierId: string, projectId: string | undefined) =>
    sim.db.question
      .findMany({ where: { supplierId: { equals: supplierId }, tenantId: { equals: context.session.tenantId }, ...(projectId ? { projectId: { equals: projectId } } : {}) } })
      .sort((a, b) => b.askTime.localeCompare(a.askTime) || b.id.localeCompare(a.id))
  const scope = (context: UserContext, params: Record<string, string>) => {
    const supplier = callerSupplier(sim, context, params.supplierId)
    const projectId = params.projectId?.trim() || undefined
    // Another tenant's or an uninvited project is refused like everywhere else.
    if (projectId) findProject(sim, context, projectId)
    return { supplier, projectId }
  }

  return [
    /** The caller's questions (`supplierId`, optional `projectId`), a MyBatis-Plus page by `curr`/`size`. */
    http.get(
      `${P}/queryBySupplierIdAndProjectId`,
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request)
        const { supplier, projectId } = scope(context, params)
        const { current, size } = paging(params)
        const all = page(questionsOf(context, supplier.id, projectId), current, size)
        const projects = projectIndex(sim).byId
        return ok({ ...all, records: all.records.map((question) => toQuestion(question, projects.get(question.projectId)!)) })
      }),
    ),

    /** How many questions the caller asked (of one project when `projectId` is given), and how many were answered. */
    http.get(
      `${P}/queryQuestionCount`,
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request)
        const { supplier, projectId } = scope(context, params)
        const questions = questionsOf(context, supplier.id, projectId)
        const answered = questions.filter((question) => question.answer).length
        return ok({ total: questions.length, answered, unanswered: questions.length - answered })
      }),
    ),

    /**
     * Asks `{ projectId, packageId?, content }`, or with `id` rewords the caller's own question while
     * unanswered; either only while the project takes questions. Answers the question.
     */
    http.post(
      `${P}/saveOrUpdateQuestion`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const project = requireProject(sim, context, required(params, 'projectId'))
        const packageId = params.packageId?.trim() ?? ''
        const signedUp = entriesOf(sim, project.id, supplier.id).some((entry) => entry.status === 1 && (!packageId || entry.packageId === packageId))
        assertMayAsk(project, signedUp, now())
        const content = (params.content ?? '').trim()
        assertQuestionText(content)
        const id = params.id?.trim()
        let saved: QuestionRecord
        if (id) {
          const existing = sim.db.question.findFirst({ where: { id: { equals: id } } })
          if (!existing || existing.supplierId !== supplier.id || existing.projectId !== project.id) throw refuse('问题不存在')
          if (existing.answer) throw refuse('该问题已答复，不能修改')
          saved = sim.db.question.update({ where: { id: { equals: id } }, data: { content, askTime: formatDateTime(now()) } })!
        } else {
          saved = sim.db.question.create({
            id: snowflakeId(now()),
            tenantId: project.tenantId,
            projectId: project.id,
            packageId,
            supplierId: supplier.id,
            content,
            askTime: formatDateTime(now()),
            answer: '',
            answerTime: '',
          })
        }
        sim.persist()
        return ok(toQuestion(saved, project), '提问成功')
      }),
    ),
  ]
}
