import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { createManualClock } from '../../../tests/support/manual-clock'
import { settle } from '../../../tests/support/settle'
import { connectionMachine, nextRetryMs } from './connection.machine'

const FIRST = 1000
const MAX = 4000
const unreachable = new Error('unreachable')

describe('nextRetryMs', () => {
  it('doubles the wait after each failed probe, up to the cap', () => {
    expect(nextRetryMs(1000, 16_000)).toBe(2000)
    expect(nextRetryMs(8000, 16_000)).toBe(16_000)
    expect(nextRetryMs(16_000, 16_000)).toBe(16_000)
  })
})

describe('connection machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: connectionMachine,
      inputs: [{ firstRetryMs: FIRST, maxRetryMs: MAX }],
      events: [
        { type: 'request.answered' },
        { type: 'request.unreachable' },
        { type: 'browser.online' },
        { type: 'browser.offline' },
        done('probe', undefined),
        failed('probe', unreachable),
      ],
      context: (c) => c.retryMs,
      initial: () => 'online',
      // Lost on a request with no answer or on the browser's word; back on any answer; probed
      // after a wait, at once when the browser says the network is back.
      target: ({ from, event }) => {
        const waiting = 'offline.waiting' as const
        const probing = 'offline.probing' as const
        switch (event.type) {
          case 'request.unreachable':
          case 'browser.offline':
            return from.matches('online') ? waiting : 'unchanged'
          case 'request.answered':
            return from.matches('offline') ? 'online' : 'unchanged'
          case 'browser.online':
            return from.matches({ offline: 'waiting' }) ? probing : 'unchanged'
          case 'xstate.done.actor.probe':
            return 'online'
          case 'xstate.error.actor.probe':
            return waiting
          default:
            if (event.type.startsWith('xstate.after.')) return probing
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { offline: 'offline' })
        if (from.matches('online') && to.matches('offline')) expect(to.context.retryMs).toBe(FIRST)
        if (event.type === 'xstate.error.actor.probe') expect(to.context.retryMs).toBe(Math.min(from.context.retryMs * 2, MAX))
      },
      invariant: {
        online: (s) => expect(s.context.retryMs).toBeLessThanOrEqual(MAX),
        'offline.waiting': (s) => expect(s.context.retryMs).toBeGreaterThanOrEqual(FIRST),
        'offline.probing': (s) => expect(s.context.retryMs).toBeLessThanOrEqual(MAX),
      },
    })
  })
})

describe('connection machine behaviour', () => {
  it('probes with a doubling wait, capped, and is back online by itself once the server answers', async () => {
    const clock = createManualClock(0)
    const probes: number[] = []
    let reachable = false
    const actor = createActor(
      connectionMachine.provide({
        actors: {
          probe: fromPromise(async () => {
            probes.push(clock.now())
            if (!reachable) throw unreachable
          }),
        },
      }),
      { input: { firstRetryMs: FIRST, maxRetryMs: MAX }, clock },
    ).start()

    actor.send({ type: 'request.unreachable' })
    for (const ms of [1000, 2000, 4000, 4000]) {
      clock.advance(ms)
      await settle()
    }
    expect(probes).toEqual([1000, 3000, 7000, 11000])
    expect(actor.getSnapshot().matches('offline')).toBe(true)

    reachable = true
    clock.advance(3999)
    await settle()
    expect(actor.getSnapshot().matches('offline')).toBe(true)
    clock.advance(1)
    await settle()
    expect(actor.getSnapshot().matches('online')).toBe(true)
    expect(probes).toHaveLength(5)
  })

  it('asks at once when the browser says the network is back', async () => {
    const clock = createManualClock(0)
    let probes = 0
    const actor = createActor(connectionMachine.provide({ actors: { probe: fromPromise(async (): Promise<void> => void probes++) } }), { input: undefined, clock }).start()
    actor.send({ type: 'browser.offline' })
    actor.send({ type: 'browser.online' })
    await settle()
    expect(probes).toBe(1)
    expect(actor.getSnapshot().matches('online')).toBe(true)
  })
})
