import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { recordDetailMachine } from './recordDetail.machine'
import { until } from '../../../tests/support/settle'

type Row = { id: string; title: string }
const machine = recordDetailMachine<Row>('testDetail')
const found: Row = { id: 'm1', title: '开标提醒' }
const offline = Object.assign(new Error('offline'), { userMessage: { id: 'offline' } })

describe('recordDetail machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine,
      inputs: [{ id: 'm1' }],
      events: [done('loadRecord', found), done('loadRecord', null), failed('loadRecord', offline), { type: 'detail.retry' }],
      context: (context) => ({ record: context.record?.id ?? null, error: context.error?.id ?? null }),
      // A record the back end does not know is not a failure; only a failure can be retried.
      target: ({ from, event }) => {
        if (event.type === 'detail.retry') return from.matches('failed') ? 'loading' : 'unchanged'
        if (!from.matches('loading')) return 'unchanged'
        if (event.type === 'xstate.error.actor.loadRecord') return 'failed'
        return (event as { output: Row | null }).output === null ? 'notFound' : 'ready'
      },
      step: ({ to }) => expectTags(to, { loading: 'loading', ready: 'ready', notFound: 'notFound', failed: 'failed' }),
      invariant: {
        ready: (s) => expect(s.context.record).toEqual(found),
        notFound: (s) => expect(s.context.record).toBeNull(),
        failed: (s) => expect(s.context.error).toEqual(offline.userMessage),
      },
    })
  })
})

describe('recordDetail machine behaviour', () => {
  it('asks for the record its input names', async () => {
    const actor = createActor(
      machine.provide({ actors: { loadRecord: fromPromise(async ({ input }: { input: { id: string } }): Promise<Row | null> => ({ id: input.id, title: 'x' })) } }),
      { input: { id: 'm7' } },
    ).start()
    const ready = await until(actor, (s) => s.matches('ready'))
    expect(ready.context.record).toEqual({ id: 'm7', title: 'x' })
  })
})
