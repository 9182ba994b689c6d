import type { MessageDescriptor } from '@lingui/core'
import { assertEvent, assign, sendTo, setup } from 'xstate'
import { mobileError, passwordError, passwordRepeatError, smsCodeError } from '@/validation/validators'
import { describeError } from '../shared/describe-error'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { smsCodeMachine } from './smsCode.machine'

export type RecoveryDraft = { mobile: string; smsCode: string; password: string; passwordRepeat: string }
export type TextField = 'mobile' | 'smsCode'
export type SecretField = 'password' | 'passwordRepeat'
export type Field = TextField | SecretField
export type FieldErrors = Partial<Record<Field, MessageDescriptor>>

export type Input = undefined

export type Context = ErrorContext & {
  draft: RecoveryDraft
  fieldErrors: FieldErrors
  /** The server's refusal of one field (a wrong or stale code, an unknown mobile), until that field changes. */
  refusal: { field: Field; message: MessageDescriptor } | null
}

export type ResetRequest = { mobile: string; smsCode: string; password: string }
export type CodeCheck = { mobile: string; smsCode: string }

/**
 * `field.change` / `password.change` edit (the password under a key the inspector masks);
 * `sms.send` asks for a code; `verify.next` has the code checked, then goes on to the new
 * password; `reset.back` returns; `reset.submit` sends it.
 */
export type Event =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'password.change'; field: SecretField; password: string }
  | { type: 'sms.send' }
  | { type: 'verify.next' }
  | { type: 'reset.back' }
  | { type: 'reset.submit' }

const VERIFY_FIELDS: readonly Field[] = ['mobile', 'smsCode']

export function verifyErrors(draft: RecoveryDraft): FieldErrors {
  return clean({ mobile: mobileError(draft.mobile.trim()), smsCode: smsCodeError(draft.smsCode.trim()) })
}

export function resetErrors(draft: RecoveryDraft): FieldErrors {
  return clean({ password: passwordError(draft.password), passwordRepeat: passwordRepeatError(draft.password, draft.passwordRepeat) })
}

function clean(errors: Partial<Record<Field, MessageDescriptor | null>>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors
}

const FIELDS: readonly Field[] = ['mobile', 'smsCode', 'password', 'passwordRepeat']
/** The field a refusal names (read off the server's message by the binding); null when none of these. */
const refusedFieldOf = (error: unknown): Field | null => FIELDS.find((field) => field === (error as { field?: unknown } | null)?.field) ?? null

/** Shown errors follow what is typed; a refusal of the field goes once it changes. */
function edited(context: Context, field: Field, draft: RecoveryDraft): Partial<Context> {
  const rules = { ...verifyErrors(draft), ...resetErrors(draft) }
  const shown = { ...context.fieldErrors }
  for (const name of field === 'password' ? (['password', 'passwordRepeat'] as const) : [field]) {
    if (!(name in shown)) continue
    if (rules[name]) shown[name] = rules[name]
    else delete shown[name]
  }
  const refusal = context.refusal?.field === field ? null : context.refusal
  return { draft, fieldErrors: shown, refusal }
}

const emptyDraft: RecoveryDraft = { mobile: '', smsCode: '', password: '', passwordRepeat: '' }

/**
 * Password recovery (spec 000 §2.1, decision 037): the mobile and the SMS code sent to it (60 s
 * before another), checked by the server before the step ends, so a wrong or stale code is said at
 * the code; then the new password twice, then done: the supplier signs in with it. The server
 * checks the code again with the new password (a back end without the check call checks it only
 * there); a refusal of it then sends the supplier back to the code, the rest kept.
 */
export const passwordRecoveryMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    smsCode: smsCodeMachine,
    checkCode: notProvided<unknown, CodeCheck>('checkCode'),
    resetPassword: notProvided<unknown, ResetRequest>('resetPassword'),
  },
  guards: {
    mobileValid: ({ context }) => mobileError(context.draft.mobile.trim()) === null,
    verifyValid: ({ context }) => Object.keys(verifyErrors(context.draft)).length === 0 && !(context.refusal && VERIFY_FIELDS.includes(context.refusal.field)),
    resetValid: ({ context }) => Object.keys(resetErrors(context.draft)).length === 0 && !(context.refusal && !VERIFY_FIELDS.includes(context.refusal.field)),
    refusesVerification: (_, params: { error: unknown }) => {
      const field = refusedFieldOf(params.error)
      return field !== null && VERIFY_FIELDS.includes(field)
    },
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      return edited(context, event.field, { ...context.draft, [event.field]: event.value })
    }),
    changePassword: assign(({ context, event }) => {
      assertEvent(event, 'password.change')
      return edited(context, event.field, { ...context.draft, [event.field]: event.password })
    }),
    requestCode: sendTo('sms', ({ context }) => ({ type: 'sms.send' as const, mobile: context.draft.mobile.trim() })),
    showMobileError: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, mobile: mobileError(context.draft.mobile.trim()) ?? undefined } })),
    showVerifyErrors: assign(({ context }) => ({ fieldErrors: { ...verifyErrors(context.draft), ...refusalError(context) } })),
    showResetErrors: assign(({ context }) => ({ fieldErrors: { ...resetErrors(context.draft), ...refusalError(context) } })),
    recordRefusal: assign(({ context }, params: { error: unknown }) => {
      const field = refusedFieldOf(params.error)
      const message = describeError(params.error)
      return field ? { refusal: { field, message }, fieldErrors: { ...context.fieldErrors, [field]: message }, error: null } : { error: message }
    }),
    forgetSecrets: assign(({ context }) => ({ draft: { ...emptyDraft, mobile: context.draft.mobile.trim() }, fieldErrors: {}, refusal: null })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'passwordRecovery',
  context: { draft: emptyDraft, fieldErrors: {}, refusal: null, error: null },
  invoke: { id: 'sms', src: 'smsCode', input: { purpose: 'forgetPwd' } },
  initial: 'verify',
  states: {
    verify: {
      id: 'verify',
      on: {
        'field.change': { actions: 'changeField' },
        'sms.send': [{ guard: 'mobileValid', actions: 'requestCode' }, { actions: 'showMobileError' }],
        'verify.next': [{ guard: 'verifyValid', target: 'checking' }, { actions: 'showVerifyErrors' }],
      },
    },
    // The code is checked where it was typed; the mobile and code stay as they are meanwhile.
    checking: {
      tags: 'submitting',
      entry: 'clearError',
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }): CodeCheck => ({ mobile: context.draft.mobile.trim(), smsCode: context.draft.smsCode.trim() }),
        onDone: { target: 'reset' },
        onError: { target: 'verify', actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reset: {
      tags: 'resetStep',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.change': { actions: 'changePassword' },
            'reset.submit': [{ guard: 'resetValid', target: 'submitting' }, { actions: 'showResetErrors' }],
            'reset.back': { target: '#verify', actions: 'clearError' },
          },
        },
        submitting: {
          tags: 'submitting',
          entry: 'clearError',
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }): ResetRequest => ({ mobile: context.draft.mobile.trim(), smsCode: context.draft.smsCode.trim(), password: context.draft.password }),
            onDone: { target: '#recoveryDone', actions: 'forgetSecrets' },
            onError: [
              {
                guard: { type: 'refusesVerification', params: ({ event }) => ({ error: event.error }) },
                target: '#verify',
                actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'editing', actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    done: { id: 'recoveryDone', tags: 'done' },
  },
})

/** The refusal, where the field it names is the one on show (kept when other errors are shown again). */
function refusalError(context: Context): FieldErrors {
  return context.refusal ? { [context.refusal.field]: context.refusal.message } : {}
}
