import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { settle } from '../../../tests/support/settle'
import { accountSecurityMachine, formErrors, type ChangePasswordInput, type ChangePhoneInput, type Context, type Input } from './accountSecurity.machine'

const ACCOUNT = { phone: '13812340001', email: 'old_mail@163.com' }
const refusal = (field: string | null, message: string) => Object.assign(new Error('400'), { field, userMessage: { id: message, message } })
const wrongCode = refusal('smsCode', '验证码不正确')
const takenMobile = refusal('mobile', '该手机号码已被其他账号使用')
const wrongOld = refusal('oldPassword', '原密码不正确')
const offline = new Error('offline')

const formOf = (from: { matches: (value: never) => boolean }) =>
  from.matches({ overview: 'phone' } as never) ? 'phone' : from.matches({ overview: 'email' } as never) ? 'email' : 'password'
const valid = (form: 'phone' | 'email' | 'password', c: Context) => Object.keys(formErrors(form, c.draft, c.account)).length === 0

describe('formErrors', () => {
  it('checks each change by spec 000 §5 and refuses what would change nothing', () => {
    const draft = { mobile: '', email: '', smsCode: '', oldPassword: '', newPassword: '', newPasswordRepeat: '' }
    expect(Object.keys(formErrors('phone', draft, ACCOUNT)).sort()).toEqual(['mobile', 'smsCode'])
    expect(formErrors('phone', { ...draft, mobile: ACCOUNT.phone, smsCode: '123456' }, ACCOUNT).mobile?.message).toBe('新手机号码不能与原手机号码相同')
    expect(formErrors('phone', { ...draft, mobile: '13912345678', smsCode: '12345' }, ACCOUNT).smsCode?.message).toBe('短信验证码应为6位数字')
    expect(formErrors('email', { ...draft, email: 'new@163', smsCode: '123456' }, ACCOUNT).email?.message).toBe('电子邮箱格式不正确')
    expect(formErrors('email', { ...draft, email: ACCOUNT.email, smsCode: '123456' }, ACCOUNT).email?.message).toBe('新邮箱不能与原邮箱相同')
    expect(formErrors('password', { ...draft, oldPassword: 'Passw0rd!', newPassword: 'Passw0rd!', newPasswordRepeat: 'Passw0rd!' }, null).newPassword?.message).toBe('新密码不能与原密码相同')
    expect(formErrors('password', { ...draft, oldPassword: 'Passw0rd!', newPassword: 'Newpass123', newPasswordRepeat: 'Newpass124' }, null)).toEqual({
      newPasswordRepeat: expect.objectContaining({ message: '两次输入的密码不一致' }),
    })
  })
})

