import { fromPromise, type Actor } from 'xstate'
import { surveyAnswerMachine, type AnswerDraft, type SubmitInput } from '@/machines/research/surveyAnswer.machine'
import { uploadAttachment } from '@/services/blade-resource'
import { myResearchDetail, myResearchPage, submitResearchAnswer } from '@/services/bid-research-answer'
import { fenToDecimal } from '@/services/schemas/money'
import { RESEARCH_STATUS } from '@/services/schemas/bid-project'
import type { MyResearch, MyResearchDetail, ResearchAnswer } from '@/services/schemas/bid-research-answer'
import { pageOf, quietSupplierList, text } from '../shared/lists'
import type { SupplierDeps } from '../shared/supplier'

/** /researchNeeds/myResearchNeeds's query as the URL holds it; `answerStatus` as ANSWER_STATUS. */
export type MyResearchQuery = { curr: number; size: number; title?: string | undefined; answerStatus?: number | undefined }

/** The surveys I was invited to or answered, each with my standing (decision 046). */
export function myResearchListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<MyResearch, MyResearchQuery>('myResearchList', profile, (_supplierId, query, signal) => {
    const title = text(query.title)
    const answerStatus = query.answerStatus === undefined || query.answerStatus === '' ? undefined : Number(query.answerStatus)
    return myResearchPage(http, { ...pageOf(query), ...(title ? { title } : {}), ...(answerStatus !== undefined ? { answerStatus } : {}) }, signal)
  })
}

/** The survey as the answer screen shows it: taking answers or not by the server's clock when read. */
export type SurveyView = MyResearchDetail & { open: boolean }

const toDraft = (answer: ResearchAnswer): Omit<AnswerDraft, 'file'> => ({
  productName: answer.productName,
  brandModel: answer.brandModel ?? '',
  unitPrice: fenToDecimal(answer.unitPrice),
  deliveryDays: String(answer.deliveryDays),
  remarks: answer.remarks ?? '',
})

const NO_TENANT_ID = '000000'

/** /researchNeeds/myResearchNeeds/researchNeedsDetail: the survey and my answer; an attachment goes to the attachment store first. */
export function surveyAnswerLogic({ http, profile }: SupplierDeps) {
  return surveyAnswerMachine<SurveyView, ResearchAnswer>(toDraft).provide({
    actors: {
      loadSurvey: fromPromise(async ({ input, signal }: { input: { researchId: string }; signal: AbortSignal }) => {
        const survey = await myResearchDetail(http, input.researchId, signal)
        return survey ? { ...survey, open: survey.status === RESEARCH_STATUS.open } : null
      }),
      submitAnswer: fromPromise(async ({ input, signal }: { input: SubmitInput; signal: AbortSignal }) => {
        const { draft } = input
        const tenantId = profile.getSnapshot().context.profile?.user.tenantId || NO_TENANT_ID
        const file = draft.file ? await uploadAttachment(http, { tenantId, file: draft.file, signedIn: true }, signal) : null
        return submitResearchAnswer(
          http,
          {
            researchId: input.researchId,
            productName: draft.productName.trim(),
            brandModel: draft.brandModel.trim(),
            unitPrice: draft.unitPrice.trim(),
            deliveryDays: Number(draft.deliveryDays),
            remarks: draft.remarks.trim(),
            ...(file ? { fileName: file.name, fileLink: file.link } : {}),
          },
          signal,
        )
      }),
    },
  })
}

export type SurveyAnswerFlow = Actor<ReturnType<typeof surveyAnswerLogic>>
