import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { createManualClock } from '../../../tests/support/manual-clock'
import { settle } from '../../../tests/support/settle'
import { formatYuan } from '@/domain/money'
import { quoteMachine, validateAmount, type Emitted, type Input, type QuoteKey, type SavedQuote, type SubmitQuoteInput } from './quote.machine'

const T0 = 1_700_000_000_000
const open: Input = { projectId: 'P1', packageId: 'K1', max: 1_000_000, closesIn: 600_000 }
const last: SavedQuote = { amount: 980_000, quotedAt: '2024-05-01 10:00:00' }
const accepted: SavedQuote = { amount: 1200.5, quotedAt: '2024-05-02 09:30:00' }
const late = Object.assign(new Error('400'), { userMessage: { id: 'late', message: '报价已截止' } })
// The amounts the walk types or finds prefilled from the last quote that 001 §5 and the ceiling let through.
const VALID = new Set(['1200.5', '980000'])

describe('formatYuan', () => {
  it('shows thousands separators and two decimals (001 §5)', () => {
    expect(formatYuan(1234567.891)).toBe('1,234,567.89')
    expect(formatYuan(0)).toBe('0.00')
    expect(formatYuan(12.5)).toBe('12.50')
    expect(formatYuan(999.995)).toBe('1,000.00')
    expect(formatYuan(-1234.5)).toBe('-1,234.50')
  })
})

describe('validateAmount', () => {
  it('takes a positive number with at most two decimals, within the ceiling', () => {
    expect(validateAmount('1200.5', 1_000_000)).toBeNull()
    expect(validateAmount(' 1200.50 ', null)).toBeNull()
    expect(validateAmount('', null)?.message).toBe('请输入报价金额')
    expect(validateAmount('12a', null)?.message).toBe('请输入正确的报价金额')
    expect(validateAmount('-5', null)?.message).toBe('请输入正确的报价金额')
    expect(validateAmount('1e5', null)?.message).toBe('请输入正确的报价金额')
    expect(validateAmount('12.345', null)?.message).toBe('报价金额最多保留两位小数')
    expect(validateAmount('0.00', null)?.message).toBe('报价金额必须大于0')
    expect(validateAmount('2000000', 1_000_000)).toMatchObject({ message: '报价金额不能大于{limit}', values: { limit: '1,000,000.00' } })
    expect(validateAmount('1000000', 1_000_000)).toBeNull()
  })
})

describe('quote machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: quoteMachine,
      inputs: [open, { ...open, closesIn: 0 }],
      startAt: T0,
      events: [
        done('loadLastQuote', null),
        done('loadLastQuote', last),
        failed('loadLastQuote', new Error('offline')),
        { type: 'quote.retry' },
        { type: 'quote.change', amount: '1200.5' },
        { type: 'quote.change', amount: '12.345' },
        { type: 'quote.change', amount: '2000000' },
        { type: 'quote.submit' },
        done('submitQuote', accepted),
        failed('submitQuote', late),
        { type: 'quote.edit' },
        { type: 'quote.cancel' },
      ],
      context: (c) => ({ draft: c.draft, draftError: c.draftError?.message ?? null, saved: c.saved?.amount ?? null, closed: c.closed, error: c.error?.message ?? null }),
      initial: () => 'loading',
      // Before the deadline the supplier edits and sends a valid amount; past it, the saved quote
      // is only shown. A refusal keeps the typed amount.
      target: ({ from, event, input, now }) => {
        const past = now >= T0 + input.closesIn
        const settle = (state: 'editing' | 'saved') => (past ? 'closed' : state)
        switch (event.type) {
          case 'xstate.done.actor.loadLastQuote':
            return settle(event.output === null ? 'editing' : 'saved')
          case 'xstate.error.actor.loadLastQuote':
            return 'loadFailed'
          case 'quote.retry':
            return from.matches('loadFailed') ? 'loading' : 'unchanged'
          case 'quote.submit':
            return from.matches('editing') && VALID.has(from.context.draft) ? 'submitting' : 'unchanged'
          case 'xstate.done.actor.submitQuote':
            return settle('saved')
          case 'xstate.error.actor.submitQuote':
            return settle('editing')
          case 'quote.edit':
            return from.matches('saved') ? 'editing' : 'unchanged'
          case 'quote.cancel':
            return from.matches('editing') && from.context.saved !== null ? 'saved' : 'unchanged'
          case 'xstate.after.deadline.quote':
            return from.matches('editing') || from.matches('saved') ? 'closed' : 'unchanged'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', failed: 'loadFailed', submitting: 'submitting', saved: 'saved', closed: 'closed' })
        // The form is on screen while an amount is typed and while it is sent.
        expect(to.hasTag('quoting')).toBe(to.matches('editing') || to.matches('submitting'))
        if (event.type === 'quote.change' && from.matches('editing')) {
          expect(to.context.draft).toBe(event.amount)
          expect(to.context.draftError === null).toBe(VALID.has(event.amount))
        }
        if (event.type === 'quote.submit' && from.matches('editing') && !VALID.has(from.context.draft)) expect(to.context.draftError).not.toBeNull()
        if (event.type === 'quote.edit' && from.matches('saved')) expect(to.context.draft).toBe(String(from.context.saved?.amount))
        if (event.type === 'xstate.done.actor.submitQuote') expect(to.context.saved).toEqual(accepted)
        if (event.type === 'xstate.error.actor.submitQuote') {
          expect(to.context.draft).toBe(from.context.draft)
          expect(to.context.error?.message).toBe('报价已截止')
        }
      },
      invariant: {
        closed: (s) => expect(s.context.closed).toBe(true),
        editing: (s) => expect(s.context.closed).toBe(false),
        saved: (s) => {
          expect(s.context.closed).toBe(false)
          expect(s.context.saved).not.toBeNull()
        },
        submitting: (s) => expect(VALID.has(s.context.draft)).toBe(true),
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
      },
    })
  })
})

