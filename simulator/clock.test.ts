import { describe, expect, it } from 'vitest'
import { createClock } from './clock'

/** A base clock that moves on by 1 ms every time it is read: a busy machine, made certain. */
function tickingBase(start = 1_000_000) {
  let t = start
  return () => t++
}

describe('the simulator clock', () => {
  it('keeps an advance exact however the base clock moves between readings', () => {
    const clock = createClock(tickingBase())
    clock.advance(90 * 60_000)
    expect(clock.offset).toBe(90 * 60_000)
    clock.advance(1)
    expect(clock.offset).toBe(90 * 60_000 + 1)
  })

  it('restores an offset exactly', () => {
    const clock = createClock(tickingBase())
    clock.restore(5_400_000)
    expect(clock.offset).toBe(5_400_000)
  })

  it('runs at its rate: ×60 turns 10 ms of base time into 600 ms', () => {
    let t = 0
    const clock = createClock(() => t)
    clock.resume(60)
    const before = clock.now()
    t += 10
    expect(clock.now() - before).toBe(600)
  })
})
