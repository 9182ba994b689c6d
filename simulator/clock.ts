/**
 * Simulator time: a base clock (Date.now unless injected) plus an offset that control can move.
 * Token and captcha expiry read this clock, never Date.now directly.
 */
export interface SimulatorClock {
  now(): number
  /** Moves simulator time forward (or back, with a negative value); returns the new time. */
  advance(ms: number): number
  /** Jumps simulator time to the given epoch milliseconds. */
  set(epochMs: number): void
  readonly offset: number
}

export interface MutableClock extends SimulatorClock {
  restore(offset: number): void
}

export function createClock(base: () => number = Date.now, onChange: () => void = () => {}): MutableClock {
  let offset = 0
  return {
    now: () => base() + offset,
    advance(ms) {
      if (!Number.isFinite(ms)) throw new TypeError(`clock.advance expects a finite number of ms, got ${ms}`)
      offset += ms
      onChange()
      return base() + offset
    },
    set(epochMs) {
      if (!Number.isFinite(epochMs)) throw new TypeError(`clock.set expects epoch ms, got ${epochMs}`)
      offset = epochMs - base()
      onChange()
    },
    get offset() {
      return offset
    },
    restore(value) {
      offset = Number.isFinite(value) ? value : 0
    },
  }
}
