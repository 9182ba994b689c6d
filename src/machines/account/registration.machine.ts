import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, sendTo, setup, stateIn } from 'xstate'
import type { AccountField } from '@/services/bid-crm'
import { charCount, creditCodeError, emailError, isEmpty, mobileError, passwordError, passwordRepeatError, smsCodeError } from '@/validation/validators'
import { describeError } from '../shared/describe-error'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { licenceUpload, uploadLicenceSlot, type LicenceUploadEvent, type UploadProgress } from './licenceUpload.machine'
import { smsCodeMachine } from './smsCode.machine'

/** Step 1 (/register): the person, who signs in with the mobile number. */
export type PersonalDraft = { mobile: string; smsCode: string; password: string; passwordRepeat: string; agreed: boolean }
/** Step 2 (/secondRegister): the enterprise. */
export type EnterpriseDraft = { name: string; creditCode: string; contactName: string; contactPhone: string; email: string }
/** The licence picture once uploaded: what the registration names it by. */
export type Licence = { attachId: string | null; link: string; name: string }

/** What is kept while the supplier leaves and comes back: everything typed but the password and the code. */
export type KeptDraft = { mobile: string; enterprise: EnterpriseDraft; licence: Licence | null }

export type TextField = 'mobile' | 'smsCode' | keyof EnterpriseDraft
export type SecretField = 'password' | 'passwordRepeat'
export type Field = TextField | SecretField | 'agreed' | 'licence'
export type FieldErrors = Partial<Record<Field, MessageDescriptor>>

const PERSONAL_FIELDS = ['mobile', 'smsCode', 'password', 'passwordRepeat', 'agreed'] as const satisfies readonly Field[]
const ENTERPRISE_FIELDS = ['name', 'creditCode', 'contactName', 'contactPhone', 'email', 'licence'] as const satisfies readonly Field[]

/** The server's refusal of one field (a wrong code, a name taken), shown there until that field changes. */
export type Refusal = { field: Field; message: MessageDescriptor }

export type Input = { restored: KeptDraft | null }

export type Context = ErrorContext & {
  personal: PersonalDraft
  enterprise: EnterpriseDraft
  licence: Licence | null
  /** The licence picture on its way: its name and how far it has got. */
  upload: UploadProgress | null
  fieldErrors: FieldErrors
  refusal: Refusal | null
}

export type RegistrationRequest = { personal: Pick<PersonalDraft, 'mobile' | 'smsCode' | 'password'>; enterprise: EnterpriseDraft; licence: Licence }

/**
 * `field.change`, `password.change` (its own event, so the password travels under a key the
 * inspector masks) and `agreement.set` edit the draft; `sms.send` asks for a code; `personal.next`
 * and `enterprise.submit` go on; `step.personal` / `step.enterprise` follow the address (a step the
 * draft does not allow is not entered); `licence.*` upload the picture; `registration.restart`
 * begins again after a registration went in.
 */
export type Event =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'password.change'; field: SecretField; password: string }
  | { type: 'agreement.set'; agreed: boolean }
  | { type: 'sms.send' }
  | { type: 'personal.next' }
  | { type: 'step.enterprise' }
  | { type: 'step.personal' }
  | LicenceUploadEvent<Licence>
  | { type: 'licence.remove' }
  | { type: 'enterprise.submit' }
  | { type: 'registration.restart' }

const mustAgree = msg`请阅读并同意《供应商注册协议》`
const nameTaken = msg`该企业名称已注册`
const licenceMissing = msg`请上传营业执照`
const licenceUploading = msg`营业执照正在上传，请稍候`

const required = (value: string, message: MessageDescriptor, max: number, tooLong: MessageDescriptor) =>
  isEmpty(value.trim()) ? message : charCount(value) > max ? tooLong : null

/** Step 1's rules (spec 000 §5, decision 037). */
export function personalErrors(draft: PersonalDraft): FieldErrors {
  return clean({
    mobile: mobileError(draft.mobile.trim()),
    smsCode: smsCodeError(draft.smsCode.trim()),
    password: passwordError(draft.password),
    passwordRepeat: passwordRepeatError(draft.password, draft.passwordRepeat),
    agreed: draft.agreed ? null : mustAgree,
  })
}

/** Step 2's rules; the licence counts once uploaded. */
export function enterpriseErrors(draft: EnterpriseDraft, licence: Licence | null): FieldErrors {
  return clean({
    name: required(draft.name, msg`请输入企业名称`, 50, msg`企业名称不能超过50个字`),
    creditCode: creditCodeError(draft.creditCode.trim()),
    contactName: required(draft.contactName, msg`请输入联系人姓名`, 20, msg`联系人姓名不能超过20个字`),
    contactPhone: mobileError(draft.contactPhone.trim()),
    email: emailError(draft.email.trim()),
    licence: licence ? null : licenceMissing,
  })
}

function clean(errors: Partial<Record<Field, MessageDescriptor | null>>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors
}

const noErrors = (errors: FieldErrors) => Object.keys(errors).length === 0

