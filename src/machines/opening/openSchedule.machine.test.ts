import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { expectTags } from '../../../tests/graph/tags'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { openScheduleMachine, type MonthSchedule } from './openSchedule.machine'
import { until } from '../../../tests/support/settle'

const november: MonthSchedule = { month: '2026-11', today: '2026-11-14', openings: [], searched: 3, total: 3 }
const december: MonthSchedule = { ...november, month: '2026-12' }
const offline = Object.assign(new Error('offline'), { userMessage: { id: 'offline', message: '网络异常' } })

describe('open schedule machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: openScheduleMachine,
      inputs: [{ month: null }, { month: '2026-11' }],
      events: [
        done('loadSchedule', november),
        done('loadSchedule', december),
        failed('loadSchedule', offline),
        { type: 'schedule.month', month: '2026-11' },
        { type: 'schedule.month', month: '2026-12' },
        { type: 'schedule.month', month: null },
        { type: 'schedule.refresh' },
      ],
      context: (c) => ({ month: c.month, shown: c.schedule?.month ?? null, error: c.error?.id ?? null }),
      simplePaths: false,
      initial: () => 'loading',
      // The URL's month is the schedule's: another month is read at once, even over a read under
      // way; the same month again changes nothing; a refresh reads the month again (the retry).
      target: ({ from, event }) => {
        if (event.type === 'schedule.month') return event.month !== from.context.month ? 'loading' : 'unchanged'
        if (event.type === 'schedule.refresh') return 'loading'
        if (event.type === 'xstate.done.actor.loadSchedule') return 'ready'
        if (event.type === 'xstate.error.actor.loadSchedule') return 'failed'
        return 'unchanged'
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', failed: 'failed' })
        if (event.type === 'schedule.month') expect(to.context.month).toBe(event.month)
        // The month on screen stays until the next one has been read.
        if (to.matches('loading')) expect(to.context.schedule).toBe(from.context.schedule)
        if (event.type === 'xstate.done.actor.loadSchedule') expect(to.context.schedule).toBe(event.output)
      },
      invariant: {
        loading: (s) => expect(s.context.error).toBeNull(),
        ready: (s) => expect(s.context.schedule).not.toBeNull(),
        failed: (s) => expect(s.context.error).toEqual(offline.userMessage),
      },
    })
  })
})

describe('open schedule machine behaviour', () => {
  it('reads the month the URL names, the server’s own month when none, and abandons a read for a month left', async () => {
    const asked: Array<string | null> = []
    const signals: AbortSignal[] = []
    const actor = createActor(
      openScheduleMachine.provide({
        actors: {
          loadSchedule: fromPromise(async ({ input, signal }: { input: { month: string | null }; signal: AbortSignal }) => {
            asked.push(input.month)
            signals.push(signal)
            return { ...november, month: input.month ?? '2026-11' }
          }),
        },
      }),
      { input: { month: null } },
    ).start()
    actor.send({ type: 'schedule.month', month: '2026-12' })
    await until(actor, (s) => s.matches('ready'))
    expect(asked).toEqual([null, '2026-12'])
    expect(signals[0]!.aborted).toBe(true)
    expect(actor.getSnapshot().context.schedule?.month).toBe('2026-12')
    actor.send({ type: 'schedule.month', month: '2026-12' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
  })
})
