import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatYuan } from '@/domain/money'
import { assertEvent, assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type Input = {
  projectId: string
  packageId: string
  /** The highest amount the project accepts (a budget ceiling), when it sets one. */
  max?: number | null
  /** Milliseconds left until the quote deadline, by the server's clock when the screen opened. */
  closesIn: number
}

/** A quote as the back end keeps it (quote/queryLastQuote, entry/tenderQuote). */
export type SavedQuote = { amount: number; quotedAt: string | null }

export type QuoteKey = { projectId: string; packageId: string }
export type SubmitQuoteInput = QuoteKey & { amount: number }

export type Context = ErrorContext & {
  projectId: string
  packageId: string
  max: number | null
  closesIn: number
  /** The deadline has passed: the quote is only shown. */
  closed: boolean
  saved: SavedQuote | null
  /** The amount as typed. */
  draft: string
  draftError: MessageDescriptor | null
}

/**
 * `quote.change`: the amount field changed; `quote.submit`: send it; `quote.edit`: revise the
 * saved quote; `quote.cancel`: leave editing for the saved quote; `quote.retry`: load again.
 */
export type Event =
  | { type: 'quote.change'; amount: string }
  | { type: 'quote.submit' }
  | { type: 'quote.edit' }
  | { type: 'quote.cancel' }
  | { type: 'quote.retry' }

/** Heard by whatever shows the supplier's standing on the package. */
export type Emitted = { type: 'quote.saved'; projectId: string; packageId: string; amount: number }

/** Why an amount as typed cannot be quoted, or null when it can. */
export function validateAmount(draft: string, max: number | null): MessageDescriptor | null {
  const text = draft.trim()
  if (text === '') return msg`请输入报价金额`
  if (!/^\d+(\.\d+)?$/.test(text)) return msg`请输入正确的报价金额`
  if ((text.split('.')[1] ?? '').length > 2) return msg`报价金额最多保留两位小数`
  const amount = Number(text)
  if (!(amount > 0)) return msg`报价金额必须大于0`
  if (max !== null && amount > max) {
    const limit = formatYuan(max)
    return msg`报价金额不能大于${limit}`
  }
  return null
}

/**
 * One package's quotation. Tags for screens: `quoting` (the amount is being typed or sent), `loading`,
 * `failed` (the last quote could not be read), `submitting`, `saved` (the saved quote is shown), `closed`.
 */
export const quoteMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    loadLastQuote: notProvided<SavedQuote | null, QuoteKey>('loadLastQuote'),
    submitQuote: notProvided<SavedQuote, SubmitQuoteInput>('submitQuote'),
  },
  delays: { deadline: ({ context }) => Math.max(0, context.closesIn) },
  guards: {
    isClosed: ({ context }) => context.closed,
    hasSaved: ({ context }) => context.saved !== null,
    isQuoted: (_, params: { quote: SavedQuote | null }) => params.quote !== null,
    isValid: ({ context }) => validateAmount(context.draft, context.max) === null,
  },
  actions: {
    closeQuoting: assign({ closed: true }),
    storeSaved: assign((_, params: { quote: SavedQuote | null }) => ({ saved: params.quote })),
    startDraft: assign(({ context }) => ({ draft: context.saved ? String(context.saved.amount) : '', draftError: null, error: null })),
    changeDraft: assign(({ context, event }) => {
      assertEvent(event, 'quote.change')
      return { draft: event.amount, draftError: validateAmount(event.amount, context.max), error: null }
    }),
    showDraftError: assign(({ context }) => ({ draftError: validateAmount(context.draft, context.max) })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
    announceSaved: emit((_, params: { quote: SavedQuote; key: QuoteKey }): Emitted => ({ type: 'quote.saved', ...params.key, amount: params.quote.amount })),
  },
}).createMachine({
  id: 'quote',
  context: ({ input }) => ({
    projectId: input.projectId,
    packageId: input.packageId,
    max: input.max ?? null,
    closesIn: input.closesIn,
    closed: input.closesIn <= 0,
    saved: null,
    draft: '',
    draftError: null,
    error: null,
  }),
  // The deadline counts on the app's clock whatever the screen shows; a quote being sent still
  // gets its answer, since the server is the judge of lateness.
  after: { deadline: { actions: 'closeQuoting' } },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'loadLastQuote',
        src: 'loadLastQuote',
        input: ({ context }) => ({ projectId: context.projectId, packageId: context.packageId }),
        onDone: [
          {
            guard: { type: 'isQuoted', params: ({ event }) => ({ quote: event.output }) },
            target: 'saved',
            actions: { type: 'storeSaved', params: ({ event }) => ({ quote: event.output }) },
          },
          { target: 'editing', actions: 'startDraft' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { tags: 'failed', on: { 'quote.retry': 'loading' } },
    editing: {
      tags: 'quoting',
      always: { guard: 'isClosed', target: 'closed' },
      on: {
        'quote.change': { actions: 'changeDraft' },
        'quote.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showDraftError' }],
        'quote.cancel': { guard: 'hasSaved', target: 'saved' },
      },
    },
    submitting: {
      tags: ['quoting', 'submitting'],
      entry: 'clearError',
      invoke: {
        id: 'submitQuote',
        src: 'submitQuote',
        input: ({ context }) => ({ projectId: context.projectId, packageId: context.packageId, amount: Number(context.draft.trim()) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ quote: event.output }) },
            {
              type: 'announceSaved',
              params: ({ context, event }) => ({ quote: event.output, key: { projectId: context.projectId, packageId: context.packageId } }),
            },
          ],
        },
        // A refusal (deadline passed, amount out of range) keeps the amount typed with the server's reason.
        onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      tags: 'saved',
      always: { guard: 'isClosed', target: 'closed' },
      on: { 'quote.edit': { target: 'editing', actions: 'startDraft' } },
    },
    // Past the deadline: the last saved quote is shown, nothing can be sent.
    closed: { tags: 'closed' },
  },
})
