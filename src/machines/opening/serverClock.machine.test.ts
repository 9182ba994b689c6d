import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, tick, walkMachine } from '../../../tests/graph/walk'
import { createManualClock } from '../../../tests/support/manual-clock'
import { advanceUntil, settle } from '../../../tests/support/settle'
import {
  boundsOf, MAX_PROBES, narrow, offsetOf, probeDelay, serverClockMachine, SETTLE_WITHIN_MS, untilNextSecond, type ServerTimeReading,
} from './serverClock.machine'

const T0 = 1_700_000_000_000
const offline = new Error('offline')

/** A reading that lands now, after a 200 ms round trip, from a server `offset` ms ahead. */
const landing = (offset: number) => (now: number) =>
  done('readServerTime', { serverTime: now - 100 + offset, sentAt: now - 200, receivedAt: now } satisfies ServerTimeReading) as never

/** A server `offset` ms ahead that writes its time in whole seconds, read over a 20 ms round trip. */
const wholeSeconds = (offset: number) => (now: number): ServerTimeReading => ({
  serverTime: Math.floor((now - 10 + offset) / 1000) * 1000,
  sentAt: now - 20,
  receivedAt: now,
  resolution: 1000,
})

describe('offsetOf and untilNextSecond', () => {
  it('takes the round trip’s midpoint as the moment the server read its clock', () => {
    expect(offsetOf({ serverTime: 10_000, sentAt: 1_000, receivedAt: 1_400 })).toBe(8_800)
    expect(offsetOf({ serverTime: 1_000, sentAt: 5_000, receivedAt: 5_000 })).toBe(-4_000)
  })

  it('places a whole-second reading in the middle of the second it names', () => {
    expect(boundsOf({ serverTime: 10_000, sentAt: 1_000, receivedAt: 1_400, resolution: 1000 })).toEqual({ low: 8_600, high: 10_000 })
    expect(offsetOf({ serverTime: 10_000, sentAt: 1_000, receivedAt: 1_400, resolution: 1000 })).toBe(9_300)
  })

  it('narrows the bounds by what two readings both allow, and takes the newer when they disagree', () => {
    expect(narrow({ low: 0, high: 1000 }, { low: 400, high: 1400 })).toEqual({ low: 400, high: 1000 })
    expect(narrow({ low: 0, high: 1000 }, { low: 5000, high: 6000 })).toEqual({ low: 5000, high: 6000 })
    expect(narrow(null, { low: 1, high: 2 })).toEqual({ low: 1, high: 2 })
  })

  it('probes so the server reads its clock as it turns a second by the current guess', () => {
    expect(probeDelay(T0 + 300, 40)).toBe(680)
    expect(probeDelay(T0 + 990, 40)).toBe(990)
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
      events: [
        tick(0, landing(5000)),
        tick(0, landing(-2750)),
        tick(0, (now) => done('readServerTime', wholeSeconds(1500)(now)) as never),
        tick(0, (now) => done('probeServerTime', wholeSeconds(1500)(now)) as never),
        failed('readServerTime', offline),
        failed('probeServerTime', offline),
        { type: 'clock.resync' },
      ],
      // Probes move the offset a little each time: the graph keys on their count, not the figure.
      context: (c) => ({
        synced: c.offset === null ? null : c.bounds && c.bounds.high - c.bounds.low > 300 ? 'coarse' : c.probes > 0 ? 'probed' : c.offset,
        probes: c.probes,
        failing: c.failures > 0,
        error: c.error?.message ?? null,
      }),
      simplePaths: false,
      initial: () => ({ sync: 'reading', ticking: 'stopped' }) as const,
      // The clock reads the server at once and again on request or every few minutes; a failure
      // retries soon; ticks start with the first reading and go on through failures.
      target: ({ from, event }) => {
        // A whole-second clock is probed until the doubt beyond the round trip is small, or enough probes were taken.
        const settledBy = (reading: ServerTimeReading, probes: number, known: ReturnType<typeof narrow> | null) => {
          const bounds = narrow(known, boundsOf(reading))
          const unsure = bounds.high - bounds.low - (reading.receivedAt - reading.sentAt) > SETTLE_WITHIN_MS && probes < MAX_PROBES
          return unsure ? ({ sync: 'probeWaiting', ticking: 'running' } as const) : ({ sync: 'synced', ticking: 'running' } as const)
        }
        switch (event.type) {
          case 'xstate.done.actor.readServerTime':
            return settledBy((event as unknown as { output: ServerTimeReading }).output, 0, null)
          case 'xstate.done.actor.probeServerTime':
            return settledBy((event as unknown as { output: ServerTimeReading }).output, from.context.probes + 1, from.context.bounds)
          case 'xstate.error.actor.probeServerTime':
            return 'sync.synced'
          case 'xstate.after.probeAt.serverClock.sync.probeWaiting':
            return 'sync.probing'
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
        expect(s.context.probes).toBeLessThanOrEqual(MAX_PROBES)
        if (s.context.bounds && s.context.offset !== null) expect(s.context.offset).toBe((s.context.bounds.low + s.context.bounds.high) / 2)
      },
      step: ({ from, event, to, now }) => {
        const { offset, serverNow } = to.context
        // The shown time lags the server's by at most one tick (a timer due with the tick may fire
        // just before it), and runs ahead of it only by a correction held rather than shown going
        // back: at most a tick and a whole-second reading's doubt (a second and the round trip).
        if (offset !== null && serverNow !== null) {
          const lag = now + offset - serverNow
          expect(lag).toBeGreaterThanOrEqual(-(2000 + (to.context.roundTripMs ?? 0)))
          expect(lag).toBeLessThanOrEqual(1000)
        }
        // A second once shown is not taken back by a reading, unless the server's clock was set back
        // beyond what the shown time could be off by (a tick, and the doubt the earlier readings left).
        const before = from.context.serverNow
        if (before !== null && serverNow !== null && serverNow < before) {
          const doubt = from.context.bounds ? from.context.bounds.high - from.context.bounds.low : (from.context.roundTripMs ?? 0)
          expect(before - serverNow).toBeGreaterThan(1000 + doubt)
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
    await settle()
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

  it('pins a whole-second server clock to within a round trip and a tenth of a second in a few probes', async () => {
    const trueOffset = 12_345_678.4
    const { actor, clock, calls, answer } = start([
      (sentAt) => ({ serverTime: Math.floor((sentAt + 20 + trueOffset) / 1000) * 1000, sentAt, receivedAt: sentAt + 40, resolution: 1000 }),
    ])
    // Each request is answered 40 ms after it left; the server reads its clock halfway.
    for (let i = 0; i <= MAX_PROBES; i++) {
      clock.advance(40)
      await answer()
      if (!actor.getSnapshot().matches({ sync: 'probeWaiting' })) break
      // Time runs on until the probe leaves, which it does within the server's next second.
      const sent = calls.length
      advanceUntil(clock, () => calls.length > sent, { what: 'the next probe leaving', limitMs: 2_000 })
    }
    expect(actor.getSnapshot().matches({ sync: 'synced' })).toBe(true)
    expect(calls.length).toBeGreaterThan(1)
    expect(calls.length).toBeLessThanOrEqual(1 + MAX_PROBES)
    expect(Math.abs(actor.getSnapshot().context.offset! - trueOffset)).toBeLessThanOrEqual(40 / 2 + SETTLE_WITHIN_MS / 2)
  })

  it('never shows a second earlier than it already has while probes and resyncs correct it', async () => {
    // Several offsets into the server's second and round trips: each lands the first guess anywhere in the doubt.
    for (const [trueOffset, roundTrip] of [[12_345_678.4, 40], [987.9, 180], [-4_321.05, 25], [500, 300], [60_000.75, 90]] as const) {
      const { actor, clock, calls, answer } = start(
        [(sentAt) => ({ serverTime: Math.floor((sentAt + roundTrip / 2 + trueOffset) / 1000) * 1000, sentAt, receivedAt: sentAt + roundTrip, resolution: 1000 })],
        { resyncEveryMs: 7_000, retryAfterMs: 5000 },
      )
      const shown: number[] = []
      actor.subscribe((s) => void (s.context.serverNow !== null && shown.push(s.context.serverNow)))
      // Fifteen seconds of answers landing a round trip after they leave, through the probes and two resyncs.
      for (let elapsed = 0; elapsed < 15_000; elapsed += roundTrip) {
        const sent = calls.length
        clock.advance(roundTrip)
        await answer()
        if (calls.length === sent) advanceUntil(clock, () => calls.length > sent, { what: 'the next reading leaving', limitMs: 8_000 })
      }
      const seconds = shown.map((at) => Math.floor(at / 1000))
      const back = seconds.findIndex((second, index) => index > 0 && second < seconds[index - 1]!)
      expect(back, `offset ${trueOffset}, round trip ${roundTrip}: the shown second went from ${seconds[back - 1]} back to ${seconds[back]}`).toBe(-1)
      actor.stop()
    }
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
