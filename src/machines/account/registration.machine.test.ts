import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { settle } from '../../../tests/support/settle'
import { enterpriseErrors, keptDraft, personalErrors, registrationMachine, type Context, type KeptDraft, type Licence, type RegistrationRequest } from './registration.machine'

const licence: Licence = { attachId: 'A1', link: 'data:image/png,licence', name: '营业执照.png' }
const restored: KeptDraft = {
  mobile: '13912345678',
  enterprise: { name: '杭州新锐建筑科技有限公司', creditCode: '91330100MA2H3K4L50', contactName: '周明', contactPhone: '13812345678', email: 'zhouming@163.com' },
  licence,
}
const picture = new File(['x'], '执照.png', { type: 'image/png' })
const refusal = (field: string | null, message: string) => Object.assign(new Error('400'), { field, userMessage: { id: message, message } })
const wrongCode = refusal('smsCode', '验证码不正确')
const nameTakenByServer = refusal('name', '该企业名称已注册')
const offline = new Error('offline')

const personalValid = (c: Context) => Object.keys(personalErrors(c.personal)).length === 0 && !(c.refusal && ['mobile', 'smsCode', 'password', 'passwordRepeat', 'agreed'].includes(c.refusal.field))
const enterpriseValid = (c: Context) => Object.keys(enterpriseErrors(c.enterprise, c.licence)).length === 0 && !(c.refusal && ['name', 'creditCode', 'licence'].includes(c.refusal.field))

const EDITING = { enterprise: { form: 'editing', licence: 'idle' } } as const

describe('registration machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: registrationMachine,
      inputs: [{ restored: null }, { restored }],
      events: [
        { type: 'field.change', field: 'mobile', value: '139' },
        { type: 'field.change', field: 'mobile', value: '13912345678' },
        { type: 'field.change', field: 'smsCode', value: '246810' },
        { type: 'password.change', field: 'password', password: 'Passw0rd1' },
        { type: 'password.change', field: 'passwordRepeat', password: 'Passw0rd1' },
        { type: 'agreement.set', agreed: true },
        { type: 'sms.send' },
        { type: 'personal.next' },
        { type: 'step.enterprise' },
        { type: 'step.personal' },
        { type: 'field.change', field: 'name', value: ' ' },
        { type: 'field.change', field: 'name', value: '杭州新锐建筑科技有限公司' },
        { type: 'licence.remove' },
        { type: 'licence.choose', file: picture },
        { type: 'licence.progress', loaded: 1, total: 1 },
        { type: 'licence.uploaded', file: licence },
        { type: 'licence.failed', error: offline },
        { type: 'licence.cancel' },
        { type: 'enterprise.submit' },
        done('checkName', false),
        done('checkName', true),
        failed('checkName', offline),
        done('register', null),
        failed('register', wrongCode),
        failed('register', nameTakenByServer),
        failed('register', offline),
        { type: 'registration.restart' },
      ],
      context: (c) => ({
        mobile: c.personal.mobile,
        code: c.personal.smsCode,
        password: c.personal.password !== '',
        repeat: c.personal.passwordRepeat !== '',
        agreed: c.personal.agreed,
        name: c.enterprise.name,
        licence: c.licence !== null,
        upload: c.upload?.loaded ?? null,
        shown: Object.keys(c.fieldErrors).sort(),
        refusal: c.refusal?.field ?? null,
        error: c.error?.message ?? null,
      }),
      simplePaths: false,
      initial: () => 'personal',
      // Decision 037: a step is entered only with the one before it valid; the server's refusal of a
      // field puts the supplier back where that field is, with everything typed kept.
      target: ({ from, event }) => {
        const at = (value: unknown) => from.matches(value as never)
        const licenceState = at({ enterprise: { licence: 'uploading' } }) ? 'uploading' : 'idle'
        const inForm = (form: string) => ({ enterprise: { form, licence: licenceState } }) as never
        switch (event.type) {
          case 'personal.next':
          case 'step.enterprise':
            return at('personal') && personalValid(from.context) ? EDITING : 'unchanged'
          case 'step.personal':
            return at({ enterprise: { form: 'editing' } }) ? 'personal' : 'unchanged'
          case 'enterprise.submit':
            if (!at({ enterprise: { form: 'editing' } }) || licenceState === 'uploading') return 'unchanged'
            return enterpriseValid(from.context) ? inForm('checkingName') : 'unchanged'
          case 'xstate.done.actor.checkName':
            return inForm(event.output ? 'editing' : 'submitting')
          case 'xstate.error.actor.checkName':
            return inForm('editing')
          case 'xstate.done.actor.register':
            return 'done'
          case 'xstate.error.actor.register':
            return event.error === wrongCode ? 'personal' : inForm('editing')
          case 'licence.choose':
            return at({ enterprise: { form: 'editing', licence: 'idle' } }) ? ({ enterprise: { form: 'editing', licence: 'uploading' } } as const) : 'unchanged'
          case 'licence.uploaded':
          case 'licence.failed':
          case 'licence.cancel':
            return at({ enterprise: { licence: 'uploading' } }) ? ({ enterprise: { form: (from.value as { enterprise: { form: string } }).enterprise.form, licence: 'idle' } } as never) : 'unchanged'
          case 'registration.restart':
            return at('done') ? 'personal' : 'unchanged'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { personalStep: 'personal', enterpriseStep: 'enterprise', editingEnterprise: { enterprise: { form: 'editing' } }, done: 'done' })
        if (event.type === 'personal.next' && from.matches('personal') && !personalValid(from.context)) {
          expect(Object.keys(to.context.fieldErrors).sort()).toEqual(expect.arrayContaining(Object.keys(personalErrors(from.context.personal))))
        }
        if (event.type === 'xstate.error.actor.register' && event.error === wrongCode) {
          expect(to.context.fieldErrors.smsCode?.message).toBe('验证码不正确')
          expect(to.context.enterprise).toEqual(from.context.enterprise)
          expect(to.context.personal).toEqual(from.context.personal)
        }
        if (event.type === 'xstate.error.actor.register' && event.error === nameTakenByServer) expect(to.context.fieldErrors.name?.message).toBe('该企业名称已注册')
        if (event.type === 'xstate.done.actor.checkName' && event.output) expect(to.context.fieldErrors.name?.message).toBe('该企业名称已注册')
        if (event.type === 'xstate.error.actor.register' && event.error === offline) expect(to.context.error?.message).toBe('操作失败，请稍后重试')
        if (event.type === 'licence.failed' && from.matches({ enterprise: { licence: 'uploading' } })) expect(to.context.fieldErrors.licence).toBeDefined()
        // A refused field's message goes as soon as that field changes.
        if (event.type === 'field.change' && from.context.refusal?.field === event.field && to !== from) expect(to.context.refusal).toBeNull()
      },
      invariant: {
        // A refusal the supplier has not answered stays on show beside its field.
        personal: (s) => {
          if (s.context.refusal) expect(s.context.fieldErrors[s.context.refusal.field]).toBe(s.context.refusal.message)
        },
        // Step 2 is only ever shown with step 1 complete.
        enterprise: (s) => expect(personalErrors(s.context.personal)).toEqual({}),
        'enterprise.form.submitting': (s) => expect(enterpriseValid(s.context)).toBe(true),
        done: (s) => {
          expect(s.context.personal.password).toBe('')
          expect(s.context.personal.smsCode).toBe('')
        },
      },
    })
  })
})

