import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, refused, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { settle } from '../../../tests/support/settle'
import { entryContactMachine, validateContact, type ContactEntry, type Emitted, type SaveContactInput } from './entryContact.machine'

const entries: ContactEntry[] = [
  { id: 'E1', status: 1, linkMan: '王建国', linkPhone: '13800000000' },
  { id: 'E2', status: 0, linkMan: '赵敏', linkPhone: '13700000000' },
]
const saved: ContactEntry = { id: 'E1', status: 1, linkMan: '李文静', linkPhone: '13912345678' }
const refusedByServer = Object.assign(new Error('400'), { userMessage: { id: 'ended', message: '项目已结束，不能修改联系人' } })
const machine = entryContactMachine()
const isValid = (c: { draft: { linkMan: string; linkPhone: string } }) => {
  const errors = validateContact(c.draft)
  return errors.linkMan === null && errors.linkPhone === null
}

describe('validateContact', () => {
  it('needs a name of at most 20 characters and a mobile number by the shared rule (spec 000 §5)', () => {
    expect(validateContact({ linkMan: '李文静', linkPhone: '13912345678' })).toEqual({ linkMan: null, linkPhone: null })
    expect(validateContact({ linkMan: ' ', linkPhone: '13912345678' }).linkMan?.message).toBe('请输入联系人姓名')
    expect(validateContact({ linkMan: '李'.repeat(21), linkPhone: '13912345678' }).linkMan?.message).toBe('联系人姓名不能超过20个字符')
    const phoneError = (linkPhone: string) => validateContact({ linkMan: '李文静', linkPhone }).linkPhone?.message ?? null
    expect(phoneError('   ')).toBe('手机号码不能为空')
    expect(phoneError('1391234567')).toBe('手机号码长度不为11位')
    expect(phoneError('139123456789')).toBe('手机号码长度不为11位')
    expect(phoneError('1391234567a')).toBe('手机号码格式不正确')
    // A landline written in eleven characters is not a mobile number.
    expect(phoneError('01088888888')).toBe('手机号码格式不正确')
    // What the number is typed with around it is not part of it.
    expect(phoneError(' 13912345678 ')).toBeNull()
  })
})

describe('entry contact machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine,
      inputs: [{ projectId: 'P1' }],
      events: [
        done('loadEntries', entries),
        failed('loadEntries', new Error('offline')),
        { type: 'contact.retry' },
        { type: 'contact.edit', id: 'E1' },
        // A withdrawn sign-up, or one not listed, cannot be changed.
        refused({ type: 'contact.edit', id: 'E2' }),
        refused({ type: 'contact.edit', id: 'E9' }),
        { type: 'contact.change', field: 'linkPhone', value: '139' },
        { type: 'contact.change', field: 'linkPhone', value: '13912345678' },
        { type: 'contact.submit' },
        { type: 'contact.cancel' },
        done('saveContact', saved),
        done('saveContact', null),
        failed('saveContact', refusedByServer),
      ],
      context: (c) => ({ loaded: c.entries !== null, editingId: c.editingId, draft: c.draft.linkPhone, phoneError: c.fieldErrors.linkPhone?.message ?? null, error: c.error?.message ?? null, first: c.entries?.[0]?.linkPhone ?? null }),
      initial: () => 'loading',
      target: ({ from, event }) => {
        switch (event.type) {
          case 'xstate.done.actor.loadEntries':
            return 'ready'
          case 'xstate.error.actor.loadEntries':
            return 'failed'
          case 'contact.retry':
            return from.matches('failed') ? 'loading' : 'unchanged'
          case 'contact.edit':
            return from.matches('ready') && event.id === 'E1' ? 'editing' : 'unchanged'
          case 'contact.submit':
            return from.matches('editing') && isValid(from.context) ? 'saving' : 'unchanged'
          case 'contact.cancel':
            return from.matches('editing') ? 'ready' : 'unchanged'
          case 'xstate.done.actor.saveContact':
            return 'ready'
          case 'xstate.error.actor.saveContact':
            return 'editing'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', failed: 'failed', editing: ['editing', 'saving'], saving: 'saving' })
        if (event.type === 'contact.edit' && to.matches('editing')) {
          const current = from.context.entries!.find((e) => e.id === event.id)!
          expect(to.context.draft).toEqual({ linkMan: current.linkMan, linkPhone: current.linkPhone })
        }
        if (event.type === 'contact.submit' && from.matches('editing') && !isValid(from.context)) expect(to.context.fieldErrors.linkPhone).not.toBeNull()
        if (event.type === 'xstate.done.actor.saveContact') {
          const shown = to.context.entries!.find((e) => e.id === 'E1')!
          // The server's record, or what was typed when it answers without one.
          expect(shown.linkPhone).toBe(event.output ? saved.linkPhone : from.context.draft.linkPhone)
          expect(to.context.editingId).toBeNull()
        }
        if (event.type === 'xstate.error.actor.saveContact') {
          expect(to.context.draft).toEqual(from.context.draft)
          expect(to.context.error?.message).toBe('项目已结束，不能修改联系人')
        }
      },
      invariant: {
        editing: (s) => expect(s.context.editingId).toBe('E1'),
        saving: (s) => expect(isValid(s.context)).toBe(true),
        failed: (s) => expect(s.context.error).not.toBeNull(),
      },
    })
  })
})

describe('entry contact machine behaviour', () => {
  it('sends the trimmed contact of the sign-up being edited and announces it', async () => {
    const sent: SaveContactInput[] = []
    const actor = createActor(
      machine.provide({
        actors: {
          loadEntries: fromPromise(async () => entries),
          saveContact: fromPromise(async ({ input }: { input: SaveContactInput }) => {
            sent.push(input)
            return { ...entries[0]!, linkMan: input.linkMan, linkPhone: input.linkPhone } as ContactEntry | null
          }),
        },
      }),
      { input: { projectId: 'P1' } },
    )
    const emitted: Emitted[] = []
    actor.on('*', (e) => void emitted.push(e))
    actor.start()
    await settle()
    actor.send({ type: 'contact.edit', id: 'E1' })
    actor.send({ type: 'contact.change', field: 'linkMan', value: ' 李文静 ' })
    actor.send({ type: 'contact.change', field: 'linkPhone', value: '13912345678' })
    actor.send({ type: 'contact.submit' })
    await settle()
    expect(sent).toEqual([{ id: 'E1', linkMan: '李文静', linkPhone: '13912345678' }])
    expect(actor.getSnapshot().context.entries![0]!.linkMan).toBe('李文静')
    expect(emitted).toEqual([{ type: 'contact.saved', id: 'E1' }])
  })
})
