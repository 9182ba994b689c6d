import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { definedStates, definedTransitions, walkMachine } from '../../../tests/graph/walk'

// The walker guards every machine's test, so it must be seen to fail.
const toggle = setup({
  types: { events: {} as { type: 'go' } | { type: 'back'; force: boolean } },
  guards: { forced: ({ event }) => event.type === 'back' && event.force },
}).createMachine({
  id: 'toggle',
  initial: 'a',
  states: {
    a: { on: { go: 'b' } },
    b: { on: { back: [{ guard: 'forced', target: 'a' }, { target: 'c' }] } },
    c: { always: 'a' },
  },
})

describe('graph walker', () => {
  it('lists guarded alternatives and eventless transitions separately', () => {
    expect(definedStates(toggle)).toEqual(['toggle.a', 'toggle.b', 'toggle.c'])
    expect(definedTransitions(toggle)).toEqual([
      '#toggle.a on go#0 -> #toggle.b',
      '#toggle.b on back#0 [forced] -> #toggle.a',
      '#toggle.b on back#1 -> #toggle.c',
      '#toggle.c on always#0 -> #toggle.a',
    ])
  })

  it('covers a transient state through the transition that leaves it', () => {
    const report = walkMachine({ machine: toggle, inputs: [undefined], events: [{ type: 'go' }, { type: 'back', force: true }, { type: 'back', force: false }] })
    expect(report.states).toEqual({ covered: 3, total: 3 })
  })

  it('fails naming the transition no event reached', () => {
    expect(() => walkMachine({ machine: toggle, inputs: [undefined], events: [{ type: 'go' }, { type: 'back', force: true }] })).toThrow(
      /uncovered (states|transitions) of toggle/,
    )
  })

  it('fails when the real actor does not end where the path says', () => {
    // Custom actions run on the real actor but not in the pure graph traversal, so this guard
    // sees different worlds: a deliberate divergence.
    const world = { bumped: false }
    const drifting = setup({
      actions: { bump: () => void (world.bumped = true) },
      guards: { untouched: () => !world.bumped },
    }).createMachine({
      id: 'drifting',
      initial: 'a',
      states: {
        a: { on: { go: { target: 'b', actions: 'bump' } } },
        b: { on: { back: [{ guard: 'untouched', target: 'a' }, { target: 'c' }] } },
        c: {},
      },
    })
    expect(() => walkMachine({ machine: drifting, inputs: [undefined], events: [{ type: 'go' }, { type: 'back' }] })).toThrow(/state after step 2/)
  })
})