describe('registration machine behaviour', () => {
  it('asks for the SMS code only for a valid mobile, and sends the trimmed registration with the licence', async () => {
    const codes: string[] = []
    const sent: RegistrationRequest[] = []
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          smsCode: fromCallback(({ receive }) => receive((event) => codes.push((event as unknown as { mobile: string }).mobile))) as never,
          checkName: fromPromise(async () => false),
          register: fromPromise<unknown, RegistrationRequest>(async ({ input }) => {
            sent.push(input)
            return null
          }),
          uploadLicence: fromCallback(({ sendBack }) => sendBack({ type: 'licence.uploaded', file: licence })),
        },
      }),
      { input: { restored: null } },
    ).start()
    actor.send({ type: 'sms.send' })
    expect(actor.getSnapshot().context.fieldErrors.mobile?.message).toBe('手机号码不能为空')
    actor.send({ type: 'field.change', field: 'mobile', value: ' 13912345678 ' })
    expect(actor.getSnapshot().context.fieldErrors.mobile).toBeUndefined()
    actor.send({ type: 'sms.send' })
    expect(codes).toEqual(['13912345678'])

    actor.send({ type: 'personal.next' })
    expect(actor.getSnapshot().matches('personal')).toBe(true)
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual(['agreed', 'password', 'passwordRepeat', 'smsCode'])
    actor.send({ type: 'field.change', field: 'smsCode', value: '246810' })
    actor.send({ type: 'password.change', field: 'password', password: 'Passw0rd1' })
    actor.send({ type: 'password.change', field: 'passwordRepeat', password: 'Passw0rd2' })
    expect(actor.getSnapshot().context.fieldErrors.passwordRepeat?.message).toBe('两次输入的密码不一致')
    actor.send({ type: 'password.change', field: 'password', password: 'Passw0rd2' })
    expect(actor.getSnapshot().context.fieldErrors.passwordRepeat).toBeUndefined()
    actor.send({ type: 'agreement.set', agreed: true })
    actor.send({ type: 'personal.next' })
    expect(actor.getSnapshot().matches({ enterprise: { form: 'editing' } })).toBe(true)

    for (const [field, value] of Object.entries(restored.enterprise)) actor.send({ type: 'field.change', field: field as never, value: ` ${value.toLowerCase()} ` })
    actor.send({ type: 'enterprise.submit' })
    expect(actor.getSnapshot().context.fieldErrors.licence?.message).toBe('请上传营业执照')
    actor.send({ type: 'licence.choose', file: picture })
    actor.send({ type: 'enterprise.submit' })
    await settle()
    expect(actor.getSnapshot().matches('done')).toBe(true)
    expect(sent).toEqual([
      {
        personal: { mobile: '13912345678', smsCode: '246810', password: 'Passw0rd2' },
        enterprise: { name: '杭州新锐建筑科技有限公司', creditCode: '91330100MA2H3K4L50', contactName: '周明', contactPhone: '13812345678', email: 'zhouming@163.com' },
        licence,
      },
    ])
    // Nothing secret stays; the mobile stays to say which account to sign in with.
    expect(actor.getSnapshot().context.personal).toEqual({ mobile: '13912345678', smsCode: '', password: '', passwordRepeat: '', agreed: false })
  })

  it('keeps no password or code in what it lets the portal keep', () => {
    const actor = createActor(registrationMachine, { input: { restored } }).start()
    actor.send({ type: 'password.change', field: 'password', password: 'Passw0rd1' })
    actor.send({ type: 'field.change', field: 'smsCode', value: '246810' })
    const kept = keptDraft(actor.getSnapshot().context)
    expect(kept).toEqual(restored)
    expect(JSON.stringify(kept)).not.toMatch(/Passw0rd1|246810/)
    actor.stop()
  })
})
