import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, tick, walkMachine } from '../../../tests/graph/walk'
import { createManualClock } from '../../../tests/support/manual-clock'
import { offsetOf, serverClockMachine, untilNextSecond, type ServerTimeReading } from './serverClock.machine'

const T0 = 1_700_000_000_000
const offline = new Error('offline')

/** A reading that lands now, after a 200 ms round trip, from a server `offset` ms ahead. */
const landing = (offset: number) => (now: number) =>
  done('readServerTime', { serverTime: now - 100 + offset, sentAt: now - 200, receivedAt: now } satisfies ServerTimeReading) as never

describe('offsetOf and untilNextSecond', () => {
  it('takes the round trip’s midpoint as the moment the server read its clock', () => {
    expect(offsetOf({ serverTime: 10_000, sentAt: 1_000, receivedAt: 1_400 })).toBe(8_800)
    expect(offsetOf({ serverTime: 1_000, sentAt: 5_000, receivedAt: 5_000 })).toBe(-4_000)
  })

  it('waits for the next whole second, a full one when on it', () => {
    expect(untilNextSecond(T0)).toBe(1000)
    expect(untilNextSecond(T0 + 1)).toBe(999)
    expect(untilNextSecond(T0 + 999)).toBe(1)
  })
})

describe('serverClock machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: serverClockMachine,
      inputs: [{ resyncEveryMs: 3000, retryAfterMs: 2000 }],
      startAt: T0,
      events: [tick(0, landing(5000)), tick(0, landing(-2750)), failed('readServerTime', offline), { type: 'clock.resync' }],
      context: (c) => ({ synced: c.offset, failing: c.failures > 0, error: c.error?.message ?? null }),
      simplePaths: false,
      initial: () => ({ sync: 'reading', ticking: 'stopped' }) as const,
      // The clock reads the server at once and again on request or every few minutes; a failure
      // retries soon; ticks start with the first reading and go on through failures.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'xstate.done.actor.readServerTime':
            return { sync: 'synced', ticking: 'running' } as const
          case 'xstate.error.actor.readServerTime':
            return from.context.offset === null ? ({ sync: 'retrying', ticking: 'stopped' } as const) : ({ sync: 'retrying', ticking: 'running' } as const)
          case 'clock.resync':
            return from.matches({ sync: 'reading' }) ? 'unchanged' : 'sync.reading'
          case 'xstate.after.resyncEvery.serverClock.sync.synced':
          case 'xstate.after.retryAfter.serverClock.sync.retrying':
            return 'sync.reading'
          default:
            return 'unchanged'
        }
      },
      invariant: (s) => {
        expect(s.matches({ ticking: 'running' }), 'ticks run exactly when an offset is known').toBe(s.context.offset !== null)
        expect(s.context.serverNow === null).toBe(s.context.offset === null)
        if (s.matches({ sync: 'retrying' })) expect(s.context.failures).toBeGreaterThan(0)
        if (s.matches({ sync: 'synced' })) expect(s.context.failures).toBe(0)
      },
      step: ({ from, event, to, now }) => {
        const { offset, serverNow } = to.context
        // The shown time never runs ahead of the server's and lags it by at most one tick (a
        // timer due with the tick may fire just before it).
        if (offset !== null && serverNow !== null) {
          const lag = now + offset - serverNow
          expect(lag).toBeGreaterThanOrEqual(0)
          expect(lag).toBeLessThanOrEqual(1000)
        }
        if (event.type === 'xstate.after.nextSecond.serverClock.ticking.running') {
          expect(to.context.serverNow! % 1000).toBe(0)
          expect(to.context.serverNow! - from.context.serverNow!).toBeLessThanOrEqual(1000)
        }
        // A failure keeps the last offset.
        if (event.type === 'xstate.error.actor.readServerTime') expect(to.context.offset).toBe(from.context.offset)
      },
    })
  })
})

