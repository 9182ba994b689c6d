import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, sendTo, setup } from 'xstate'
import { emailError, mobileError, passwordError, passwordRepeatError, smsCodeError } from '@/validation/validators'
import { describeError } from '../shared/describe-error'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { smsCodeMachine } from './smsCode.machine'

/** The account's mobile and e-mail on file ('' when none). */
export type AccountContact = { phone: string; email: string }

export type TextField = 'mobile' | 'email' | 'smsCode'
export type SecretField = 'oldPassword' | 'newPassword' | 'newPasswordRepeat'
export type Field = TextField | SecretField
export type Draft = Record<Field, string>
export type FieldErrors = Partial<Record<Field, MessageDescriptor>>

/** `overview`: /personal/setCenter/accountSet; `password`: /modificationPassword/index. */
export type Input = { page: 'overview' | 'password' }

/** What the last change did, for the screen to say. */
export type Notice = 'phoneChanged' | 'emailChanged'

export type Context = ErrorContext & {
  page: Input['page']
  account: AccountContact | null
  draft: Draft
  fieldErrors: FieldErrors
  notice: Notice | null
}

export type ChangePhoneInput = { mobile: string; smsCode: string }
export type ChangeEmailInput = { email: string; smsCode: string }
export type ChangePasswordInput = { oldPassword: string; newPassword: string }

/**
 * `phone.open` / `email.open`: start a change (`change.cancel` leaves it); `field.change` and
 * `password.change` edit (passwords under a key the inspector masks); `sms.send` texts the change's
 * code; `change.submit` sends it; `account.retry` reads the account again; `notice.dismiss`.
 */
export type Event =
  | { type: 'account.retry' }
  | { type: 'phone.open' }
  | { type: 'email.open' }
  | { type: 'change.cancel' }
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'password.change'; field: SecretField; password: string }
  | { type: 'sms.send' }
  | { type: 'change.submit' }
  | { type: 'notice.dismiss' }

type Form = 'phone' | 'email' | 'password'

const FORM_FIELDS: Record<Form, readonly Field[]> = {
  phone: ['mobile', 'smsCode'],
  email: ['email', 'smsCode'],
  password: ['oldPassword', 'newPassword', 'newPasswordRepeat'],
}