describe('accountSecurity machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: accountSecurityMachine,
      inputs: [{ page: 'overview' }, { page: 'password' }] satisfies Input[],
      events: [
        { type: 'account.retry' },
        { type: 'phone.open' },
        { type: 'email.open' },
        { type: 'change.cancel' },
        { type: 'field.change', field: 'mobile', value: '139' },
        { type: 'field.change', field: 'mobile', value: '13912345678' },
        { type: 'field.change', field: 'email', value: 'new_mail@163.com' },
        { type: 'field.change', field: 'smsCode', value: '246810' },
        { type: 'password.change', field: 'oldPassword', password: 'Passw0rd!' },
        { type: 'password.change', field: 'newPassword', password: 'Newpass123' },
        { type: 'password.change', field: 'newPasswordRepeat', password: 'Newpass123' },
        { type: 'sms.send' },
        { type: 'change.submit' },
        { type: 'notice.dismiss' },
        done('loadAccount', ACCOUNT),
        // An account with no mobile on file cannot be texted the e-mail's code.
        done('loadAccount', { phone: '', email: '' }),
        failed('loadAccount', offline),
        done('changePhone', null),
        failed('changePhone', wrongCode),
        failed('changePhone', takenMobile),
        done('changeEmail', null),
        failed('changeEmail', offline),
        done('changePassword', { signedOut: 1 }),
        failed('changePassword', wrongOld),
      ],
      context: (c) => ({
        account: c.account,
        draft: { ...c.draft, oldPassword: c.draft.oldPassword !== '', newPassword: c.draft.newPassword !== '', newPasswordRepeat: c.draft.newPasswordRepeat !== '' },
        shown: Object.keys(c.fieldErrors).sort(),
        notice: c.notice,
        error: c.error?.message ?? null,
      }),
      simplePaths: false,
      initial: (input) => (input.page === 'password' ? 'password.editing' : 'loading'),
      // Decision 040: a change is sent only when its form passes; a refusal keeps the form as typed,
      // at the field it names; the password page never reads the account.
      target: ({ from, event }) => {
        const inChange = from.matches({ overview: 'phone' }) || from.matches({ overview: 'email' })
        switch (event.type) {
          case 'account.retry':
            return from.matches('failed') ? 'loading' : 'unchanged'
          case 'phone.open':
            return from.matches({ overview: 'idle' }) ? 'overview.phone.editing' : 'unchanged'
          case 'email.open':
            return from.matches({ overview: 'idle' }) ? 'overview.email.editing' : 'unchanged'
          case 'change.cancel':
            return inChange ? 'overview.idle' : 'unchanged'
          case 'change.submit': {
            if (from.matches({ overview: { phone: 'editing' } })) return valid('phone', from.context) ? 'overview.phone.submitting' : 'unchanged'
            if (from.matches({ overview: { email: 'editing' } })) return valid('email', from.context) ? 'overview.email.submitting' : 'unchanged'
            if (from.matches({ password: 'editing' })) return valid('password', from.context) ? 'password.submitting' : 'unchanged'
            return 'unchanged'
          }
          case 'xstate.done.actor.loadAccount':
            return 'overview.idle'
          case 'xstate.error.actor.loadAccount':
            return 'failed'
          case 'xstate.done.actor.changePhone':
          case 'xstate.done.actor.changeEmail':
            return 'overview.idle'
          case 'xstate.error.actor.changePhone':
            return 'overview.phone.editing'
          case 'xstate.error.actor.changeEmail':
            return 'overview.email.editing'
          case 'xstate.done.actor.changePassword':
            return 'password.changed'
          case 'xstate.error.actor.changePassword':
            return 'password.editing'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', failed: 'failed', changingPhone: { overview: 'phone' }, changingEmail: { overview: 'email' }, changed: { password: 'changed' } })
        if (event.type === 'xstate.done.actor.changePhone') {
          expect(to.context.account?.phone).toBe(from.context.draft.mobile.trim())
          expect(to.context.notice).toBe('phoneChanged')
        }
        if (event.type === 'xstate.done.actor.changeEmail') expect(to.context.account?.email).toBe(from.context.draft.email.trim())
        if (event.type === 'sms.send' && from.matches({ overview: { email: 'editing' } }) && !from.context.account?.phone) {
          expect(to.context.error?.message).toBe('账号未绑定手机号码，无法发送验证码')
        }
        if (event.type.startsWith('xstate.error.actor.change')) {
          expect(to.context.draft).toEqual(from.context.draft)
          const error = (event as { error: unknown }).error
          if (error === wrongCode) expect(to.context.fieldErrors.smsCode?.message).toBe('验证码不正确')
          if (error === takenMobile) expect(to.context.fieldErrors.mobile?.message).toBe('该手机号码已被其他账号使用')
          if (error === wrongOld) expect(to.context.fieldErrors.oldPassword?.message).toBe('原密码不正确')
          if (error === offline) expect(to.context.error?.message).toBe('操作失败，请稍后重试')
        }
        if (event.type === 'change.submit' && !to.hasTag('submitting') && (from.matches({ overview: 'phone' }) || from.matches({ overview: 'email' }) || from.matches({ password: 'editing' }))) {
          const form = formOf(from as never)
          expect(Object.keys(to.context.fieldErrors).sort()).toEqual(Object.keys(formErrors(form, from.context.draft, from.context.account)).sort())
        }
      },
      invariant: {
        'overview.phone.submitting': (s) => expect(formErrors('phone', s.context.draft, s.context.account)).toEqual({}),
        'overview.email.submitting': (s) => expect(formErrors('email', s.context.draft, s.context.account)).toEqual({}),
        'password.submitting': (s) => expect(formErrors('password', s.context.draft, null)).toEqual({}),
        'password.changed': (s) => expect(s.context.draft).toMatchObject({ oldPassword: '', newPassword: '', newPasswordRepeat: '' }),
        password: (s) => expect(s.context.account).toBeNull(),
      },
    })
  })
})

