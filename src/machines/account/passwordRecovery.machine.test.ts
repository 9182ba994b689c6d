import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { settle } from '../../../tests/support/settle'
import { passwordRecoveryMachine, resetErrors, verifyErrors, type CodeCheck, type Context, type ResetRequest } from './passwordRecovery.machine'

const refusal = (field: string | null, message: string) => Object.assign(new Error('400'), { field, userMessage: { id: message, message } })
const wrongCode = refusal('smsCode', '验证码不正确')
const weakPassword = refusal('password', '密码须为8-20位，且同时包含字母和数字')
const offline = new Error('offline')
const wrongMobile = refusal('mobile', '该手机号未注册')

const verifyValid = (c: Context) => Object.keys(verifyErrors(c.draft)).length === 0 && !(c.refusal && ['mobile', 'smsCode'].includes(c.refusal.field))
const resetValid = (c: Context) => Object.keys(resetErrors(c.draft)).length === 0 && !(c.refusal && ['password', 'passwordRepeat'].includes(c.refusal.field))

describe('passwordRecovery machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: passwordRecoveryMachine,
      inputs: [undefined],
      events: [
        { type: 'field.change', field: 'mobile', value: '139' },
        { type: 'field.change', field: 'mobile', value: '13912345678' },
        { type: 'field.change', field: 'smsCode', value: '246810' },
        { type: 'sms.send' },
        { type: 'verify.next' },
        { type: 'reset.back' },
        { type: 'password.change', field: 'password', password: 'Newpass123' },
        { type: 'password.change', field: 'passwordRepeat', password: 'Newpass123' },
        { type: 'reset.submit' },
        done('checkCode', null),
        failed('checkCode', wrongCode),
        failed('checkCode', wrongMobile),
        failed('checkCode', offline),
        done('resetPassword', null),
        failed('resetPassword', wrongCode),
        failed('resetPassword', weakPassword),
        failed('resetPassword', offline),
      ],
      context: (c) => ({
        draft: { ...c.draft, password: c.draft.password !== '', passwordRepeat: c.draft.passwordRepeat !== '' },
        shown: Object.keys(c.fieldErrors).sort(),
        refusal: c.refusal?.field ?? null,
        error: c.error?.message ?? null,
      }),
      simplePaths: false,
      initial: () => 'verify',
      // Decision 037: the code is checked by the server before the new password is asked for; a
      // refused code stays (or goes back) at the code; done once the server took the new password.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'verify.next':
            return from.matches('verify') && verifyValid(from.context) ? 'checking' : 'unchanged'
          case 'xstate.done.actor.checkCode':
            return { reset: 'editing' } as const
          case 'xstate.error.actor.checkCode':
            return 'verify'
          case 'reset.back':
            return from.matches({ reset: 'editing' }) ? 'verify' : 'unchanged'
          case 'reset.submit':
            return from.matches({ reset: 'editing' }) && resetValid(from.context) ? ({ reset: 'submitting' } as const) : 'unchanged'
          case 'xstate.done.actor.resetPassword':
            return 'done'
          case 'xstate.error.actor.resetPassword':
            return event.error === wrongCode ? 'verify' : ({ reset: 'editing' } as const)
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { resetStep: 'reset', done: 'done' })
        if (event.type === 'xstate.error.actor.checkCode') {
          // Everything typed stays; a refusal of a field is shown at it, any other failure above the form.
          expect(to.context.draft).toEqual(from.context.draft)
          if (event.error === wrongCode) expect([to.context.refusal?.field, to.context.fieldErrors.smsCode?.message]).toEqual(['smsCode', '验证码不正确'])
          if (event.error === wrongMobile) expect([to.context.refusal?.field, to.context.fieldErrors.mobile?.message]).toEqual(['mobile', '该手机号未注册'])
          if (event.error === offline) expect([to.context.refusal, to.context.error?.message]).toEqual([from.context.refusal, '操作失败，请稍后重试'])
        }
        if (event.type === 'xstate.error.actor.resetPassword' && event.error === wrongCode) {
          expect(to.context.fieldErrors.smsCode?.message).toBe('验证码不正确')
          expect(to.context.draft).toEqual(from.context.draft)
        }
        if (event.type === 'xstate.error.actor.resetPassword' && event.error === weakPassword) expect(to.context.fieldErrors.password?.message).toBe('密码须为8-20位，且同时包含字母和数字')
        if (event.type === 'xstate.error.actor.resetPassword' && event.error === offline) expect(to.context.error?.message).toBe('操作失败，请稍后重试')
        if (event.type === 'verify.next' && from.matches('verify') && !verifyValid(from.context)) {
          expect(Object.keys(to.context.fieldErrors)).toEqual(expect.arrayContaining(Object.keys(verifyErrors(from.context.draft))))
        }
      },
      invariant: {
        verify: (s) => {
          if (s.context.refusal) expect(s.context.fieldErrors[s.context.refusal.field]).toBe(s.context.refusal.message)
        },
        checking: (s) => expect(verifyErrors(s.context.draft)).toEqual({}),
        'reset.submitting': (s) => {
          expect(verifyErrors(s.context.draft)).toEqual({})
          expect(resetErrors(s.context.draft)).toEqual({})
        },
        done: (s) => expect(s.context.draft.password).toBe(''),
      },
    })
  })
})

describe('passwordRecovery machine behaviour', () => {
  it('has the code checked, then sends the mobile, the code and the new password, then forgets them', async () => {
    const codes: string[] = []
    const checked: CodeCheck[] = []
    const sent: ResetRequest[] = []
    const actor = createActor(
      passwordRecoveryMachine.provide({
        actors: {
          smsCode: fromCallback(({ receive }) => receive((event) => codes.push((event as unknown as { mobile: string }).mobile))) as never,
          checkCode: fromPromise<unknown, CodeCheck>(async ({ input }) => {
            checked.push(input)
            return null
          }),
          resetPassword: fromPromise<unknown, ResetRequest>(async ({ input }) => {
            sent.push(input)
            return null
          }),
        },
      }),
    ).start()
    actor.send({ type: 'field.change', field: 'mobile', value: '13912345678 ' })
    actor.send({ type: 'sms.send' })
    expect(codes).toEqual(['13912345678'])
    actor.send({ type: 'verify.next' })
    expect(actor.getSnapshot().context.fieldErrors.smsCode?.message).toBe('请输入短信验证码')
    actor.send({ type: 'field.change', field: 'smsCode', value: '246810' })
    actor.send({ type: 'verify.next' })
    await settle()
    expect(checked).toEqual([{ mobile: '13912345678', smsCode: '246810' }])
    actor.send({ type: 'password.change', field: 'password', password: 'Newpass123' })
    actor.send({ type: 'reset.submit' })
    expect(actor.getSnapshot().context.fieldErrors.passwordRepeat?.message).toBe('请再次输入密码')
    actor.send({ type: 'password.change', field: 'passwordRepeat', password: 'Newpass123' })
    actor.send({ type: 'reset.submit' })
    await settle()
    expect(sent).toEqual([{ mobile: '13912345678', smsCode: '246810', password: 'Newpass123' }])
    expect(actor.getSnapshot().matches('done')).toBe(true)
    expect(actor.getSnapshot().context.draft).toEqual({ mobile: '13912345678', smsCode: '', password: '', passwordRepeat: '' })
  })
})
