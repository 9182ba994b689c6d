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

/**
 * A package the supplier bid on. `deadline`: when its specimens must be in (递交截止时间), epoch ms
 * on the server's clock, and `deadlineText` as the server wrote it; null when it asks for none.
 */
export type BidPackage = { packageId: string; packageName: string; deadline: number | null; deadlineText: string | null }
/** A project the supplier bid on, with the packages it bid on there: the only ones an application may name. */
export type BidChoice = { projectId: string; projectCode: string; projectName: string; packages: BidPackage[] }
/** Who the company's specimens are handed over by, unless the supplier says otherwise: its managing contact. */
export type CompanyContact = { name: string; mobile: string }
/**
 * What the form starts from: the choices; the server's today (yyyy-MM-dd), before which no
 * delivery can be expected, and its now (epoch ms), against which deadlines are measured; and the
 * company's contact, put into the form's empty contact fields.
 */
export type Choices = { projects: BidChoice[]; today: string; now: number; contact?: CompanyContact | null }
/** What the back end answers to an application it took: its review status as a code and by the back end's name. */
export type Receipt = { id: string; projectName: string; specimenName: string; status: number; statusName: string; applyTime: string }
/** The application as it is sent: trimmed, the quantity and way as numbers. */
export type Application = Omit<SpecimenForm, 'quantity' | 'deliveryWay'> & { quantity: number; deliveryWay: number }

export const emptySpecimenForm = (): SpecimenForm => ({
  projectId: '', packageId: '', specimenName: '', quantity: '1', deliveryWay: '1', contactName: '', contactPhone: '', expectedDate: '', remark: '',
})

/** The package's 递交截止时间 has passed (the back end refuses the same). */
export const specimensClosed = msg`该标包的样品递交截止时间已过，不能再申请`

const DATE = /^\d{4}-\d{2}-\d{2}$/
const QUANTITY = /^\d{1,3}$/

/** The package the form names, among those bid on; undefined when it names none. */
export function chosenPackage(form: SpecimenForm, choices: Choices): BidPackage | undefined {
  return choices.projects.find((choice) => choice.projectId === form.projectId.trim())?.packages.find((pkg) => pkg.packageId === form.packageId.trim())
}

/** Whether a package's specimens are past their deadline at `now` (server time): from the deadline on, none is taken. */
export const isClosed = (pkg: BidPackage | undefined, now: number) => pkg?.deadline != null && now >= pkg.deadline

/** The next deadline of any package still ahead of `now`, or null: the form closes that package then. */
export function nextDeadline(choices: Choices, now: number): number | null {
  const ahead = choices.projects.flatMap((choice) => choice.packages.map((pkg) => pkg.deadline)).filter((deadline): deadline is number => deadline !== null && deadline > now)
  return ahead.length > 0 ? Math.min(...ahead) : null
}

/** Why each field cannot go as it is at `now` (server time); empty when the form may be sent. Values are judged trimmed. */
export function validateSpecimenForm(form: SpecimenForm, choices: Choices, now = choices.now): FieldErrors {
  const value = (field: SpecimenField) => form[field].trim()
  const errors: FieldErrors = {}
  const project = choices.projects.find((choice) => choice.projectId === value('projectId'))
  const pkg = chosenPackage(form, choices)
  if (!project) errors.projectId = msg`请选择投标的项目`
  if (!pkg) errors.packageId = msg`请选择投标的标包`
  else if (isClosed(pkg, now)) errors.packageId = specimensClosed
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
  /** The server's now: read with the choices, moved on to each deadline as it comes. */
  now: number
  form: SpecimenForm
  /** Each field's error, shown beside it; a field's error goes once it is edited. */
  errors: FieldErrors
  receipt: Receipt | null
}

/**
 * `specimen.edit`: a field typed or chosen; `specimen.submit`: send (only a valid form goes);
 * `specimen.retry`: load the choices again; `specimen.restart`: another application after one was
 * taken (the choices and the server's time are read again).
 */
export type Event =
  | { type: 'specimen.edit'; field: SpecimenField; value: string }
  | { type: 'specimen.submit' }
  | { type: 'specimen.retry' }
  | { type: 'specimen.restart' }