const clean = (errors: Partial<Record<Field, MessageDescriptor | null>>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors

export function newMobileError(mobile: string, account: AccountContact | null): MessageDescriptor | null {
  const value = mobile.trim()
  return mobileError(value) ?? (account && value === account.phone ? msg`新手机号码不能与原手机号码相同` : null)
}

/** Spec 000 §5's rules for each change (decision 040). */
export function formErrors(form: Form, draft: Draft, account: AccountContact | null): FieldErrors {
  switch (form) {
    case 'phone':
      return clean({ mobile: newMobileError(draft.mobile, account), smsCode: smsCodeError(draft.smsCode.trim()) })
    case 'email': {
      const email = draft.email.trim()
      const same = account && email && email === account.email ? msg`新邮箱不能与原邮箱相同` : null
      return clean({ email: emailError(email) ?? same, smsCode: smsCodeError(draft.smsCode.trim()) })
    }
    case 'password':
      return clean({
        oldPassword: draft.oldPassword ? null : msg`请输入原密码`,
        newPassword: passwordError(draft.newPassword) ?? (draft.newPassword === draft.oldPassword ? msg`新密码不能与原密码相同` : null),
        newPasswordRepeat: passwordRepeatError(draft.newPassword, draft.newPasswordRepeat),
      })
  }
}

const emptyDraft: Draft = { mobile: '', email: '', smsCode: '', oldPassword: '', newPassword: '', newPasswordRepeat: '' }
const noAccountPhone = msg`账号未绑定手机号码，无法发送验证码`

/** Shown errors follow what is typed: a field marked is checked again; a server refusal of it goes once it changes. */
function edited(context: Context, form: Form, field: Field, draft: Draft): Partial<Context> {
  const rules = formErrors(form, draft, context.account)
  const shown = { ...context.fieldErrors }
  const recheck = field === 'newPassword' ? (['newPassword', 'newPasswordRepeat'] as const) : field === 'oldPassword' ? (['oldPassword', 'newPassword'] as const) : [field]
  for (const name of recheck) {
    if (!(name in shown)) continue
    if (rules[name]) shown[name] = rules[name]
    else delete shown[name]
  }
  return { draft, fieldErrors: shown }
}

/** The refusal where its field is one of the form's, else above the form. */
function refusal(context: Context, form: Form, error: unknown): Partial<Context> {
  const named = (error as { field?: unknown } | null)?.field
  const field = FORM_FIELDS[form].find((candidate) => candidate === named)
  const message = describeError(error)
  return field ? { fieldErrors: { ...context.fieldErrors, [field]: message }, error: null } : { error: message }
}

/**
 * Account security (spec 000 §2.2 accountSet and /modificationPassword/index, §7; decision 040):
 * the account's mobile and e-mail, masked, each changed with an SMS code (to the new mobile; to the
 * mobile on file for the e-mail), and the password, the old one first. Each field's error shows
 * beside it and a refusal keeps what was typed. The code buttons count down as registration's do,
 * one for each change, for as long as the screen is open.
 */
export const accountSecurityMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    smsCode: smsCodeMachine,
    loadAccount: notProvided<AccountContact, void>('loadAccount'),
    changePhone: notProvided<unknown, ChangePhoneInput>('changePhone'),
    changeEmail: notProvided<unknown, ChangeEmailInput>('changeEmail'),
    changePassword: notProvided<unknown, ChangePasswordInput>('changePassword'),
  },
  guards: {
    passwordPage: ({ context }) => context.page === 'password',
    newMobileValid: ({ context }) => newMobileError(context.draft.mobile, context.account) === null,
    hasPhone: ({ context }) => Boolean(context.account?.phone),
    valid: ({ context }, params: { form: Form }) => Object.keys(formErrors(params.form, context.draft, context.account)).length === 0,
  },
  actions: {
    storeAccount: assign((_, params: { account: AccountContact }) => ({ account: params.account })),
    startChange: assign({ draft: emptyDraft, fieldErrors: {}, error: null, notice: null }),
    changeText: assign(({ context, event }, params: { form: Form }) => {
      assertEvent(event, 'field.change')
      return edited(context, params.form, event.field, { ...context.draft, [event.field]: event.value })
    }),
    changeSecret: assign(({ context, event }) => {
      assertEvent(event, 'password.change')
      return edited(context, 'password', event.field, { ...context.draft, [event.field]: event.password })
    }),
    showErrors: assign(({ context }, params: { form: Form }) => ({ fieldErrors: formErrors(params.form, context.draft, context.account) })),
    showMobileError: assign(({ context }) => ({ fieldErrors: clean({ ...context.fieldErrors, mobile: newMobileError(context.draft.mobile, context.account) }) })),
    showNoPhone: assign({ error: noAccountPhone }),
    textNewMobile: sendTo('phoneSms', ({ context }) => ({ type: 'sms.send' as const, mobile: context.draft.mobile.trim() })),
    textAccountMobile: sendTo('emailSms', ({ context }) => ({ type: 'sms.send' as const, mobile: context.account?.phone ?? '' })),
    storePhone: assign(({ context }) => ({ account: { email: context.account?.email ?? '', phone: context.draft.mobile.trim() }, notice: 'phoneChanged' as const })),
    storeEmail: assign(({ context }) => ({ account: { phone: context.account?.phone ?? '', email: context.draft.email.trim() }, notice: 'emailChanged' as const })),
    recordRefusal: assign(({ context }, params: { form: Form; error: unknown }) => refusal(context, params.form, params.error)),
    forgetDraft: assign({ draft: emptyDraft, fieldErrors: {} }),
    dismissNotice: assign({ notice: null }),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'accountSecurity',
  context: ({ input }) => ({ page: input.page, account: null, draft: emptyDraft, fieldErrors: {}, notice: null, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'passwordPage', target: 'password' }, { target: 'loading' }],
    },
    loading: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: { target: 'overview', actions: { type: 'storeAccount', params: ({ event }) => ({ account: event.output }) } },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: 'failed', on: { 'account.retry': 'loading' } },
    overview: {
      // One countdown per change, kept while the screen is open (closing the dialog does not reset it).
      invoke: [
        { id: 'phoneSms', src: 'smsCode', input: { purpose: 'changePhone' } },
        { id: 'emailSms', src: 'smsCode', input: { purpose: 'changeEmail' } },
      ],
      initial: 'idle',
      states: {
        idle: {
          id: 'securityIdle',
          on: {
            'phone.open': { target: 'phone', actions: 'startChange' },
            'email.open': { target: 'email', actions: 'startChange' },
            'notice.dismiss': { actions: 'dismissNotice' },
          },
        },
        phone: {
          tags: 'changingPhone',
          initial: 'editing',
          on: { 'change.cancel': { target: '#securityIdle', actions: ['forgetDraft', 'clearError'] } },
          states: {
            editing: {
              on: {
                'field.change': { actions: { type: 'changeText', params: { form: 'phone' } } },
                'sms.send': [{ guard: 'newMobileValid', actions: 'textNewMobile' }, { actions: 'showMobileError' }],
                'change.submit': [{ guard: { type: 'valid', params: { form: 'phone' } }, target: 'submitting' }, { actions: { type: 'showErrors', params: { form: 'phone' } } }],
              },
            },
            submitting: {
              tags: 'submitting',
              entry: 'clearError',
              invoke: {
                id: 'changePhone',
                src: 'changePhone',
                input: ({ context }): ChangePhoneInput => ({ mobile: context.draft.mobile.trim(), smsCode: context.draft.smsCode.trim() }),
                onDone: { target: '#securityIdle', actions: ['storePhone', 'forgetDraft'] },
                onError: { target: 'editing', actions: { type: 'recordRefusal', params: ({ event }) => ({ form: 'phone' as const, error: event.error }) } },
              },
            },
          },
        },
        email: {
          tags: 'changingEmail',
          initial: 'editing',
          on: { 'change.cancel': { target: '#securityIdle', actions: ['forgetDraft', 'clearError'] } },
          states: {
            editing: {
              on: {
                'field.change': { actions: { type: 'changeText', params: { form: 'email' } } },
                'sms.send': [{ guard: 'hasPhone', actions: 'textAccountMobile' }, { actions: 'showNoPhone' }],
                'change.submit': [{ guard: { type: 'valid', params: { form: 'email' } }, target: 'submitting' }, { actions: { type: 'showErrors', params: { form: 'email' } } }],
              },
            },
            submitting: {
              tags: 'submitting',
              entry: 'clearError',
              invoke: {
                id: 'changeEmail',
                src: 'changeEmail',
                input: ({ context }): ChangeEmailInput => ({ email: context.draft.email.trim(), smsCode: context.draft.smsCode.trim() }),
                onDone: { target: '#securityIdle', actions: ['storeEmail', 'forgetDraft'] },
                onError: { target: 'editing', actions: { type: 'recordRefusal', params: ({ event }) => ({ form: 'email' as const, error: event.error }) } },
              },
            },
          },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.change': { actions: 'changeSecret' },
            'change.submit': [{ guard: { type: 'valid', params: { form: 'password' } }, target: 'submitting' }, { actions: { type: 'showErrors', params: { form: 'password' } } }],
          },
        },
        submitting: {
          tags: 'submitting',
          entry: 'clearError',
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }): ChangePasswordInput => ({ oldPassword: context.draft.oldPassword, newPassword: context.draft.newPassword }),
            onDone: { target: 'changed', actions: 'forgetDraft' },
            onError: { target: 'editing', actions: { type: 'recordRefusal', params: ({ event }) => ({ form: 'password' as const, error: event.error }) } },
          },
        },
        /** This device stays signed in; every other session of the account has ended. */
        changed: { tags: 'changed' },
      },
    },
  },
})