describe('quote machine behaviour', () => {
  function start(input: Input, submit: (input: SubmitQuoteInput) => Promise<SavedQuote>, lastQuote: SavedQuote | null = null) {
    const clock = createManualClock(T0)
    const calls = { loads: [] as QuoteKey[], submits: [] as SubmitQuoteInput[] }
    const actor = createActor(
      quoteMachine.provide({
        actors: {
          loadLastQuote: fromPromise(async ({ input }: { input: QuoteKey }) => {
            calls.loads.push(input)
            return lastQuote
          }),
          submitQuote: fromPromise(async ({ input }: { input: SubmitQuoteInput }) => {
            calls.submits.push(input)
            return submit(input)
          }),
        },
      }),
      { input, clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never } },
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    return { actor, clock, calls, emitted }
  }

  it('loads the last quote, sends a revised amount and shows what was saved', async () => {
    const { actor, calls, emitted } = start(open, async ({ amount }) => ({ amount, quotedAt: null }), last)
    await settle()
    expect(calls.loads).toEqual([{ projectId: 'P1', packageId: 'K1' }])
    expect(actor.getSnapshot().value).toBe('saved')
    actor.send({ type: 'quote.edit' })
    expect(actor.getSnapshot().context.draft).toBe('980000')
    actor.send({ type: 'quote.change', amount: '975000.5' })
    actor.send({ type: 'quote.submit' })
    await settle()
    expect(calls.submits).toEqual([{ projectId: 'P1', packageId: 'K1', amount: 975000.5 }])
    expect(actor.getSnapshot().value).toBe('saved')
    expect(actor.getSnapshot().context.saved?.amount).toBe(975000.5)
    expect(emitted).toEqual([{ type: 'quote.saved', projectId: 'P1', packageId: 'K1', amount: 975000.5 }])
  })

  it('sends nothing invalid, and says why', async () => {
    const { actor, calls } = start(open, async () => accepted)
    await settle()
    actor.send({ type: 'quote.submit' })
    expect(actor.getSnapshot().context.draftError?.message).toBe('请输入报价金额')
    actor.send({ type: 'quote.change', amount: '1000000.01' })
    actor.send({ type: 'quote.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(calls.submits).toEqual([])
  })

  it('closes at the deadline on the app’s clock, and lets an answer under way arrive', async () => {
    let answer: (quote: SavedQuote) => void = () => {}
    const { actor, clock } = start(open, () => new Promise((resolve) => (answer = resolve)))
    await settle()
    actor.send({ type: 'quote.change', amount: '1200.5' })
    actor.send({ type: 'quote.submit' })
    clock.advance(600_000)
    expect(actor.getSnapshot().value).toBe('submitting')
    answer(accepted)
    await settle()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.saved).toEqual(accepted)
  })
})
