import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { emailError, isEmpty, mobileError, taxNumberError } from '@/validation/validators'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** The invoice details a supplier keeps (抬头, 税号, and where the electronic invoice is sent). Decision 033. */
export type InvoiceInfo = { title: string; taxNumber: string; email: string; mobile: string }

/** `available`: what may still be invoiced, in fen; `saved`: the details the form starts from (the company's saved invoice details, completed from its own facts). */
export type Invoicing = { available: number; saved: InvoiceInfo | null }

export type ApplicationStatus = 'submitted' | 'issued' | 'rejected'

/** An application as the server keeps it: `amount` in fen, `reason` when rejected, `downloadUrl` when issued. */
export type Application = InvoiceInfo & { id: string; amount: number; status: ApplicationStatus; reason?: string | null; downloadUrl?: string | null }

/** What is sent: the details, the amount in fen, and the application being applied for again. */
export type ApplicationDraft = InvoiceInfo & { subjectId: string; amount: number; applicationId: string | null }

/**
 * `subjectId`: what the invoice is for (the binding reads the invoiceable amount by it);
 * `applicationId`: an application already made, to show where it stands.
 */
export type Input = { subjectId: string; applicationId?: string | null }

export type Draft = InvoiceInfo & { amount: number | null }
export type DraftField = keyof InvoiceInfo
export type FieldErrors = Record<keyof Draft, MessageDescriptor | null>

export type Context = ErrorContext & {
  subjectId: string
  available: number | null
  draft: Draft
  fieldErrors: FieldErrors
  application: Application | null
  applicationId: string | null
}

/**
 * `invoice.change`: a text field changed; `invoice.amount`: the amount typed, in fen (null when it
 * is not an amount); `invoice.submit`: apply; `invoice.check`: ask where the application stands;
 * `invoice.reapply`: after a rejection, back to the form as it was; `invoice.retry`: after a failed reading.
 */
export type Event =
  | { type: 'invoice.change'; field: DraftField; value: string }
  | { type: 'invoice.amount'; fen: number | null }
  | { type: 'invoice.submit' }
  | { type: 'invoice.check' }
  | { type: 'invoice.reapply' }
  | { type: 'invoice.retry' }

export type Emitted = { type: 'invoice.applied'; applicationId: string }

const emptyDraft: Draft = { title: '', taxNumber: '', email: '', mobile: '', amount: null }
const noFieldErrors: FieldErrors = { title: null, taxNumber: null, email: null, mobile: null, amount: null }

/** The application form's rules: 000 §5 for e-mail and mobile, the credit code for the tax number, and the amount within what is left. */
export function validateInvoice(draft: Draft, available: number): FieldErrors {
  const amount = draft.amount
  return {
    title: isEmpty(draft.title.trim()) ? msg`请输入发票抬头` : null,
    taxNumber: taxNumberError(draft.taxNumber.trim()),
    email: emailError(draft.email.trim()),
    mobile: mobileError(draft.mobile.trim()),
    amount:
      amount === null ? msg`请输入开票金额` : amount <= 0 ? msg`开票金额须大于0` : amount > available ? msg`开票金额不能超过可开票金额` : null,
  }
}

const isClean = (errors: FieldErrors) => Object.values(errors).every((error) => error === null)

const trimmed = (draft: Draft): InvoiceInfo => ({
  title: draft.title.trim(),
  taxNumber: draft.taxNumber.trim().toUpperCase(),
  email: draft.email.trim(),
  mobile: draft.mobile.trim(),
})