function start(readings: Array<(sentAt: number) => ServerTimeReading | Error>, input = { resyncEveryMs: 60_000, retryAfterMs: 5000 }) {
  const clock = createManualClock(T0 + 250)
  const calls: number[] = []
  const pending: Array<() => void> = []
  const actor = createActor(
    serverClockMachine.provide({
      actors: {
        readServerTime: fromPromise(async () => {
          const sentAt = clock.now()
          calls.push(sentAt)
          const next = readings[Math.min(calls.length - 1, readings.length - 1)]!(sentAt)
          // The answer arrives when the test says so, the clock having moved meanwhile.
          await new Promise<void>((resolve) => pending.push(resolve))
          if (next instanceof Error) throw next
          return next
        }),
      },
    }),
    { input, clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never } },
  )
  let changes = 0
  actor.subscribe(() => void changes++)
  actor.start()
  const answer = async () => {
    pending.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { actor, clock, calls, answer, changes: () => changes }
}

describe('serverClock machine behaviour', () => {
  it('measures the offset at the round trip’s midpoint and ticks on the server’s whole seconds', async () => {
    const { actor, clock, answer } = start([(sentAt) => ({ serverTime: T0 + 60_000, sentAt, receivedAt: sentAt + 400 })])
    expect(actor.getSnapshot().context.serverNow).toBeNull()
    clock.advance(400)
    await answer()
    // Sent at T0+250, back at T0+650: the server read T0+60000 at T0+450.
    expect(actor.getSnapshot().context).toMatchObject({ offset: 59_550, serverNow: T0 + 60_200, roundTripMs: 400 })
    clock.advance(800)
    expect(actor.getSnapshot().context.serverNow).toBe(T0 + 61_000)
    clock.advance(3000)
    expect(actor.getSnapshot().context.serverNow).toBe(T0 + 64_000)
  })

  it('changes its snapshot once per second while ticking', async () => {
    const { clock, answer, changes } = start([(sentAt) => ({ serverTime: T0, sentAt, receivedAt: sentAt })])
    await answer()
    clock.advance(1000)
    const before = changes()
    clock.advance(10_000)
    expect(changes() - before).toBe(10)
  })

  it('reads again when asked and every few minutes, taking the new offset', async () => {
    const { actor, clock, calls, answer } = start([
      (sentAt) => ({ serverTime: sentAt, sentAt, receivedAt: sentAt }),
      (sentAt) => ({ serverTime: sentAt + 2000, sentAt, receivedAt: sentAt }),
      (sentAt) => ({ serverTime: sentAt - 500, sentAt, receivedAt: sentAt }),
    ])
    await answer()
    expect(actor.getSnapshot().context.offset).toBe(0)
    actor.send({ type: 'clock.resync' })
    await answer()
    expect(actor.getSnapshot().context.offset).toBe(2000)
    clock.advance(59_999)
    expect(calls).toHaveLength(2)
    clock.advance(1)
    expect(calls).toHaveLength(3)
    await answer()
    expect(actor.getSnapshot().context.offset).toBe(-500)
    expect(actor.getSnapshot().context.serverNow).toBe(clock.now() - 500)
  })

  it('keeps the last offset and goes on ticking when a reading fails, then retries', async () => {
    const { actor, clock, calls, answer } = start([(sentAt) => ({ serverTime: sentAt + 1000, sentAt, receivedAt: sentAt }), () => offline])
    await answer()
    actor.send({ type: 'clock.resync' })
    await answer()
    expect(actor.getSnapshot().matches({ sync: 'retrying', ticking: 'running' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ offset: 1000, failures: 1 })
    expect(actor.getSnapshot().context.error).not.toBeNull()
    const shown = actor.getSnapshot().context.serverNow!
    clock.advance(4999)
    expect(actor.getSnapshot().context.serverNow).toBeGreaterThan(shown)
    expect(calls).toHaveLength(2)
    clock.advance(1)
    expect(calls).toHaveLength(3)
  })

  it('shows no time and does not tick until a first reading succeeds', async () => {
    const { actor, clock, calls, answer } = start([() => offline, (sentAt) => ({ serverTime: sentAt, sentAt, receivedAt: sentAt })])
    await answer()
    clock.advance(4000)
    expect(actor.getSnapshot().context.serverNow).toBeNull()
    expect(actor.getSnapshot().matches({ ticking: 'stopped' })).toBe(true)
    clock.advance(1000)
    expect(calls).toHaveLength(2)
    await answer()
    expect(actor.getSnapshot().context.serverNow).toBe(clock.now())
  })
})
