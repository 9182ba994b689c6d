import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { editableRecordMachine } from './editableRecord.machine'
import { until } from '../../../tests/support/settle'

type Details = { title: string }
const machine = editableRecordMachine<Details, Details>('testEditable')
const stored: Details = { title: '甲公司' }
const changed: Details = { title: '乙公司' }
const offline = Object.assign(new Error('offline'), { userMessage: { id: 'offline' } })
const refused = Object.assign(new Error('refused'), { userMessage: { id: '纳税人识别号有误' } })

describe('editableRecord machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine,
      inputs: [{ id: 's1' }],
      events: [
        done('loadRecord', stored),
        done('loadRecord', null),
        failed('loadRecord', offline),
        done('saveRecord', changed),
        failed('saveRecord', refused),
        { type: 'detail.retry' },
        { type: 'record.save', draft: changed },
        { type: 'record.edit' },
      ],
      context: (context) => ({ record: context.record?.title ?? null, error: context.error?.id ?? null, saved: context.saved }),
      // A failed first reading is retried; nothing saved yet is still a form to fill in; saves come back to the form.
      target: ({ from, event }) => {
        if (event.type === 'detail.retry') return from.matches('failed') ? 'loading' : 'unchanged'
        if (event.type === 'record.save') return from.matches({ ready: 'idle' }) ? ({ ready: 'saving' } as const) : 'unchanged'
        if (event.type === 'record.edit') return 'unchanged'
        if (from.matches('loading') && event.type.endsWith('loadRecord')) return event.type.startsWith('xstate.error') ? 'failed' : ({ ready: 'idle' } as const)
        if (from.matches({ ready: 'saving' }) && event.type.endsWith('saveRecord')) return { ready: 'idle' } as const
        return 'unchanged'
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', ready: 'ready', saving: { ready: 'saving' }, failed: 'failed' })
        // A refused save keeps the last saved record and says why; an accepted one replaces it.
        if (from.matches({ ready: 'saving' }) && event.type === 'xstate.error.actor.saveRecord') {
          expect(to.context.record).toEqual(from.context.record)
          expect(to.context.error).toEqual(refused.userMessage)
          expect(to.context.saved).toBe(false)
        }
        if (from.matches({ ready: 'saving' }) && event.type === 'xstate.done.actor.saveRecord') {
          expect(to.context.record).toEqual(changed)
          expect(to.context.saved).toBe(true)
        }
        if (event.type === 'record.edit') expect(to.context.saved).toBe(false)
      },
      invariant: {
        failed: (s) => expect(s.context.error).toEqual(offline.userMessage),
        loading: (s) => expect(s.context.error).toBeNull(),
        'ready.saving': (s) => {
          expect(s.context.error).toBeNull()
          expect(s.context.saved).toBe(false)
        },
      },
    })
  })
})

describe('editableRecord machine behaviour', () => {
  it('sends the draft the save names and shows what the server kept', async () => {
    const sent: Details[] = []
    const actor = createActor(
      machine.provide({
        actors: {
          loadRecord: fromPromise(async (): Promise<Details | null> => null),
          saveRecord: fromPromise(async ({ input }: { input: { draft: Details } }) => {
            sent.push(input.draft)
            return { title: input.draft.title.trim() }
          }),
        },
      }),
      { input: { id: 's1' } },
    ).start()
    expect((await until(actor, (s) => s.matches({ ready: 'idle' }))).context.record).toBeNull()
    actor.send({ type: 'record.save', draft: { title: ' 丙公司 ' } })
    const after = await until(actor, (s) => s.context.saved)
    expect(sent).toEqual([{ title: ' 丙公司 ' }])
    expect(after.context.record).toEqual({ title: '丙公司' })
  })
})