const emptyPersonal = (mobile = ''): PersonalDraft => ({ mobile, smsCode: '', password: '', passwordRepeat: '', agreed: false })
const emptyEnterprise: EnterpriseDraft = { name: '', creditCode: '', contactName: '', contactPhone: '', email: '' }

/** What may be kept of the context while the supplier is away. */
export function keptDraft(context: Pick<Context, 'personal' | 'enterprise' | 'licence'>): KeptDraft {
  return { mobile: context.personal.mobile, enterprise: { ...context.enterprise }, licence: context.licence }
}

const isPersonalField = (field: Field) => (PERSONAL_FIELDS as readonly Field[]).includes(field)

const REFUSABLE: readonly AccountField[] = ['mobile', 'smsCode', 'password', 'name', 'creditCode', 'licence']

/** The field a refusal names (the binding reads it off the server's message); null for none of ours. */
const refusedFieldOf = (error: unknown): Field | null => {
  const field = (error as { field?: unknown } | null)?.field
  return REFUSABLE.find((known) => known === field) ?? null
}

/** A field's error, live: shown once asked for (next, submit), then following what is typed. */
function revalidated(context: Context, field: Field): FieldErrors {
  const rules = isPersonalField(field) ? personalErrors(context.personal) : enterpriseErrors(context.enterprise, context.licence)
  const shown = { ...context.fieldErrors }
  const update = (name: Field) => {
    if (!(name in shown)) return
    if (rules[name]) shown[name] = rules[name]
    else delete shown[name]
  }
  update(field)
  // The second password follows the first.
  if (field === 'password') update('passwordRepeat')
  return shown
}

/** One picture, chosen again to replace it; chosen and removed only while step 2 is being edited. */
const licence = licenceUpload<Context, 'editing'>({ field: 'licence', max: 1, when: 'editing' })

/**
 * Registration (spec 000 §2.1, decision 037): step 1 the person (mobile, SMS code with its
 * countdown, password twice, the agreement), step 2 the enterprise (name, credit code, contact,
 * licence picture), then the name is checked with the tenant and the registration sent; done is
 * step 3. The SMS code is the `sms` child's, so its countdown runs on across the steps. The server
 * checks the code only with the registration: a wrong one sends the supplier back to step 1 with
 * the message at the code, everything typed kept.
 */
