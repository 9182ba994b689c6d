import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { charCount } from '@/validation/validators'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** What the back end keeps of an answer, at most (decision 046). */
export const ANSWER_LIMITS = { name: 100, remarks: 500, maxDays: 3650, maxFileMb: 20 } as const

/** The answer form as typed: numbers stay text until checked, so nothing typed is lost. */
export type AnswerDraft = {
  productName: string
  brandModel: string
  /** Yuan, at most two decimals. */
  unitPrice: string
  /** Days from the order to delivery (or to completion, for works and services). */
  deliveryDays: string
  remarks: string
  file: File | null
}
export type TextField = Exclude<keyof AnswerDraft, 'file'>
export type AnswerErrors = Partial<Record<keyof AnswerDraft, MessageDescriptor>>

export const emptyDraft = (): AnswerDraft => ({ productName: '', brandModel: '', unitPrice: '', deliveryDays: '', remarks: '', file: null })

const YUAN = /^\d{1,12}(\.\d{1,2})?$/
const WHOLE = /^\d{1,4}$/

/** The form's rules (the back end holds the same); an empty object when the draft may be sent. */
export function validateAnswer(draft: AnswerDraft): AnswerErrors {
  const errors: AnswerErrors = {}
  if (!draft.productName.trim()) errors.productName = msg`请填写产品（服务）名称`
  else if (charCount(draft.productName) > ANSWER_LIMITS.name) errors.productName = msg`不能超过${ANSWER_LIMITS.name}个字`
  if (charCount(draft.brandModel) > ANSWER_LIMITS.name) errors.brandModel = msg`不能超过${ANSWER_LIMITS.name}个字`
  const price = draft.unitPrice.trim()
  if (!price) errors.unitPrice = msg`请填写单价`
  else if (!YUAN.test(price) || Number(price) <= 0) errors.unitPrice = msg`单价须为大于0的金额，最多两位小数`
  const days = draft.deliveryDays.trim()
  if (!days) errors.deliveryDays = msg`请填写供货周期`
  else if (!WHOLE.test(days) || Number(days) < 1 || Number(days) > ANSWER_LIMITS.maxDays) errors.deliveryDays = msg`供货周期须为1至${ANSWER_LIMITS.maxDays}的整数天`
  if (charCount(draft.remarks) > ANSWER_LIMITS.remarks) errors.remarks = msg`备注不能超过${ANSWER_LIMITS.remarks}个字`
  if (draft.file && draft.file.size > ANSWER_LIMITS.maxFileMb * 1024 * 1024) errors.file = msg`附件不能超过${ANSWER_LIMITS.maxFileMb}MB`
  return errors
}

const isValid = (draft: AnswerDraft) => Object.keys(validateAnswer(draft)).length === 0

/** What the machine needs of a survey: whether it still takes answers, and my answer so far. */
export type SurveyShape<TAnswer> = { open: boolean; answer: TAnswer | null }

export type Input = { researchId: string }
export type SubmitInput = { researchId: string; draft: AnswerDraft }

export type Context<TSurvey, TAnswer> = ErrorContext & {
  researchId: string
  survey: TSurvey | null
  draft: AnswerDraft
  errors: AnswerErrors
  /** The answer just went through (until the supplier edits again). */
  submitted: TAnswer | null
}

/**
 * `detail.retry`: read the survey again after a failure; `answer.change`/`answer.file`: the form
 * changed; `answer.submit`: send it (checked first); `answer.edit`: change a submitted answer while
 * the survey is open; `answer.cancel`: drop the changes and show the submitted answer again.
 */
export type Event =
  | { type: 'detail.retry' }
  | { type: 'answer.change'; field: TextField; value: string }
  | { type: 'answer.file'; file: File | null }
  | { type: 'answer.submit' }
  | { type: 'answer.edit' }
  | { type: 'answer.cancel' }

/** Heard by the list of my surveys, which then shows it submitted. */
export type Emitted = { type: 'survey.answered'; researchId: string }

/**
 * Answering one demand survey (decision 046): read it with my answer, then a form while it takes
 * answers, the submitted answer read-only (editable until the deadline), or nothing to do once it
 * has closed. The back end judges the deadline by its clock: a refusal keeps the form and says why.
 */