describe('accountSecurity machine behaviour', () => {

  it('texts the code to the new mobile, then sends the change and shows the new mobile', async () => {
    const texted: Array<{ to: string; mobile: string }> = []
    const changes: ChangePhoneInput[] = []
    const actor = createActor(
      accountSecurityMachine.provide({
        actors: {
          smsCode: fromCallback(({ input, receive }) => {
            const purpose = (input as { purpose: string }).purpose
            receive((event) => texted.push({ to: purpose, mobile: (event as unknown as { mobile: string }).mobile }))
          }) as never,
          loadAccount: fromPromise(async () => ACCOUNT),
          changePhone: fromPromise<unknown, ChangePhoneInput>(async ({ input }) => void changes.push(input)),
        },
      }),
      { input: { page: 'overview' } },
    ).start()
    await settle()
    actor.send({ type: 'phone.open' })
    actor.send({ type: 'field.change', field: 'mobile', value: ACCOUNT.phone })
    actor.send({ type: 'sms.send' })
    expect(texted).toEqual([])
    expect(actor.getSnapshot().context.fieldErrors.mobile?.message).toBe('新手机号码不能与原手机号码相同')
    actor.send({ type: 'field.change', field: 'mobile', value: ' 13912345678 ' })
    actor.send({ type: 'sms.send' })
    expect(texted).toEqual([{ to: 'changePhone', mobile: '13912345678' }])
    actor.send({ type: 'field.change', field: 'smsCode', value: '246810' })
    actor.send({ type: 'change.submit' })
    await settle()
    expect(changes).toEqual([{ mobile: '13912345678', smsCode: '246810' }])
    expect(actor.getSnapshot().context).toMatchObject({ account: { phone: '13912345678', email: ACCOUNT.email }, notice: 'phoneChanged' })

    actor.send({ type: 'email.open' })
    actor.send({ type: 'sms.send' })
    expect(texted.at(-1)).toEqual({ to: 'changeEmail', mobile: '13912345678' })
  })

  it('sends the old and new password once both are right, then forgets them', async () => {
    const sent: ChangePasswordInput[] = []
    const actor = createActor(
      accountSecurityMachine.provide({ actors: { changePassword: fromPromise<unknown, ChangePasswordInput>(async ({ input }) => void sent.push(input)) } }),
      { input: { page: 'password' } },
    ).start()
    actor.send({ type: 'password.change', field: 'newPassword', password: 'Newpass123' })
    actor.send({ type: 'change.submit' })
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual(['newPasswordRepeat', 'oldPassword'])
    actor.send({ type: 'password.change', field: 'oldPassword', password: 'Passw0rd!' })
    actor.send({ type: 'password.change', field: 'newPasswordRepeat', password: 'Newpass123' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    actor.send({ type: 'change.submit' })
    await settle()
    expect(sent).toEqual([{ oldPassword: 'Passw0rd!', newPassword: 'Newpass123' }])
    expect(actor.getSnapshot().matches({ password: 'changed' })).toBe(true)
    expect(actor.getSnapshot().context.draft.newPassword).toBe('')
  })
})