export const registrationMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    smsCode: smsCodeMachine,
    checkName: notProvided<boolean, { name: string }>('checkName'),
    register: notProvided<unknown, RegistrationRequest>('register'),
    uploadLicence: uploadLicenceSlot<Licence>(),
  },
  guards: {
    mobileValid: ({ context }) => mobileError(context.personal.mobile.trim()) === null,
    personalValid: ({ context }) => noErrors(personalErrors(context.personal)) && !(context.refusal && isPersonalField(context.refusal.field)),
    enterpriseValid: ({ context }) => noErrors(enterpriseErrors(context.enterprise, context.licence)) && !(context.refusal && !isPersonalField(context.refusal.field)),
    uploading: stateIn({ enterprise: { licence: 'uploading' } }),
    editing: stateIn({ enterprise: { form: 'editing' } }),
    taken: (_, params: { taken: boolean }) => params.taken,
    refusesPersonal: (_, params: { error: unknown }) => {
      const field = refusedFieldOf(params.error)
      return field !== null && isPersonalField(field)
    },
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      const next = { ...context, refusal: context.refusal?.field === event.field ? null : context.refusal }
      if (event.field === 'mobile' || event.field === 'smsCode') next.personal = { ...context.personal, [event.field]: event.value }
      else next.enterprise = { ...context.enterprise, [event.field]: event.value }
      return { personal: next.personal, enterprise: next.enterprise, refusal: next.refusal, fieldErrors: revalidated(next, event.field) }
    }),
    changePassword: assign(({ context, event }) => {
      assertEvent(event, 'password.change')
      const next = { ...context, personal: { ...context.personal, [event.field]: event.password }, refusal: context.refusal?.field === event.field ? null : context.refusal }
      return { personal: next.personal, refusal: next.refusal, fieldErrors: revalidated(next, event.field) }
    }),
    setAgreement: assign(({ context, event }) => {
      assertEvent(event, 'agreement.set')
      const next = { ...context, personal: { ...context.personal, agreed: event.agreed } }
      return { personal: next.personal, fieldErrors: revalidated(next, 'agreed') }
    }),
    requestCode: sendTo('sms', ({ context }) => ({ type: 'sms.send' as const, mobile: context.personal.mobile.trim() })),
    showMobileError: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, mobile: mobileError(context.personal.mobile.trim()) ?? undefined } })),
    // A refusal the supplier has not answered yet stays beside its field.
    showPersonalErrors: assign(({ context }) => ({ fieldErrors: { ...pick(context.fieldErrors, ENTERPRISE_FIELDS), ...personalErrors(context.personal), ...refusalError(context) } })),
    showEnterpriseErrors: assign(({ context }) => ({
      fieldErrors: { ...pick(context.fieldErrors, PERSONAL_FIELDS), ...enterpriseErrors(context.enterprise, context.licence), ...refusalError(context) },
    })),
    showLicenceUploading: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, licence: licenceUploading } })),
    startUpload: assign(licence.started),
    storeProgress: assign(licence.progressed),
    failUpload: assign(licence.failed),
    stopUpload: assign(licence.stopped),
    storeLicence: assign(({ context, event }) => {
      assertEvent(event, 'licence.uploaded')
      const { licence: _, ...others } = context.fieldErrors
      return { licence: event.file, fieldErrors: others, refusal: context.refusal?.field === 'licence' ? null : context.refusal }
    }),
    removeLicence: assign({ licence: null }),
    refuseName: assign(({ context }) => ({ refusal: { field: 'name', message: nameTaken } as Refusal, fieldErrors: { ...context.fieldErrors, name: nameTaken } })),
    recordRefusal: assign(({ context }, params: { error: unknown }) => {
      const field = refusedFieldOf(params.error)
      const message = describeError(params.error)
      return field ? { refusal: { field, message }, fieldErrors: { ...context.fieldErrors, [field]: message }, error: null } : { error: message }
    }),
    // Once the registration is in, nothing secret stays in memory.
    forgetSecrets: assign(({ context }) => ({ personal: emptyPersonal(context.personal.mobile.trim()), fieldErrors: {}, refusal: null })),
    startOver: assign({ personal: emptyPersonal(), enterprise: emptyEnterprise, licence: null, upload: null, fieldErrors: {}, refusal: null, error: null }),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    personal: emptyPersonal(input.restored?.mobile ?? ''),
    enterprise: { ...emptyEnterprise, ...input.restored?.enterprise },
    licence: input.restored?.licence ?? null,
    upload: null,
    fieldErrors: {},
    refusal: null,
    error: null,
  }),
  invoke: { id: 'sms', src: 'smsCode', input: { purpose: 'register' } },
  initial: 'personal',
  states: {
    personal: {
      id: 'personal',
      tags: 'personalStep',
      on: {
        'field.change': { guard: ({ event }) => event.field === 'mobile' || event.field === 'smsCode', actions: 'changeField' },
        'password.change': { actions: 'changePassword' },
        'agreement.set': { actions: 'setAgreement' },
        'sms.send': [{ guard: 'mobileValid', actions: 'requestCode' }, { actions: 'showMobileError' }],
        'personal.next': [{ guard: 'personalValid', target: 'enterprise' }, { actions: 'showPersonalErrors' }],
        'step.enterprise': { guard: 'personalValid', target: 'enterprise' },
      },
    },
    enterprise: {
      type: 'parallel',
      tags: 'enterpriseStep',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              tags: 'editingEnterprise',
              on: {
                'field.change': { guard: ({ event }) => event.field !== 'mobile' && event.field !== 'smsCode', actions: 'changeField' },
                'enterprise.submit': [
                  { guard: 'uploading', actions: 'showLicenceUploading' },
                  { guard: 'enterpriseValid', target: 'checkingName' },
                  { actions: 'showEnterpriseErrors' },
                ],
                'step.personal': '#personal',
              },
            },
            checkingName: {
              tags: 'submitting',
              entry: 'clearError',
              invoke: {
                id: 'checkName',
                src: 'checkName',
                input: ({ context }) => ({ name: context.enterprise.name.trim() }),
                onDone: [
                  { guard: { type: 'taken', params: ({ event }) => ({ taken: event.output }) }, target: 'editing', actions: 'refuseName' },
                  { target: 'submitting' },
                ],
                onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            submitting: {
              tags: 'submitting',
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }): RegistrationRequest => ({
                  personal: { mobile: context.personal.mobile.trim(), smsCode: context.personal.smsCode.trim(), password: context.personal.password },
                  enterprise: trimmed(context.enterprise),
                  licence: context.licence!,
                }),
                onDone: { target: '#done', actions: 'forgetSecrets' },
                onError: [
                  {
                    guard: { type: 'refusesPersonal', params: ({ event }) => ({ error: event.error }) },
                    target: '#personal',
                    actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'editing', actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
          },
        },
        // Leaving the step mid-upload stops the upload; nothing half-sent is kept.
        licence: licence.region,
      },
    },
    done: {
      id: 'done',
      tags: 'done',
      on: { 'registration.restart': { target: 'personal', actions: 'startOver' } },
    },
  },
})

const refusalError = (context: Context): FieldErrors => (context.refusal ? { [context.refusal.field]: context.refusal.message } : {})

function pick(errors: FieldErrors, fields: readonly Field[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => (fields as readonly string[]).includes(field))) as FieldErrors
}

const trimmed = (draft: EnterpriseDraft): EnterpriseDraft => ({
  name: draft.name.trim(),
  creditCode: draft.creditCode.trim().toUpperCase(),
  contactName: draft.contactName.trim(),
  contactPhone: draft.contactPhone.trim(),
  email: draft.email.trim(),
})
