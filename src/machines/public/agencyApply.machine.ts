import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, setup } from 'xstate'
import { charCount, emailError, isEmpty, isTaxNumber, mobileError } from '@/validation/validators'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** What an agency's application to join carries (decision 038): a BladeX tenant's fields and the agency's own. */
export const AGENCY_FIELDS = ['tenantName', 'creditCode', 'linkman', 'contactNumber', 'email', 'address', 'domain', 'remark'] as const
export type AgencyField = (typeof AGENCY_FIELDS)[number]
export type AgencyForm = Record<AgencyField, string>
export type FieldErrors = Partial<Record<AgencyField, MessageDescriptor>>

/** What the platform answers to an application it took. */
export type Receipt = { id: string; tenantName: string; statusName: string; createTime: string | null }

export const emptyAgencyForm = (): AgencyForm => ({ tenantName: '', creditCode: '', linkman: '', contactNumber: '', email: '', address: '', domain: '', remark: '' })

/** A host name the agency's own site would answer on, e.g. agency.example.com. */
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i

const tooLong = (value: string, max: number) => charCount(value) > max

/** Why each field cannot be sent as it is; an empty object when the form may go. Values are judged trimmed. */
export function validateAgencyForm(form: AgencyForm): FieldErrors {
  const value = (field: AgencyField) => form[field].trim()
  const errors: FieldErrors = {}
  if (isEmpty(value('tenantName'))) errors.tenantName = msg`请输入机构名称`
  else if (tooLong(value('tenantName'), 60)) errors.tenantName = msg`机构名称不能超过60个字`
  if (isEmpty(value('creditCode'))) errors.creditCode = msg`请输入统一社会信用代码`
  else if (!isTaxNumber(value('creditCode'))) errors.creditCode = msg`统一社会信用代码应为18位，请核对`
  if (isEmpty(value('linkman'))) errors.linkman = msg`请输入联系人`
  else if (tooLong(value('linkman'), 20)) errors.linkman = msg`联系人不能超过20个字`
  const mobile = mobileError(value('contactNumber'))
  if (mobile) errors.contactNumber = mobile
  const email = emailError(value('email'))
  if (email) errors.email = email
  if (isEmpty(value('address'))) errors.address = msg`请输入办公地址`
  else if (tooLong(value('address'), 100)) errors.address = msg`办公地址不能超过100个字`
  if (value('domain') && !DOMAIN.test(value('domain'))) errors.domain = msg`访问域名格式不正确，例如 agency.example.com`
  if (tooLong(value('remark'), 200)) errors.remark = msg`申请说明不能超过200个字`
  return errors
}

const trimmed = (form: AgencyForm): AgencyForm =>
  Object.fromEntries(AGENCY_FIELDS.map((field) => [field, field === 'creditCode' ? form[field].trim().toUpperCase() : form[field].trim()])) as AgencyForm

/** A form to start from, e.g. one the visitor left unfinished; empty fields otherwise. */
export type Input = { form?: Partial<AgencyForm> }

export type Context = ErrorContext & {
  form: AgencyForm
  /** Each field's error, shown beside it; a field's error goes once it is edited. */
  errors: FieldErrors
  receipt: Receipt | null
}

/**
 * `agency.edit`: a field typed; `agency.submit`: send the application (only a valid form goes);
 * `agency.restart`: after an application was taken, start another from an empty form.
 */
export type Event = { type: 'agency.edit'; field: AgencyField; value: string } | { type: 'agency.submit' } | { type: 'agency.restart' }

/**
 * An agency's application to join the platform (代理机构入驻, spec 000 §1, decision 038). The form is
 * checked before it goes; a refusal (a duplicate, a site that takes none) comes back to the form
 * with everything typed still there.
 */
export const agencyApplyMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    submitApplication: notProvided<Receipt, AgencyForm>('submitApplication'),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateAgencyForm(context.form)).length === 0,
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'agency.edit')
      const { [event.field]: _fixed, ...errors } = context.errors
      return { form: { ...context.form, [event.field]: event.value }, errors }
    }),
    showErrors: assign(({ context }) => ({ errors: validateAgencyForm(context.form) })),
    storeReceipt: assign((_, params: { receipt: Receipt }) => ({ receipt: params.receipt })),
    startOver: assign({ form: emptyAgencyForm, errors: {}, receipt: null, error: null }),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'agencyApply',
  context: ({ input }) => ({ form: { ...emptyAgencyForm(), ...input.form }, errors: {}, receipt: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'agency.edit': { actions: 'edit' },
        'agency.submit': [{ guard: 'formIsValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: 'submitting',
      entry: 'clearError',
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => trimmed(context.form),
        onDone: { target: 'submitted', actions: { type: 'storeReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: {
      tags: 'submitted',
      on: { 'agency.restart': { target: 'editing', actions: 'startOver' } },
    },
  },
})
