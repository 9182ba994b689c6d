import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { expectTags } from '../../../tests/graph/tags'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { settle } from '../../../tests/support/settle'
import { invoiceMachine, validateInvoice, type Application, type ApplicationDraft, type Draft, type Emitted, type Input, type InvoiceInfo, type Invoicing } from './invoice.machine'

const saved: InvoiceInfo = { title: '恒信建设工程有限公司', taxNumber: '91350100M000100Y43', email: 'finance@hx-build.cn', mobile: '13912345678' }
const invoicing = (available: number, info: InvoiceInfo | null = saved): Invoicing => ({ available, saved: info })
const application = (status: Application['status'], extra: Partial<Application> = {}): Application => ({ ...saved, id: 'A1', amount: 30_000, status, ...extra })
const serverError = (message: string) => Object.assign(new Error(message), { userMessage: { id: message, message } })
const isValid = (c: { draft: Draft; available: number | null }) => Object.values(validateInvoice(c.draft, c.available ?? 0)).every((e) => e === null)

describe('validateInvoice', () => {
  const good: Draft = { ...saved, amount: 30_000 }
  it('checks each field by the portal’s rules and the amount against what is left', () => {
    expect(Object.values(validateInvoice(good, 30_000)).every((e) => e === null)).toBe(true)
    const errors = validateInvoice({ title: ' ', taxNumber: '91350100M000100Y44', email: 'finance@hx', mobile: '0101234567', amount: 30_001 }, 30_000)
    expect(errors.title?.message).toBe('请输入发票抬头')
    expect(errors.taxNumber?.message).toBe('纳税人识别号应为18位统一社会信用代码')
    expect(errors.email?.message).toBe('电子邮箱格式不正确')
    expect(errors.mobile?.message).toBe('手机号码长度不为11位')
    expect(errors.amount?.message).toBe('开票金额不能超过可开票金额')
    expect(validateInvoice({ ...good, amount: null }, 30_000).amount?.message).toBe('请输入开票金额')
    expect(validateInvoice({ ...good, amount: 0 }, 30_000).amount?.message).toBe('开票金额须大于0')
    expect(validateInvoice({ ...good, mobile: ' 13912345678 ', taxNumber: '91350100m000100y43' }, 30_000).mobile).toBeNull()
  })
})

describe('invoice machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: invoiceMachine,
      inputs: [{ subjectId: 'P1' }, { subjectId: 'P1', applicationId: 'A1' }],
      events: [
        done('loadInvoicing', invoicing(50_000)),
        done('loadInvoicing', invoicing(0)),
        failed('loadInvoicing', new Error('offline')),
        { type: 'invoice.change', field: 'email', value: 'finance@hx' },
        { type: 'invoice.change', field: 'email', value: 'finance@hx-build.cn' },
        { type: 'invoice.amount', fen: 60_000 },
        { type: 'invoice.amount', fen: 30_000 },
        { type: 'invoice.submit' },
        done('submitApplication', application('submitted')),
        done('submitApplication', application('issued', { downloadUrl: '/files/invoice-A1.pdf' })),
        failed('submitApplication', serverError('该纳税人识别号与发票抬头不一致')),
        done('readApplication', application('submitted')),
        done('readApplication', application('issued', { downloadUrl: '/files/invoice-A1.pdf' })),
        done('readApplication', application('rejected', { reason: '发票抬头与开票信息不符', email: 'old@hx-build.cn' })),
        failed('readApplication', new Error('offline')),
        { type: 'invoice.check' },
        { type: 'invoice.reapply' },
        { type: 'invoice.retry' },
      ],
      simplePaths: false,
      context: (c) => ({
        available: c.available,
        email: c.draft.email,
        amount: c.draft.amount,
        emailError: c.fieldErrors.email?.message ?? null,
        amountError: c.fieldErrors.amount?.message ?? null,
        status: c.application?.status ?? null,
        error: c.error?.message ?? null,
      }),
      initial: () => 'loading',
      target: ({ from, event, input }) => {
        switch (event.type) {
          case 'xstate.done.actor.loadInvoicing': {
            // An application named and not yet read is shown first; after a rejection the form is wanted.
            if (input.applicationId && from.context.application === null) return 'checking'
            return (event.output as Invoicing).available > 0 ? 'editing' : 'nothingToInvoice'
          }
          case 'xstate.error.actor.loadInvoicing':
          case 'xstate.error.actor.readApplication':
            return 'unavailable'
          case 'invoice.submit':
            return from.matches('editing') && isValid(from.context) ? 'submitting' : 'unchanged'
          case 'xstate.done.actor.submitApplication':
          case 'xstate.done.actor.readApplication': {
            const status = (event.output as Application).status
            return status === 'issued' ? 'issued' : status === 'rejected' ? 'rejected' : 'submitted'
          }
          case 'xstate.error.actor.submitApplication':
            return 'editing'
          case 'invoice.check':
            return from.matches('submitted') ? 'checking' : 'unchanged'
          case 'invoice.reapply':
            return from.matches('rejected') ? 'loading' : 'unchanged'
          case 'invoice.retry':
            return from.matches('unavailable') ? 'loading' : 'unchanged'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, {
          reading: ['loading', 'checking'],
          unavailable: 'unavailable',
          nothingToInvoice: 'nothingToInvoice',
          submitted: 'submitted',
          rejected: 'rejected',
          issued: 'issued',
          submitting: 'submitting',
          form: ['editing', 'submitting'],
        })
        if (event.type === 'xstate.done.actor.loadInvoicing' && from.context.draft.title === '') {
          // A new form starts from the saved details and everything left to invoice.
          const output = event.output as Invoicing
          expect(to.context.draft).toEqual({ ...saved, amount: output.available > 0 ? output.available : null })
        }
        if (event.type === 'xstate.done.actor.loadInvoicing' && from.context.draft.title !== '') expect(to.context.draft).toEqual(from.context.draft)
        if (event.type === 'invoice.submit' && from.matches('editing') && !isValid(from.context)) {
          expect(Object.values(to.context.fieldErrors).some((e) => e !== null)).toBe(true)
          expect(to.context.draft).toEqual(from.context.draft)
        }
        if (event.type === 'xstate.error.actor.submitApplication') {
          expect(to.context.draft).toEqual(from.context.draft)
          expect(to.context.error?.message).toBe('该纳税人识别号与发票抬头不一致')
        }
        if (event.type === 'invoice.reapply' && from.matches('rejected')) expect(to.context.draft).toEqual(from.context.draft)
      },
      invariant: {
        submitting: (s) => expect(isValid(s.context)).toBe(true),
        rejected: (s) => {
          expect(s.context.application?.reason).toBe('发票抬头与开票信息不符')
          // The form as it was sent, to apply again.
          expect(s.context.draft.email).toBe('old@hx-build.cn')
        },
        issued: (s) => expect(s.context.application?.downloadUrl).toBe('/files/invoice-A1.pdf'),
        nothingToInvoice: (s) => expect(s.context.available).toBe(0),
        unavailable: (s) => expect(s.context.error).not.toBeNull(),
      },
    })
  })
})

