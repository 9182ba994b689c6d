import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { definedStates, definedTransitions, tick, walkMachine } from '../../../tests/graph/walk'

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
const toggleEvents = [{ type: 'go' }, { type: 'back', force: true }, { type: 'back', force: false }] as const
// Spec: go leaves a for b; back, forced or not, ends in a.
const toggleSpec = {
  target: ({ from, event }: { from: { matches: (state: 'a' | 'b') => boolean }; event: { type: string } }) =>
    event.type === 'go' && from.matches('a') ? ('b' as const) : event.type === 'back' && from.matches('b') ? ('a' as const) : ('unchanged' as const),
}

// Spec: a door opens from closed and closes from opened; locking shuts it, and it unlocks to closed.
type DoorEvent = { type: 'open' } | { type: 'close' } | { type: 'lock' } | { type: 'unlock' }
const doorSpec = {
  target: ({ from, event }: { from: { matches: (state: 'closed' | 'opened' | 'locked') => boolean }; event: { type: string } }) => {
    if (event.type === 'open' && from.matches('closed')) return 'opened' as const
    if (event.type === 'close' && from.matches('opened')) return 'closed' as const
    if (event.type === 'lock' && !from.matches('locked')) return 'locked' as const
    if (event.type === 'unlock' && from.matches('locked')) return 'closed' as const
    return 'unchanged' as const
  },
}
const doorEvents: DoorEvent[] = [{ type: 'open' }, { type: 'close' }, { type: 'lock' }, { type: 'unlock' }]
const door = (states: { closed: object; opened: object; locked: object }) =>
  setup({ types: { events: {} as DoorEvent } }).createMachine({ id: 'door', initial: 'closed', states })

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

  it('covers a transient state through the transition that leaves it, and reports what each state ignored', () => {
    const report = walkMachine({ machine: toggle, inputs: [undefined], events: [...toggleEvents], ...toggleSpec })
    expect(report.states).toEqual({ covered: 3, total: 3 })
    expect(report.ignored).toEqual({ a: ['back {"force":true}', 'back {"force":false}'], b: ['go'] })
  })

  it('fails naming the transition no event reached', () => {
    expect(() => walkMachine({ machine: toggle, inputs: [undefined], events: [{ type: 'go' }, { type: 'back', force: true }], ...toggleSpec })).toThrow(
      /uncovered (states|transitions) of toggle/,
    )
  })

  it('fails when the real actor does not end where the path says', () => {
    // Custom actions run on the real actor but not in the pure graph traversal, so this guard
    // sees different worlds: a deliberate divergence.
    const world = { bumped: false }
    const drifting = setup({
      types: { events: {} as { type: 'go' } | { type: 'back' } },
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
    expect(() => walkMachine({ machine: drifting, inputs: [undefined], events: [{ type: 'go' }, { type: 'back' }], invariant: () => {} })).toThrow(
      /state after step 2/,
    )
  })

  it('catches a transition to the wrong state through the spec, though every path agrees with the machine', () => {
    const wrong = door({
      closed: { on: { open: 'opened', lock: 'locked' } },
      opened: { on: { close: 'locked', lock: 'locked' } },
      locked: { on: { unlock: 'closed' } },
    })
    expect(() => walkMachine({ machine: wrong, inputs: [undefined], events: doorEvents, ...doorSpec })).toThrow(
      /spec: close in opened, .* leads to closed; the machine is in locked/,
    )
  })

  it('fails naming a listed event that no state takes', () => {
    const lost = door({ closed: { on: { open: 'opened' } }, opened: { on: { close: 'closed' } }, locked: {} })
    expect(() => walkMachine({ machine: lost, inputs: [undefined], events: doorEvents, invariant: { locked: () => {} } })).toThrow(
      /listed events no state of door takes .*:\n {2}lock\n {2}unlock$/,
    )
  })

  it('fails when a state ignores an event the spec says it takes', () => {
    const forgetful = door({ closed: { on: { open: 'opened' } }, opened: { on: { close: 'closed', lock: 'locked' } }, locked: { on: { unlock: 'closed' } } })
    expect(() => walkMachine({ machine: forgetful, inputs: [undefined], events: doorEvents, ...doorSpec })).toThrow(/closed ignores lock; spec: it leads to locked/)
  })

  it('refuses a walk that checks only coverage', () => {
    expect(() =>
      // @ts-expect-error a walk must check behaviour written from the spec, not only coverage
      walkMachine({ machine: toggle, inputs: [undefined], events: [...toggleEvents] }),
    ).toThrow(/needs a behaviour check/)
    expect(() => walkMachine({ machine: toggle, inputs: [undefined], events: [...toggleEvents], invariant: {} })).toThrow(/needs a behaviour check/)
  })

  it('checks the steps a path adds after the start it shares with other paths, each state once at least', () => {
    const counter = setup({ types: { context: {} as { n: number }, events: {} as { type: 'inc' } | { type: 'reset' } } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      initial: 'counting',
      states: {
        counting: {
          always: { guard: ({ context }) => context.n >= 3, target: 'full' },
          on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) }, reset: { actions: assign({ n: 0 }) } },
        },
        full: { on: { reset: { target: 'counting', actions: assign({ n: 0 }) } } },
      },
    })
    const walk = (invariant: (snapshot: { context: { n: number } }) => void) =>
      walkMachine({ machine: counter, inputs: [undefined], events: [{ type: 'inc' }, { type: 'reset' }], context: (context) => context.n, invariant })
    const seen = new Set<number>()
    walk(({ context }) => void seen.add(context.n))
    expect([...seen].sort()).toEqual([0, 1, 2, 3])
    // Only three increments in a row reach 3: the paths to 1 and 2 begin the same way.
    expect(() => walk(({ context }) => expect(context.n).toBeLessThan(3))).toThrow(/invariant in full/)
  })

  it('fails on an invariant for a state no path reaches', () => {
    expect(() => walkMachine({ machine: toggle, inputs: [undefined], events: [...toggleEvents], ...toggleSpec, invariant: { d: () => {} } })).toThrow(
      /invariants of toggle for states no path reached/,
    )
  })
})

