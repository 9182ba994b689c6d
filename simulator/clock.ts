/**
 * Simulator time: a base clock (Date.now unless injected) that control can move, pause, or run
 * faster. Token and captcha expiry read this clock, never Date.now directly.
 *
 * Time is kept as an anchor (simulator time at some base moment) so pausing, a rate change and a
 * jump each start a new stretch without the earlier ones being replayed at the new rate.
 */
export interface SimulatorClock {
  now(): number
  /** Moves simulator time forward (or back, with a negative value); returns the new time. */
  advance(ms: number): number
  /** Jumps simulator time to the given epoch milliseconds. */
  set(epochMs: number): void
  /** Simulator time minus base time, now (it drifts while paused or running faster). */
  readonly offset: number
  /** Stops simulator time where it is (advance and set still move it). */
  pause(): void
  /** Runs simulator time again, at `rate` simulator ms per real ms (default: the current rate). */
  resume(rate?: number): void
  readonly paused: boolean
  readonly rate: number
}

/** What a snapshot keeps of the clock beside its offset. */
export interface ClockMode {
  paused: boolean
  rate: number
  /** Simulator time when paused (the offset alone would drift with the base clock). */
  frozenAt: number | null
}

export interface MutableClock extends SimulatorClock {
  restore(offset: number, mode?: Partial<ClockMode>): void
  mode(): ClockMode
}

/** The rates the console offers: real time, and a minute a second. */
export const CLOCK_RATES = [1, 60] as const

const validRate = (rate: number) => {
  if (!(Number.isFinite(rate) && rate > 0 && rate <= 3600)) throw new RangeError(`clock rate must be a positive number up to 3600, got ${rate}`)
  return rate
}

export function createClock(base: () => number = Date.now, onChange: () => void = () => {}): MutableClock {
  let anchorBase = base()
  let anchorSim = anchorBase
  let paused = false
  let rate = 1
  // One reading of the base clock per operation: two readings a millisecond apart would shift the
  // offset by that millisecond each time the clock is re-anchored.
  const at = (b: number) => (paused ? anchorSim : anchorSim + (b - anchorBase) * rate)
  const now = () => at(base())
  const reanchor = (b: number, simTime: number) => {
    anchorBase = b
    anchorSim = simTime
  }
  return {
    now,
    advance(ms) {
      if (!Number.isFinite(ms)) throw new TypeError(`clock.advance expects a finite number of ms, got ${ms}`)
      const b = base()
      reanchor(b, at(b) + ms)
      onChange()
      return now()
    },
    set(epochMs) {
      if (!Number.isFinite(epochMs)) throw new TypeError(`clock.set expects epoch ms, got ${epochMs}`)
      reanchor(base(), epochMs)
      onChange()
    },
    get offset() {
      const b = base()
      return at(b) - b
    },
    pause() {
      const b = base()
      reanchor(b, at(b))
      paused = true
      onChange()
    },
    resume(next = rate) {
      const checked = validRate(next)
      const b = base()
      reanchor(b, at(b))
      paused = false
      rate = checked
      onChange()
    },
    get paused() {
      return paused
    },
    get rate() {
      return rate
    },
    restore(value, mode = {}) {
      paused = mode.paused === true
      rate = typeof mode.rate === 'number' && Number.isFinite(mode.rate) && mode.rate > 0 ? mode.rate : 1
      const offset = Number.isFinite(value) ? value : 0
      const b = base()
      reanchor(b, paused && typeof mode.frozenAt === 'number' && Number.isFinite(mode.frozenAt) ? mode.frozenAt : b + offset)
    },
    mode: () => ({ paused, rate, frozenAt: paused ? anchorSim : null }),
  }
}