describe('invoice machine behaviour', () => {
  function open(input: Input, server: { available: number; sent: ApplicationDraft[]; answer: (draft: ApplicationDraft) => Application }) {
    const actor = createActor(
      invoiceMachine.provide({
        actors: {
          loadInvoicing: fromPromise(async () => invoicing(server.available)),
          submitApplication: fromPromise(async ({ input: draft }: { input: ApplicationDraft }) => {
            server.sent.push(draft)
            return server.answer(draft)
          }),
          readApplication: fromPromise(async () => application('rejected', { reason: '税号有误' })),
        },
      }),
      { input },
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    return { actor, emitted }
  }

  it('sends the trimmed details and the amount in fen, and announces the application', async () => {
    const server = { available: 50_000, sent: [] as ApplicationDraft[], answer: (d: ApplicationDraft): Application => ({ ...d, id: 'A9', status: 'submitted' }) }
    const { actor, emitted } = open({ subjectId: 'P1' }, server)
    await settle()
    actor.send({ type: 'invoice.change', field: 'taxNumber', value: ' 91350100m000100y43 ' })
    actor.send({ type: 'invoice.amount', fen: 12_345 })
    actor.send({ type: 'invoice.submit' })
    await settle()
    expect(server.sent).toEqual([{ ...saved, subjectId: 'P1', amount: 12_345, applicationId: null }])
    expect(actor.getSnapshot().value).toBe('submitted')
    expect(emitted).toEqual([{ type: 'invoice.applied', applicationId: 'A9' }])
  })

  it('keeps the form and its errors when the input is refused, without asking the server', async () => {
    const server = { available: 50_000, sent: [] as ApplicationDraft[], answer: (d: ApplicationDraft): Application => ({ ...d, id: 'A9', status: 'submitted' }) }
    const { actor } = open({ subjectId: 'P1' }, server)
    await settle()
    actor.send({ type: 'invoice.change', field: 'mobile', value: '010-1234567' })
    actor.send({ type: 'invoice.submit' })
    expect(actor.getSnapshot().context.fieldErrors.mobile?.message).toBe('手机号码格式不正确')
    // Once marked, the field is checked again as it is typed.
    actor.send({ type: 'invoice.change', field: 'mobile', value: '13912345678' })
    expect(actor.getSnapshot().context.fieldErrors.mobile).toBeNull()
    expect(server.sent).toEqual([])
  })

  it('shows a rejection’s reason and applies again for the same application with the input kept', async () => {
    const server = { available: 30_000, sent: [] as ApplicationDraft[], answer: (d: ApplicationDraft): Application => ({ ...d, id: 'A1', status: 'submitted' }) }
    const { actor } = open({ subjectId: 'P1', applicationId: 'A1' }, server)
    await settle()
    await settle()
    expect(actor.getSnapshot().value).toBe('rejected')
    expect(actor.getSnapshot().context.application?.reason).toBe('税号有误')
    actor.send({ type: 'invoice.reapply' })
    await settle()
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'invoice.change', field: 'title', value: '恒信建设集团有限公司' })
    actor.send({ type: 'invoice.submit' })
    await settle()
    expect(server.sent).toEqual([{ ...saved, title: '恒信建设集团有限公司', subjectId: 'P1', amount: 30_000, applicationId: 'A1' }])
  })
})
