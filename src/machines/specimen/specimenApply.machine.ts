import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, setup } from 'xstate'
import { charCount, isEmpty, mobileError } from '@/validation/validators'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** What a specimen application carries (decision 045). Every value as typed; `deliveryWay` '1' 寄送 or '2' 现场递交. */
export const SPECIMEN_FIELDS = ['projectId', 'packageId', 'specimenName', 'quantity', 'deliveryWay', 'contactName', 'contactPhone', 'expectedDate', 'remark'] as const
export type SpecimenField = (typeof SPECIMEN_FIELDS)[number]
export type SpecimenForm = Record<SpecimenField, string>
export type FieldErrors = Partial<Record<SpecimenField, MessageDescriptor>>

/** A project the supplier bid on, with the packages it bid on there: the only ones an application may name. */
export type BidChoice = { projectId: string; projectCode: string; projectName: string; packages: Array<{ packageId: string; packageName: string }> }
/** What the form starts from: the choices, and the server's today (yyyy-MM-dd), before which no delivery can be expected. */
export type Choices = { projects: BidChoice[]; today: string }
/** What the back end answers to an application it took: its review status as a code and by the back end's name. */
export type Receipt = { id: string; projectName: string; specimenName: string; status: number; statusName: string; applyTime: string }
/** The application as it is sent: trimmed, the quantity and way as numbers. */
export type Application = Omit<SpecimenForm, 'quantity' | 'deliveryWay'> & { quantity: number; deliveryWay: number }

export const emptySpecimenForm = (): SpecimenForm => ({
  projectId: '', packageId: '', specimenName: '', quantity: '1', deliveryWay: '1', contactName: '', contactPhone: '', expectedDate: '', remark: '',
})

const DATE = /^\d{4}-\d{2}-\d{2}$/
const QUANTITY = /^\d{1,3}$/

/** Why each field cannot go as it is; empty when the form may be sent. Values are judged trimmed. */
export function validateSpecimenForm(form: SpecimenForm, choices: Choices): FieldErrors {
  const value = (field: SpecimenField) => form[field].trim()
  const errors: FieldErrors = {}
  const project = choices.projects.find((choice) => choice.projectId === value('projectId'))
  if (!project) errors.projectId = msg`请选择投标的项目`
  if (!project?.packages.some((pkg) => pkg.packageId === value('packageId'))) errors.packageId = msg`请选择投标的标包`
  if (isEmpty(value('specimenName'))) errors.specimenName = msg`请输入样品名称`
  else if (charCount(value('specimenName')) > 50) errors.specimenName = msg`样品名称不能超过50个字`
  if (!QUANTITY.test(value('quantity')) || Number(value('quantity')) < 1) errors.quantity = msg`样品数量应为1至999的整数`
  if (value('deliveryWay') !== '1' && value('deliveryWay') !== '2') errors.deliveryWay = msg`请选择递交方式`
  if (isEmpty(value('contactName'))) errors.contactName = msg`请输入联系人`
  else if (charCount(value('contactName')) > 20) errors.contactName = msg`联系人不能超过20个字`
  const mobile = mobileError(value('contactPhone'))
  if (mobile) errors.contactPhone = mobile
  if (!DATE.test(value('expectedDate'))) errors.expectedDate = msg`请选择预计递交日期`
  else if (value('expectedDate') < choices.today) errors.expectedDate = msg`预计递交日期不能早于今天`
  if (charCount(value('remark')) > 200) errors.remark = msg`备注不能超过200个字`
  return errors
}

export const toApplication = (form: SpecimenForm): Application => ({
  ...(Object.fromEntries(SPECIMEN_FIELDS.map((field) => [field, form[field].trim()])) as SpecimenForm),
  quantity: Number(form.quantity.trim()),
  deliveryWay: Number(form.deliveryWay),
})

/**
 * `projectId`: the project to apply for (the URL's), taken when it is one the supplier bid on;
 * `form`: what to start from (e.g. an application to send again).
 */
export type Input = { projectId?: string | undefined; form?: Partial<SpecimenForm> }

export type Context = ErrorContext & {
  input: Input
  choices: Choices
  form: SpecimenForm
  /** Each field's error, shown beside it; a field's error goes once it is edited. */
  errors: FieldErrors
  receipt: Receipt | null
}

/**
 * `specimen.edit`: a field typed or chosen; `specimen.submit`: send (only a valid form goes);
 * `specimen.retry`: load the choices again; `specimen.restart`: another application after one was taken.
 */
export type Event =
  | { type: 'specimen.edit'; field: SpecimenField; value: string }
  | { type: 'specimen.submit' }
  | { type: 'specimen.retry' }
  | { type: 'specimen.restart' }

/** A project's form: its only package is chosen for the supplier. */
function withProject(form: SpecimenForm, choices: Choices, projectId: string): SpecimenForm {
  const project = choices.projects.find((choice) => choice.projectId === projectId)
  const only = project?.packages.length === 1 ? project.packages[0]!.packageId : ''
  return { ...form, projectId, packageId: only }
}

/**
 * A specimen application (样品申请, spec 001 §2, decision 045): the projects I bid on are loaded,
 * the form is checked before it goes, and a refusal comes back to the form with everything typed.
 */
export const specimenApplyMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    loadChoices: notProvided<Choices, void>('loadChoices'),
    submitApplication: notProvided<Receipt, Application>('submitApplication'),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateSpecimenForm(context.form, context.choices)).length === 0,
  },
  actions: {
    storeChoices: assign(({ context }, params: { choices: Choices }) => {
      const wanted = context.input.projectId ?? ''
      const known = params.choices.projects.some((choice) => choice.projectId === wanted)
      return { choices: params.choices, form: known ? withProject(context.form, params.choices, wanted) : context.form }
    }),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'specimen.edit')
      const { [event.field]: _fixed, ...errors } = context.errors
      const form = event.field === 'projectId' ? withProject(context.form, context.choices, event.value) : { ...context.form, [event.field]: event.value }
      return { form, errors }
    }),
    showErrors: assign(({ context }) => ({ errors: validateSpecimenForm(context.form, context.choices) })),
    storeReceipt: assign((_, params: { receipt: Receipt }) => ({ receipt: params.receipt })),
    startOver: assign(({ context }) => ({ form: withProject(emptySpecimenForm(), context.choices, context.form.projectId), errors: {}, receipt: null, error: null })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'specimenApply',
  context: ({ input }) => ({ input, choices: { projects: [], today: '' }, form: { ...emptySpecimenForm(), ...input.form }, errors: {}, receipt: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        onDone: { target: 'editing', actions: { type: 'storeChoices', params: ({ event }) => ({ choices: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { 'specimen.retry': 'loading' } },
    editing: {
      on: {
        'specimen.edit': { actions: 'edit' },
        'specimen.submit': [{ guard: 'formIsValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => toApplication(context.form),
        onDone: { target: 'submitted', actions: { type: 'storeReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: {
      on: { 'specimen.restart': { target: 'editing', actions: 'startOver' } },
    },
  },
})
