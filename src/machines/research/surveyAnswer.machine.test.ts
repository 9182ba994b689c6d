import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { expectTags } from '../../../tests/graph/tags'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { settle } from '../../../tests/support/settle'
import { ANSWER_LIMITS, emptyDraft, surveyAnswerMachine, validateAnswer, type AnswerDraft, type Emitted, type SubmitInput } from './surveyAnswer.machine'

type Answer = { productName: string; unitPrice: number }
type Survey = { open: boolean; answer: Answer | null }

const machine = surveyAnswerMachine<Survey, Answer>((answer) => ({ ...emptyDraft(), productName: answer.productName, unitPrice: String(answer.unitPrice) }))
const saved: Answer = { productName: '内窥镜', unitPrice: 100 }
const surveys = {
  openFresh: { open: true, answer: null },
  openAnswered: { open: true, answer: saved },
  closedAnswered: { open: false, answer: saved },
  closedFresh: { open: false, answer: null },
} satisfies Record<string, Survey>
const late = Object.assign(new Error('400'), { userMessage: { id: 'late', message: '调研已截止，不能提交回复' } })
const offline = Object.assign(new Error('network'), { userMessage: { id: 'net', message: '网络异常' } })
const VALID: AnswerDraft = { productName: '内窥镜', brandModel: 'AQ-200', unitPrice: '12800.50', deliveryDays: '30', remarks: '', file: null }
const ok = (draft: AnswerDraft) => Object.keys(validateAnswer(draft)).length === 0

describe('validateAnswer', () => {
  it('asks for a name, a positive price of at most two decimals and whole days, and limits the text', () => {
    expect(ok(VALID)).toBe(true)
    expect(validateAnswer(emptyDraft())).toMatchObject({ productName: { message: '请填写产品（服务）名称' }, unitPrice: { message: '请填写单价' }, deliveryDays: { message: '请填写供货周期' } })
    expect(validateAnswer({ ...VALID, unitPrice: '1.234' }).unitPrice).toBeDefined()
    expect(validateAnswer({ ...VALID, unitPrice: '0' }).unitPrice).toBeDefined()
    expect(validateAnswer({ ...VALID, unitPrice: '-5' }).unitPrice).toBeDefined()
    expect(validateAnswer({ ...VALID, deliveryDays: '2.5' }).deliveryDays).toBeDefined()
    expect(validateAnswer({ ...VALID, deliveryDays: String(ANSWER_LIMITS.maxDays + 1) }).deliveryDays).toBeDefined()
    expect(validateAnswer({ ...VALID, remarks: '备'.repeat(ANSWER_LIMITS.remarks + 1) }).remarks).toBeDefined()
    expect(ok({ ...VALID, remarks: '备'.repeat(ANSWER_LIMITS.remarks) })).toBe(true)
    const big = { size: ANSWER_LIMITS.maxFileMb * 1024 * 1024 + 1 } as File
    expect(validateAnswer({ ...VALID, file: big }).file).toBeDefined()
  })
})

