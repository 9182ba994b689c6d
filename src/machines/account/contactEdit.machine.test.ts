import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, refused, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { settle } from '../../../tests/support/settle'
import { contactEditMachine, contactErrors, type Context, type ContactRow, type Emitted, type SaveContactInput } from './contactEdit.machine'

const manager: ContactRow = { id: 'C1', name: '王建国', mobile: '13812340001', email: 'wang@163.com', position: '总经理', department: '', isManage: true }
const ordinary: ContactRow = { id: 'C2', name: '周明', mobile: '13812340002', email: '', position: '', department: '商务部', isManage: false }
const refusal = (field: string | null, message: string) => Object.assign(new Error('400'), { field, userMessage: { id: message, message } })
const takenMobile = refusal('mobile', '该手机号码的联系人已存在')
const managerKept = refusal(null, '管理员不能删除，请先将其他联系人设为管理员')
const valid = (c: Context) => Object.keys(contactErrors(c.draft)).length === 0

describe('contactErrors', () => {
  it('asks for a name and a mobile, checks an e-mail only when given, and caps the lengths', () => {
    const draft = { name: '', mobile: '', email: '', position: '', department: '' }
    expect(Object.keys(contactErrors(draft)).sort()).toEqual(['mobile', 'name'])
    expect(contactErrors({ ...draft, name: '周明', mobile: '13812340002' })).toEqual({})
    expect(contactErrors({ ...draft, name: '周明', mobile: '0571-888888' }).mobile?.message).toBe('手机号码格式不正确')
    expect(contactErrors({ ...draft, name: '周明', mobile: '13812340002', email: 'zhou@163' }).email?.message).toBe('电子邮箱格式不正确')
    expect(contactErrors({ ...draft, name: '周'.repeat(21), mobile: '13812340002' }).name?.message).toBe('联系人姓名不能超过{NAME_MAX}个字')
    expect(contactErrors({ ...draft, name: '周明', mobile: '13812340002', position: '职'.repeat(21) }).position).toBeDefined()
  })
})

describe('contactEdit machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: contactEditMachine,
      inputs: [undefined],
      events: [
        { type: 'contact.add' },
        { type: 'contact.edit', contact: ordinary },
        { type: 'field.change', field: 'name', value: '吴芳' },
        { type: 'field.change', field: 'mobile', value: '138' },
        { type: 'field.change', field: 'mobile', value: '13812340003' },
        { type: 'form.submit' },
        { type: 'form.cancel' },
        { type: 'contact.delete', contact: ordinary },
        { type: 'contact.makeManager', contact: ordinary },
        // The manager is not made manager again: 设为管理员 is not offered for it.
        refused({ type: 'contact.makeManager', contact: manager }),
        { type: 'confirm.yes' },
        { type: 'confirm.no' },
        { type: 'notice.dismiss' },
        done('saveContact', null),
        failed('saveContact', takenMobile),
        failed('saveContact', new Error('offline')),
        done('deleteContact', null),
        failed('deleteContact', managerKept),
        done('setManager', null),
        failed('setManager', new Error('offline')),
      ],
      context: (c) => ({
        editing: c.editingId,
        draft: { name: c.draft.name, mobile: c.draft.mobile },
        shown: Object.keys(c.fieldErrors).sort(),
        target: c.target?.id ?? null,
        notice: c.notice,
        error: c.error?.message ?? null,
      }),
      simplePaths: false,
      initial: () => 'idle',
      // Decision 040: a contact is saved only when the form passes; deleting and making manager are
      // asked first; the manager cannot be made manager again; a refusal keeps the form as typed.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'contact.add':
          case 'contact.edit':
            return from.matches('idle') ? 'editing.form' : 'unchanged'
          case 'form.submit':
            return from.matches({ editing: 'form' }) && valid(from.context) ? 'editing.saving' : 'unchanged'
          case 'form.cancel':
            return from.matches({ editing: 'form' }) ? 'idle' : 'unchanged'
          case 'contact.delete':
            return from.matches('idle') ? 'confirmingDelete' : 'unchanged'
          case 'contact.makeManager':
            return from.matches('idle') && !event.contact.isManage ? 'confirmingManager' : 'unchanged'
          case 'confirm.yes':
            return from.matches('confirmingDelete') ? 'deleting' : from.matches('confirmingManager') ? 'settingManager' : 'unchanged'
          case 'confirm.no':
            return from.matches('confirmingDelete') || from.matches('confirmingManager') ? 'idle' : 'unchanged'
          case 'xstate.done.actor.saveContact':
          case 'xstate.done.actor.deleteContact':
          case 'xstate.done.actor.setManager':
          case 'xstate.error.actor.deleteContact':
          case 'xstate.error.actor.setManager':
            return 'idle'
          case 'xstate.error.actor.saveContact':
            return 'editing.form'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { formOpen: 'editing', saving: { editing: 'saving' } })
        // Decision 075: the question and its call read as the factory's do, and say which act they ask.
        const asked = to.matches('confirmingDelete') || to.matches('deleting') ? 'delete' : to.matches('confirmingManager') || to.matches('settingManager') ? 'makeManager' : null
        expect(to.hasTag('asking')).toBe(asked !== null)
        expect(to.context.act).toBe(asked)
        if (event.type === 'contact.edit' && from.matches('idle')) expect(to.context.draft).toMatchObject({ name: ordinary.name, mobile: ordinary.mobile, department: '商务部' })
        if (event.type === 'xstate.error.actor.saveContact') {
          expect(to.context.draft).toEqual(from.context.draft)
          if (event.error === takenMobile) expect(to.context.fieldErrors.mobile?.message).toBe('该手机号码的联系人已存在')
          else expect(to.context.error?.message).toBe('操作失败，请稍后重试')
        }
        if (event.type === 'xstate.done.actor.saveContact') expect(to.context.notice).toBe(from.context.editingId ? 'saved' : 'added')
        if (event.type === 'xstate.error.actor.deleteContact') expect(to.context.error?.message).toBe('管理员不能删除，请先将其他联系人设为管理员')
        if (event.type === 'form.submit' && from.matches({ editing: 'form' }) && !valid(from.context)) {
          expect(Object.keys(to.context.fieldErrors).sort()).toEqual(Object.keys(contactErrors(from.context.draft)).sort())
        }
      },
      invariant: {
        'editing.saving': (s) => expect(contactErrors(s.context.draft)).toEqual({}),
        confirmingDelete: (s) => expect(s.context.target).not.toBeNull(),
        settingManager: (s) => expect(s.context.target?.isManage).toBe(false),
        idle: (s) => expect(s.context.target).toBeNull(),
      },
    })
  })
})

describe('contactEdit machine behaviour', () => {
  it('sends the form trimmed, with the contact it edits, and tells the list', async () => {
    const saved: SaveContactInput[] = []
    const actor = createActor(
      contactEditMachine.provide({
        actors: {
          saveContact: fromPromise<unknown, SaveContactInput>(async ({ input }) => {
            saved.push(input)
            return null
          }),
        },
      }),
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    actor.send({ type: 'contact.edit', contact: ordinary })
    actor.send({ type: 'field.change', field: 'email', value: ' zhou@163' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.fieldErrors.email?.message).toBe('电子邮箱格式不正确')
    actor.send({ type: 'field.change', field: 'email', value: ' zhou@163.com ' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    actor.send({ type: 'form.submit' })
    await settle()
    expect(saved).toEqual([{ id: 'C2', name: '周明', mobile: '13812340002', email: 'zhou@163.com', position: '', department: '商务部' }])
    expect(emitted).toEqual([{ type: 'contacts.changed' }])
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })
})