export const invoiceMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    loadInvoicing: notProvided<Invoicing, { subjectId: string }>('loadInvoicing'),
    submitApplication: notProvided<Application, ApplicationDraft>('submitApplication'),
    readApplication: notProvided<Application, { id: string }>('readApplication'),
  },
  guards: {
    // Named by the input and not yet read; after a rejection the form is wanted, not the rejection again.
    applicationUnread: ({ context }) => context.applicationId !== null && context.application === null,
    nothingToInvoice: ({ context }) => (context.available ?? 0) <= 0,
    isValid: ({ context }) => isClean(validateInvoice(context.draft, context.available ?? 0)),
    statusIs: (_, params: { application: Application; status: ApplicationStatus }) => params.application.status === params.status,
  },
  actions: {
    // The form starts from the saved details and everything left; a form already filled in is kept.
    storeInvoicing: assign(({ context }, params: { invoicing: Invoicing }) => ({
      available: params.invoicing.available,
      draft: context.draft !== emptyDraft ? context.draft : { ...emptyDraft, ...params.invoicing.saved, amount: params.invoicing.available > 0 ? params.invoicing.available : null },
    })),
    storeApplication: assign((_, params: { application: Application }) => {
      const { id, amount, title, taxNumber, email, mobile } = params.application
      return { application: params.application, applicationId: id, draft: { title, taxNumber, email, mobile, amount } }
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'invoice.change')
      const draft = { ...context.draft, [event.field]: event.value }
      // A field already marked is checked again as it is typed; others wait for the submit.
      const shown = context.fieldErrors[event.field] !== null
      return { draft, fieldErrors: shown ? { ...context.fieldErrors, [event.field]: validateInvoice(draft, context.available ?? 0)[event.field] } : context.fieldErrors }
    }),
    changeAmount: assign(({ context, event }) => {
      assertEvent(event, 'invoice.amount')
      const draft = { ...context.draft, amount: event.fen }
      const shown = context.fieldErrors.amount !== null
      return { draft, fieldErrors: shown ? { ...context.fieldErrors, amount: validateInvoice(draft, context.available ?? 0).amount } : context.fieldErrors }
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateInvoice(context.draft, context.available ?? 0) })),
    clearFieldErrors: assign({ fieldErrors: noFieldErrors }),
    announceApplied: emit(({ context }): Emitted => ({ type: 'invoice.applied', applicationId: context.applicationId ?? '' })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'invoice',
  context: ({ input }) => ({
    subjectId: input.subjectId,
    available: null,
    draft: emptyDraft,
    fieldErrors: noFieldErrors,
    application: null,
    applicationId: input.applicationId ?? null,
    error: null,
  }),
  initial: 'loading',
  // Tags for screens: `reading` (the invoicing or an application is read), `form` (the form is on
  // screen: typed in, or sent), and one tag per other state the screen draws, named as it.
  states: {
    loading: {
      tags: 'reading',
      entry: 'clearError',
      invoke: {
        id: 'loadInvoicing',
        src: 'loadInvoicing',
        input: ({ context }) => ({ subjectId: context.subjectId }),
        onDone: { target: 'opening', actions: { type: 'storeInvoicing', params: ({ event }) => ({ invoicing: event.output }) } },
        onError: { target: 'unavailable', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // An application already made is shown where it stands; a rejected one can be applied for again.
    opening: {
      always: [{ guard: 'applicationUnread', target: 'checking' }, { guard: 'nothingToInvoice', target: 'nothingToInvoice' }, { target: 'editing' }],
    },
    unavailable: { tags: 'unavailable', on: { 'invoice.retry': 'loading' } },
    nothingToInvoice: { type: 'final', tags: 'nothingToInvoice' },
    editing: {
      tags: 'form',
      on: {
        'invoice.change': { actions: 'changeField' },
        'invoice.amount': { actions: 'changeAmount' },
        'invoice.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
      },
    },
    submitting: {
      tags: ['form', 'submitting'],
      entry: ['clearError', 'clearFieldErrors'],
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ ...trimmed(context.draft), subjectId: context.subjectId, amount: context.draft.amount ?? 0, applicationId: context.applicationId }),
        onDone: { target: 'routing', actions: [{ type: 'storeApplication', params: ({ event }) => ({ application: event.output }) }, 'announceApplied'] },
        // The server's refusal beside the form, with what was typed kept.
        onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checking: {
      tags: 'reading',
      entry: 'clearError',
      invoke: {
        id: 'readApplication',
        src: 'readApplication',
        input: ({ context }) => ({ id: context.applicationId ?? '' }),
        onDone: { target: 'routing', actions: { type: 'storeApplication', params: ({ event }) => ({ application: event.output }) } },
        onError: { target: 'unavailable', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    routing: {
      always: [
        { guard: { type: 'statusIs', params: ({ context }) => ({ application: context.application!, status: 'issued' }) }, target: 'issued' },
        { guard: { type: 'statusIs', params: ({ context }) => ({ application: context.application!, status: 'rejected' }) }, target: 'rejected' },
        { target: 'submitted' },
      ],
    },
    // Finance issues invoices by hand or in batches: the supplier asks again when they like.
    submitted: { tags: 'submitted', on: { 'invoice.check': 'checking' } },
    // The rejected amount is invoiceable again: what is left is read again, the form kept as sent.
    rejected: { tags: 'rejected', on: { 'invoice.reapply': 'loading' } },
    issued: { type: 'final', tags: 'issued' },
  },
})
