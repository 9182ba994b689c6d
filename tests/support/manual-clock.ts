import type { Clock } from '@/services/clock'

/**
 * The app's `Clock`, standing still until a test moves it. Timers fire in the order they fall due,
 * each with the clock showing its own due time, so `after` delays and countdowns replay the same
 * way every run.
 */
export type ManualClock = Clock & {
  /** Moves time forward by `ms`, firing on the way every timer that falls due by then. */
  advance: (ms: number) => void
  /** Moves time to the next pending timer and fires all timers due then; returns how far it moved. */
  advanceToNext: () => number | null
  /** When the next timer falls due, or null when none is pending. */
  nextDue: () => number | null
  /** How many timers (intervals included) are pending. */
  pending: () => number
}

type Timer = { id: number; due: number; fn: () => void; every: number | null }

export function createManualClock(start = 0): ManualClock {
  let now = start
  let lastId = 0
  const timers = new Map<number, Timer>()

  // Ties go to the timer set first, as with real timers.
  const next = () => [...timers.values()].reduce<Timer | null>((soonest, timer) => (!soonest || timer.due < soonest.due ? timer : soonest), null)

  const add = (fn: () => void, ms: number, every: number | null) => {
    const id = ++lastId
    timers.set(id, { id, due: now + Math.max(0, ms), fn, every })
    return id
  }

  const runUntil = (target: number) => {
    for (let timer = next(); timer && timer.due <= target; timer = next()) {
      now = timer.due
      if (timer.every === null) timers.delete(timer.id)
      else timer.due += Math.max(1, timer.every)
      timer.fn()
    }
    now = target
  }

  const clear = (id: unknown) => void timers.delete(id as number)

  return {
    now: () => now,
    setTimeout: (fn, ms) => add(fn, ms, null),
    clearTimeout: clear,
    setInterval: (fn, ms) => add(fn, ms, ms),
    clearInterval: clear,
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError(`a manual clock only moves forward, got ${ms} ms`)
      runUntil(now + ms)
    },
    advanceToNext() {
      const timer = next()
      if (!timer) return null
      const from = now
      runUntil(timer.due)
      return timer.due - from
    },
    nextDue: () => next()?.due ?? null,
    pending: () => timers.size,
  }
}
