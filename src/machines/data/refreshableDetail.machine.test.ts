import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { refreshableDetailMachine } from './refreshableDetail.machine'
import { until } from '../../../tests/support/settle'

type Row = { id: string; node: string }
const machine = refreshableDetailMachine<Row>('testRefreshable')
const first: Row = { id: 'p1', node: '签到' }
const later: Row = { id: 'p1', node: '解密' }
const offline = Object.assign(new Error('offline'), { userMessage: { id: 'offline' } })

describe('refreshableDetail machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine,
      inputs: [{ id: 'p1' }],
      events: [
        done('loadRecord', first),
        done('loadRecord', later),
        done('loadRecord', null),
        failed('loadRecord', offline),
        { type: 'detail.retry' },
        { type: 'detail.refresh' },
      ],
      context: (context) => ({ record: context.record?.node ?? null, error: context.error?.id ?? null }),
      // A first reading that fails is retried; what is on screen (or was not found) is read again on request.
      target: ({ from, event }) => {
        if (event.type === 'detail.retry') return from.matches('failed') ? 'loading' : 'unchanged'
        if (event.type === 'detail.refresh') {
          if (from.matches({ ready: 'idle' })) return { ready: 'refreshing' } as const
          return from.matches('notFound') ? 'loading' : 'unchanged'
        }
        const output = (event as { output?: Row | null }).output
        if (from.matches('loading')) {
          if (event.type === 'xstate.error.actor.loadRecord') return 'failed'
          return output === null ? 'notFound' : { ready: 'idle' } as const
        }
        if (from.matches({ ready: 'refreshing' })) {
          if (event.type === 'xstate.error.actor.loadRecord') return { ready: 'idle' } as const
          return output === null ? 'notFound' : { ready: 'idle' } as const
        }
        return 'unchanged'
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', ready: 'ready', refreshing: { ready: 'refreshing' }, notFound: 'notFound', failed: 'failed' })
        // A failed re-reading keeps the record on screen and says why beside it.
        if (from.matches({ ready: 'refreshing' }) && event.type === 'xstate.error.actor.loadRecord') {
          expect(to.context.record).toEqual(from.context.record)
          expect(to.context.error).toEqual(offline.userMessage)
        }
        if (to.matches({ ready: 'refreshing' })) expect(to.context.record).toEqual(from.context.record)
      },
      invariant: {
        ready: (s) => expect(s.context.record).not.toBeNull(),
        notFound: (s) => expect(s.context.record).toBeNull(),
        failed: (s) => expect(s.context.error).toEqual(offline.userMessage),
        loading: (s) => expect(s.context.error).toBeNull(),
      },
    })
  })
})

describe('refreshableDetail machine behaviour', () => {
  it('reads the record its input names again on refresh and shows the newer one', async () => {
    let reads = 0
    const actor = createActor(
      machine.provide({ actors: { loadRecord: fromPromise(async ({ input }: { input: { id: string } }): Promise<Row | null> => ({ id: input.id, node: `第${++reads}次` })) } }),
      { input: { id: 'p9' } },
    ).start()
    expect((await until(actor, (s) => s.matches({ ready: 'idle' }))).context.record).toEqual({ id: 'p9', node: '第1次' })
    actor.send({ type: 'detail.refresh' })
    expect(actor.getSnapshot().context.record).toEqual({ id: 'p9', node: '第1次' })
    await until(actor, (s) => s.context.record?.node === '第2次')
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })
})
