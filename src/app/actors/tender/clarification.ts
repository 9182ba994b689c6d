import { fromCallback, fromPromise, type Actor } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import type { ListQuery } from '@/machines/data/pagedList.machine'
import { clarificationMachine, type Event as ClarifyEvent, type QuestionInput, type SendAnswerInput } from '@/machines/tender/clarification.machine'
import { explainAnswer, explainRequests, judgeNodes, judgeProgress, supplierAnswer } from '@/services/bid-es'
import { myProjectPage, projectById, serverTime } from '@/services/tender/projects'
import { questionPage, saveQuestion } from '@/services/tender/questions'
import type { Http } from '@/services/http'
import type { ExplainRequest, JudgeNode, JudgeProgress } from '@/services/schemas/bid-es'
import { PROJECT_STATUS, type Project, type ProjectDetail, type Question } from '@/services/schemas/bid-project'
import { clockChangeEvents } from '../shared/clock-changes'
import { pageOf, quietSupplierList, text } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/** The standings the evaluation screen reads off its records. */
export { EXPLAIN_STATUS, NODE_STATUS } from '@/services/schemas/bid-es'

/** /personal/moreQuestion's query as the URL holds it: page, size and the project filtered by. */
export type QuestionQuery = { curr: number; size: number; projectId?: string | undefined }

/** /personal/moreQuestion: my questions to buyers, newest first, of every project or the one in the URL. */
export function myQuestionListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<Question, QuestionQuery>('myQuestionList', profile, (supplierId, query: ListQuery, signal) => {
    const projectId = text(query.projectId)
    return questionPage(http, { supplierId, ...pageOf(query), ...(projectId ? { projectId } : {}) }, signal)
  })
}

/** The most projects the question screen offers; a supplier signs up for far fewer at a time. */
const MY_PROJECTS_SHOWN = 100

/** My signed-up projects, for the filter, and those still before the bid deadline, where a question may go (the server decides). */
export type QuestionProjects = { all: Project[]; askable: Project[] }

const mayStillAsk = (project: Project) => project.status >= PROJECT_STATUS.signUp && project.status <= PROJECT_STATUS.bidding

export function questionProjectsLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<QuestionProjects>('questionProjects').provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }: { input: { id: string }; signal: AbortSignal }): Promise<QuestionProjects | null> => {
        const page = await myProjectPage(http, { supplierId: await requireSupplier(profile), curr: 1, size: MY_PROJECTS_SHOWN }, signal)
        return { all: page.records, askable: page.records.filter(mayStillAsk) }
      }),
    },
  })
}

/** What the evaluation screen shows: the project, the evaluation's steps and progress, the requests to me. */
export type Evaluation = { project: ProjectDetail; nodes: JudgeNode[]; progress: JudgeProgress; requests: ExplainRequest[] }

/** /electronicOpening/evaluationInteract: the evaluation of one project (by id) as I take part in it. */
export function evaluationLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<Evaluation>('evaluation').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => {
        const project = await projectById(http, input.id, signal)
        if (!project) return null
        const mine = { projectId: project.id, supplierId: await requireSupplier(profile) }
        const [nodes, progress, requests] = await Promise.all([judgeNodes(http, mine, signal), judgeProgress(http, mine, signal), explainRequests(http, mine, signal)])
        return { project, nodes, progress, requests }
      }),
    },
  })
}

/**
 * A question to the buyer, or the answer to one explanation request (decision 025): the answer's
 * deadline is measured against the server's clock, read with the answer so far.
 */
export function clarificationLogic({ http, profile }: SupplierDeps) {
  return clarificationMachine.provide({
    actors: {
      saveQuestion: fromPromise(async ({ input, signal }: { input: QuestionInput; signal: AbortSignal }) => {
        const saved = await saveQuestion(http, { supplierId: await requireSupplier(profile), projectId: input.projectId, content: input.content }, signal)
        return { id: saved.id }
      }),
      readAnswer: fromPromise(async ({ input, signal }: { input: { explainId: string }; signal: AbortSignal }) => {
        const [answer, now] = await Promise.all([explainAnswer(http, input.explainId, signal), serverTime(http, {}, signal)])
        return { answer: answer ? { content: answer.content, fileName: answer.fileName ?? null } : null, now }
      }),
      sendAnswer: answerSender(http, profile),
      clockChanges: clockChangeEvents<ClarifyEvent>({ type: 'answer.clock' }),
    },
  })
}

/** The answer as one request (multipart when a file goes): its progress and end go back to the flow; stopping the actor aborts it. */
function answerSender(http: Http, profile: SupplierDeps['profile']) {
  return fromCallback<ClarifyEvent, SendAnswerInput>(({ input, sendBack }) => {
    const abort = new AbortController()
    requireSupplier(profile)
      .then((supplierId) =>
        supplierAnswer(
          http,
          { explainId: input.explainId, supplierId, content: input.content, file: input.file, onProgress: (loaded, total) => sendBack({ type: 'answer.progress', loaded, total }) },
          abort.signal,
        ),
      )
      .then(
        (answer) => sendBack({ type: 'answer.finished', answer: { content: answer.content, fileName: answer.fileName ?? null } }),
        // A request aborted because the flow stopped has no one left to tell.
        (error: unknown) => abort.signal.aborted || sendBack({ type: 'answer.error', error }),
      )
    return () => abort.abort()
  })
}

type Announcer = Pick<Actor<ReturnType<typeof clarificationLogic>>, 'on'>

/** A question asked (or an answer sent) reloads what lists them; returns the unsubscribe. */
export function refreshOnClarified<E>(flow: Announcer, list: { send: (event: E) => void }, event: 'question.asked' | 'answer.sent', refresh: E): () => void {
  const subscription = flow.on(event, () => list.send(refresh))
  return () => subscription.unsubscribe()
}