describe('survey answer machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine,
      inputs: [{ researchId: 'R1' }],
      events: [
        done('loadSurvey', surveys.openFresh),
        done('loadSurvey', surveys.openAnswered),
        done('loadSurvey', surveys.closedAnswered),
        done('loadSurvey', surveys.closedFresh),
        failed('loadSurvey', offline),
        { type: 'detail.retry' },
        { type: 'answer.change', field: 'productName', value: '' },
        { type: 'answer.change', field: 'deliveryDays', value: '30' },
        { type: 'answer.file', file: null },
        { type: 'answer.submit' },
        { type: 'answer.edit' },
        { type: 'answer.cancel' },
        done('submitAnswer', saved),
        failed('submitAnswer', late),
      ],
      context: (c) => ({ survey: c.survey, valid: ok(c.draft), errors: Object.keys(c.errors).length > 0, error: c.error?.message ?? null, submitted: c.submitted !== null }),
      simplePaths: false,
      initial: () => 'loading',
      // A loaded survey lands on the answer read-only if there is one, else on the form while it is
      // open, else on nothing to do. Only a valid form is sent; a refusal returns to it.
      target: ({ from, event }) => {
        const survey = from.context.survey
        switch (event.type) {
          case 'xstate.done.actor.loadSurvey': {
            const loaded = (event as { output: Survey }).output
            return loaded.answer ? 'ready.viewing' : loaded.open ? 'ready.editing' : 'ready.closed'
          }
          case 'xstate.error.actor.loadSurvey':
            return 'failed'
          case 'detail.retry':
            return from.matches('failed') ? 'loading' : 'unchanged'
          case 'answer.submit':
            return from.matches({ ready: 'editing' }) && ok(from.context.draft) ? 'ready.submitting' : 'unchanged'
          case 'answer.edit':
            return from.matches({ ready: 'viewing' }) && survey?.open ? 'ready.editing' : 'unchanged'
          case 'answer.cancel':
            return from.matches({ ready: 'editing' }) && survey?.answer ? 'ready.viewing' : 'unchanged'
          case 'xstate.done.actor.submitAnswer':
            return 'ready.viewing'
          case 'xstate.error.actor.submitAnswer':
            return 'ready.editing'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, {
          loading: 'loading',
          failed: 'failed',
          viewing: { ready: 'viewing' },
          editing: { ready: 'editing' },
          submitting: { ready: 'submitting' },
          closed: { ready: 'closed' },
        })
        if (event.type === 'answer.change' && from.matches({ ready: 'editing' })) expect(to.context.draft[event.field]).toBe(event.value)
        if (event.type === 'answer.file' && from.matches({ ready: 'editing' })) expect(to.context.errors.file).toBeUndefined()
        if (event.type === 'answer.submit' && from.matches({ ready: 'editing' }) && !ok(from.context.draft)) expect(Object.keys(to.context.errors).length).toBeGreaterThan(0)
        if (event.type === 'xstate.error.actor.submitAnswer') {
          expect(to.context.error?.message).toBe('调研已截止，不能提交回复')
          expect(to.context.draft).toEqual(from.context.draft)
        }
        if (event.type === 'xstate.done.actor.submitAnswer') expect(to.context.survey?.answer).toEqual(saved)
        if (event.type === 'answer.cancel' && to.matches({ ready: 'viewing' })) expect(to.context.draft.productName).toBe(saved.productName)
      },
      invariant: {
        'ready.submitting': (s) => expect(ok(s.context.draft)).toBe(true),
        'ready.viewing': (s) => expect(s.context.survey?.answer).not.toBeNull(),
        'ready.closed': (s) => expect(s.context.survey).toMatchObject({ open: false, answer: null }),
      },
    })
  })
})

describe('survey answer machine behaviour', () => {
  function start(survey: Survey, submit: (input: SubmitInput) => Promise<Answer>) {
    const sent: SubmitInput[] = []
    const actor = createActor(
      machine.provide({
        actors: {
          loadSurvey: fromPromise(async (): Promise<Survey | null> => survey),
          submitAnswer: fromPromise(async ({ input }: { input: SubmitInput }) => {
            sent.push(input)
            return submit(input)
          }),
        },
      }),
      { input: { researchId: 'R1' } },
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    return { actor, sent, emitted }
  }
  const fill = (actor: ReturnType<typeof start>['actor'], draft: AnswerDraft) => {
    for (const field of ['productName', 'brandModel', 'unitPrice', 'deliveryDays', 'remarks'] as const) actor.send({ type: 'answer.change', field, value: draft[field] })
  }

  it('sends a valid answer once, shows it read-only and tells the list', async () => {
    const { actor, sent, emitted } = start(surveys.openFresh, async (input) => ({ productName: input.draft.productName, unitPrice: 1 }))
    await settle()
    actor.send({ type: 'answer.submit' })
    expect(sent).toEqual([])
    expect(actor.getSnapshot().context.errors.productName?.message).toBe('请填写产品（服务）名称')
    fill(actor, VALID)
    expect(actor.getSnapshot().context.errors.productName).toBeUndefined()
    actor.send({ type: 'answer.submit' })
    await settle()
    expect(sent).toEqual([{ researchId: 'R1', draft: VALID }])
    expect(actor.getSnapshot().matches({ ready: 'viewing' })).toBe(true)
    expect(emitted).toEqual([{ type: 'survey.answered', researchId: 'R1' }])
  })

  it('keeps the form with the server’s word when the survey closed meanwhile', async () => {
    const { actor } = start(surveys.openFresh, async () => {
      throw late
    })
    await settle()
    fill(actor, VALID)
    actor.send({ type: 'answer.submit' })
    await settle()
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ draft: VALID, error: { message: '调研已截止，不能提交回复' } })
  })

  it('lets a submitted answer be changed while open, never once closed', async () => {
    const open = start(surveys.openAnswered, async () => saved)
    await settle()
    open.actor.send({ type: 'answer.edit' })
    expect(open.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
    const closed = start(surveys.closedAnswered, async () => saved)
    await settle()
    closed.actor.send({ type: 'answer.edit' })
    expect(closed.actor.getSnapshot().matches({ ready: 'viewing' })).toBe(true)
  })
})