describe('graph walker and time', () => {
  // An 11 s upload countdown on `after`: the test lists only the user's event.
  const countdown = setup({
    types: { context: {} as { left: number }, events: {} as { type: 'upload.cancel' } },
    guards: { lastSecond: ({ context }) => context.left <= 1 },
  }).createMachine({
    id: 'upload',
    context: { left: 11 },
    initial: 'counting',
    states: {
      counting: {
        after: { 1000: [{ guard: 'lastSecond', target: 'closed' }, { target: 'counting', reenter: true, actions: assign({ left: ({ context }) => context.left - 1 }) }] },
        on: { 'upload.cancel': 'cancelled' },
      },
      closed: {},
      cancelled: {},
    },
  })

  it('covers after transitions it finds in the machine, replayed by moving the clock', () => {
    const seconds: number[] = []
    const report = walkMachine({
      machine: countdown,
      inputs: [undefined],
      events: [{ type: 'upload.cancel' }],
      context: (context) => context.left,
      startAt: 50_000,
      // Spec: each second counts down until the 11th closes the upload; cancelling ends it at once.
      target: ({ from, event }) =>
        !from.matches('counting') ? 'unchanged' : event.type === 'upload.cancel' ? 'cancelled' : from.context.left === 1 ? 'closed' : 'counting',
      step: ({ event, from, to, now }) => {
        if (event.type !== 'upload.cancel') seconds.push(now)
        if (to.matches('counting')) expect(to.context.left).toBe(from.context.left - (event.type === 'upload.cancel' ? 0 : 1))
      },
    })
    expect(report.transitions).toEqual({ covered: 3, total: 3 })
    expect(Math.max(...seconds)).toBe(50_000 + 11_000)
  })

  it('walks a countdown that takes time as ticks', () => {
    const deadline = 1_000_000 + 11_000
    const ticking = setup({
      types: { context: {} as { left: number }, events: {} as { type: 'clock.tick'; now: number } | { type: 'upload.cancel' } },
      guards: { isOver: ({ event }) => event.type === 'clock.tick' && event.now >= deadline },
    }).createMachine({
      id: 'ticking',
      context: { left: 11 },
      initial: 'counting',
      states: {
        counting: {
          on: {
            'clock.tick': [
              { guard: 'isOver', target: 'closed' },
              { actions: assign({ left: ({ event }) => Math.ceil((deadline - (event as { now: number }).now) / 1000) }) },
            ],
            'upload.cancel': 'cancelled',
          },
        },
        closed: { type: 'final' },
        cancelled: {},
      },
    })
    const report = walkMachine({
      machine: ticking,
      inputs: [undefined],
      events: [tick(1000, (now) => ({ type: 'clock.tick', now })), { type: 'upload.cancel' }],
      context: (context) => context.left,
      startAt: 1_000_000,
      target: ({ from, event, now }) =>
        !from.matches('counting') ? 'unchanged' : event.type === 'upload.cancel' ? 'cancelled' : now >= deadline ? 'closed' : 'counting',
      invariant: { counting: (snapshot) => expect(snapshot.context.left).toBeGreaterThan(0) },
    })
    expect(report.states).toEqual({ covered: 3, total: 3 })
    expect(report.ignored).toEqual({ cancelled: ['tick +1000ms clock.tick', 'upload.cancel'] })
  })

  it('lets a pending delay fire before a tick that passes it, as the clock would', () => {
    const race = setup({ types: { events: {} as { type: 'clock.tick'; now: number } } }).createMachine({
      id: 'race',
      initial: 'waiting',
      states: { waiting: { after: { 1500: 'late' }, on: { 'clock.tick': 'ticked' } }, late: { on: { 'clock.tick': 'ticked' } }, ticked: {} },
    })
    const seen: string[] = []
    walkMachine({
      machine: race,
      inputs: [undefined],
      events: [tick(1000, (now) => ({ type: 'clock.tick', now })), tick(2000, (now) => ({ type: 'clock.tick', now }))],
      target: ({ event }) => (event.type === 'clock.tick' ? 'ticked' : 'late'),
      step: ({ from, event, now }) => void seen.push(`${String(from.value)}: ${event.type}@${now}`),
    })
    // Only the two-second tick straight from the start meets `late` at 2000.
    expect(seen).toContain('late: clock.tick@2000')
  })
})
