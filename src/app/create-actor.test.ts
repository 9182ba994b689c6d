import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { createManualClock } from '../../tests/support/manual-clock'
import { actorFactory } from './create-actor'
import { createInspector } from './inspector'

// Flows read time only through the app's clock; `after` delays must too, or they would run on
// wall time that tests, replays and the simulator's clock cannot move.
const reminder = createMachine({
  id: 'reminder',
  initial: 'waiting',
  states: { waiting: { after: { 1000: 'due' } }, due: {} },
})

describe('actors born through the factory', () => {
  it('take their after delays from the app clock', () => {
    const clock = createManualClock(1_700_000_000_000)
    const createAppActor = actorFactory({ inspector: createInspector({ now: clock.now }), clock })
    const actor = createAppActor(reminder).start()

    clock.advance(999)
    expect(actor.getSnapshot().value).toBe('waiting')
    clock.advance(1)
    expect(actor.getSnapshot().value).toBe('due')
    actor.stop()
  })

  it('leave no timer behind when stopped before the delay', () => {
    const clock = createManualClock()
    const actor = actorFactory({ inspector: createInspector({ now: clock.now }), clock })(reminder).start()
    expect(clock.pending()).toBe(1)
    actor.stop()
    expect(clock.pending()).toBe(0)
  })

  it('are recorded in the inspector’s journal at the clock’s time', () => {
    const clock = createManualClock(5_000)
    const inspector = createInspector({ now: clock.now })
    const actor = actorFactory({ inspector, clock })(reminder).start()
    clock.advance(1000)
    expect(inspector.journal().filter((entry) => entry.actor === actor.id && entry.kind === 'snapshot').map((entry) => [entry.at, entry.value])).toEqual([
      [5_000, 'waiting'],
      [6_000, 'due'],
    ])
    actor.stop()
  })
})