/** A project's form: a package of that project stays chosen, else its only package is chosen for the supplier. */
function withProject(form: SpecimenForm, choices: Choices, projectId: string): SpecimenForm {
  const project = choices.projects.find((choice) => choice.projectId === projectId)
  if (project?.packages.some((pkg) => pkg.packageId === form.packageId)) return { ...form, projectId }
  const only = project?.packages.length === 1 ? project.packages[0]!.packageId : ''
  return { ...form, projectId, packageId: only }
}

/** The company's contact in the contact fields the form leaves empty: nothing typed or given is replaced. */
function withContact(form: SpecimenForm, contact: CompanyContact | null | undefined): SpecimenForm {
  if (!contact) return form
  return { ...form, contactName: form.contactName.trim() ? form.contactName : contact.name, contactPhone: form.contactPhone.trim() ? form.contactPhone : contact.mobile }
}

/**
 * A specimen application (样品申请, spec 001 §2, decision 045): the projects I bid on are loaded
 * with each package's 递交截止时间 and the server's time, the contact fields start from the
 * company's contact, the form is checked before it goes (a package past its deadline takes none,
 * measured on the server's clock, which the form follows to each deadline as it comes), and a
 * refusal comes back to the form with everything typed.
 */
export const specimenApplyMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    loadChoices: notProvided<Choices, void>('loadChoices'),
    submitApplication: notProvided<Receipt, Application>('submitApplication'),
  },
  delays: {
    // From the server's now to the next deadline, on the injected clock.
    untilNextDeadline: ({ context }) => Math.max(0, (nextDeadline(context.choices, context.now) ?? context.now) - context.now),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateSpecimenForm(context.form, context.choices, context.now)).length === 0,
    noDeadlineAhead: ({ context }) => nextDeadline(context.choices, context.now) === null,
  },
  actions: {
    storeChoices: assign(({ context }, params: { choices: Choices }) => {
      // The project chosen before (another application after one was taken), else the URL's.
      const wanted = context.form.projectId || context.input.projectId || ''
      const known = params.choices.projects.some((choice) => choice.projectId === wanted)
      const form = withContact(known ? withProject(context.form, params.choices, wanted) : context.form, params.choices.contact)
      return { choices: params.choices, now: params.choices.now, form }
    }),
    reachNextDeadline: assign(({ context }) => ({ now: nextDeadline(context.choices, context.now) ?? context.now })),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'specimen.edit')
      const { [event.field]: _fixed, ...errors } = context.errors
      const form = event.field === 'projectId' ? withProject(context.form, context.choices, event.value) : { ...context.form, [event.field]: event.value }
      return { form, errors }
    }),
    showErrors: assign(({ context }) => ({ errors: validateSpecimenForm(context.form, context.choices, context.now) })),
    storeReceipt: assign((_, params: { receipt: Receipt }) => ({ receipt: params.receipt })),
    startOver: assign(({ context }) => ({ form: { ...emptySpecimenForm(), projectId: context.form.projectId }, errors: {}, receipt: null, error: null })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'specimenApply',
  context: ({ input }) => ({ input, choices: { projects: [], today: '', now: 0 }, now: 0, form: { ...emptySpecimenForm(), ...input.form }, errors: {}, receipt: null, error: null }),
  initial: 'loading',
  // Tags for screens, one per stage the screen shows apart from the form: `loading`, `loadFailed`,
  // `submitting`, `submitted`.
  states: {
    loading: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        onDone: { target: 'editing', actions: { type: 'storeChoices', params: ({ event }) => ({ choices: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { 'specimen.retry': 'loading' } },
    editing: {
      initial: 'watching',
      states: {
        // Waiting for the next package's deadline, when the form stops offering that package.
        watching: {
          always: { guard: 'noDeadlineAhead', target: 'still' },
          after: { untilNextDeadline: { target: 'watching', reenter: true, actions: 'reachNextDeadline' } },
        },
        still: {},
      },
      on: {
        'specimen.edit': { actions: 'edit' },
        'specimen.submit': [{ guard: 'formIsValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: 'submitting',
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
      tags: 'submitted',
      on: { 'specimen.restart': { target: 'loading', actions: 'startOver' } },
    },
  },
})