export function surveyAnswerMachine<TSurvey extends SurveyShape<TAnswer>, TAnswer>(toDraft: (answer: TAnswer) => Omit<AnswerDraft, 'file'>) {
  return setup({
    types: { context: {} as Context<TSurvey, TAnswer>, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
    actors: {
      loadSurvey: notProvided<TSurvey | null, { researchId: string }>('loadSurvey'),
      submitAnswer: notProvided<TAnswer, SubmitInput>('submitAnswer'),
    },
    guards: {
      answered: ({ context }) => context.survey?.answer != null,
      open: ({ context }) => context.survey?.open === true,
      draftValid: ({ context }) => isValid(context.draft),
    },
    actions: {
      storeSurvey: assign((_, params: { survey: TSurvey | null }) => ({
        survey: params.survey,
        draft: params.survey?.answer != null ? { ...toDraft(params.survey.answer), file: null } : emptyDraft(),
      })),
      change: assign(({ context, event }) => {
        assertEvent(event, 'answer.change')
        const { [event.field]: _, ...errors } = context.errors
        return { draft: { ...context.draft, [event.field]: event.value }, errors }
      }),
      chooseFile: assign(({ context, event }) => {
        assertEvent(event, 'answer.file')
        const { file: _, ...errors } = context.errors
        return { draft: { ...context.draft, file: event.file }, errors }
      }),
      showErrors: assign(({ context }) => ({ errors: validateAnswer(context.draft) })),
      storeAnswer: assign(({ context }, params: { answer: TAnswer }) => ({
        survey: context.survey ? { ...context.survey, answer: params.answer } : null,
        draft: { ...toDraft(params.answer), file: null },
        submitted: params.answer,
      })),
      restoreDraft: assign(({ context }) => ({
        draft: context.survey?.answer != null ? { ...toDraft(context.survey.answer), file: null } : emptyDraft(),
        errors: {},
      })),
      forgetSubmitted: assign({ submitted: null }),
      clearError: assign(noError),
      recordError: assign(errorFrom),
      announce: emit(({ context }): Emitted => ({ type: 'survey.answered', researchId: context.researchId })),
    },
  }).createMachine({
    id: 'surveyAnswer',
    context: ({ input }) => ({ researchId: input.researchId, survey: null, draft: emptyDraft(), errors: {}, submitted: null, error: null }),
    initial: 'loading',
    // Tags for screens: `loading`, `failed`, and in a loaded survey `viewing` (my answer shown),
    // `editing` (the form), `submitting`, `closed` (closed without an answer).
    states: {
      loading: {
        tags: 'loading',
        entry: 'clearError',
        invoke: {
          id: 'loadSurvey',
          src: 'loadSurvey',
          input: ({ context }) => ({ researchId: context.researchId }),
          onDone: { target: 'ready', actions: { type: 'storeSurvey', params: ({ event }) => ({ survey: event.output }) } },
          onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      failed: { tags: 'failed', on: { 'detail.retry': 'loading' } },
      ready: {
        initial: 'choosing',
        states: {
          // Where the loaded survey leaves the supplier.
          choosing: {
            always: [{ guard: 'answered', target: 'viewing' }, { guard: 'open', target: 'editing' }, { target: 'closed' }],
          },
          viewing: {
            tags: 'viewing',
            on: { 'answer.edit': { guard: 'open', target: 'editing', actions: ['forgetSubmitted', 'clearError'] } },
          },
          editing: {
            tags: 'editing',
            on: {
              'answer.change': { actions: 'change' },
              'answer.file': { actions: 'chooseFile' },
              'answer.submit': [{ guard: 'draftValid', target: 'submitting' }, { actions: 'showErrors' }],
              'answer.cancel': { guard: 'answered', target: 'viewing', actions: ['restoreDraft', 'clearError'] },
            },
          },
          submitting: {
            tags: 'submitting',
            entry: 'clearError',
            invoke: {
              id: 'submitAnswer',
              src: 'submitAnswer',
              input: ({ context }) => ({ researchId: context.researchId, draft: context.draft }),
              onDone: { target: 'viewing', actions: [{ type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) }, 'announce'] },
              // Refused (closed meanwhile, a rule the form missed): the draft stays, with the server's word.
              onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
            },
          },
          // Closed without an answer: the survey is shown, with nothing to fill in.
          closed: { tags: 'closed' },
        },
      },
    },
  })
}
