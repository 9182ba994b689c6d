import { assertEvent, assign, setup } from 'xstate'

/** An open page: `value` is its path and identifies the tab. */
export type Tab = { label: string; value: string; query?: Record<string, string> }

/**
 * At most this many tabs are open, home included: opening one more closes the least recently used
 * tab other than home, so the bar never grows past what a supplier can find their way in.
 */
export const MAX_TABS = 10

/**
 * `restored` brings back the tabs open before a reload; home always comes first. `max` is the cap
 * (MAX_TABS unless a test walks a smaller one).
 */
export type Input = { home: Tab; restored?: Tab[] | null; max?: number }

/** `recent`: the open tabs but home, by last use, least recent first. */
export type Context = { home: Tab; tabs: Tab[]; active: string; max: number; recent: string[] }

export type Event =
  | { type: 'tabs.open'; tab: Tab }
  | { type: 'tabs.close'; value: string }
  | { type: 'tabs.closeOthers'; value: string }
  | { type: 'tabs.closeAll' }
  | { type: 'tabs.reset' }

export const tabsMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  guards: {
    // The home tab is the way back from everywhere, so it never closes.
    isClosable: ({ context, event }) => {
      assertEvent(event, 'tabs.close')
      return event.value !== context.home.value && context.tabs.some((tab) => tab.value === event.value)
    },
    // A new tab when every place is taken.
    isFull: ({ context, event }) => {
      assertEvent(event, 'tabs.open')
      return context.tabs.length >= context.max && !context.tabs.some((tab) => tab.value === event.tab.value)
    },
  },
  actions: {
    open: assign(({ context, event }) => {
      assertEvent(event, 'tabs.open')
      const { tab } = event
      const present = context.tabs.some((open) => open.value === tab.value)
      // Re-opening keeps the tab's place but takes the newer label and query.
      const tabs = present ? context.tabs.map((open) => (open.value === tab.value ? tab : open)) : [...context.tabs, tab]
      const home = tab.value === context.home.value ? tab : context.home
      const recent = tab.value === context.home.value ? context.recent : [...context.recent.filter((value) => value !== tab.value), tab.value]
      return { home, tabs, active: tab.value, recent }
    }),
    // After `open`: the tab just opened is the most recent, so it is never the one to go.
    closeLeastRecent: assign(({ context }) => {
      const gone = context.recent[0]
      return { tabs: context.tabs.filter((tab) => tab.value !== gone), recent: context.recent.slice(1) }
    }),
    close: assign(({ context, event }) => {
      assertEvent(event, 'tabs.close')
      const index = context.tabs.findIndex((tab) => tab.value === event.value)
      const tabs = context.tabs.filter((tab) => tab.value !== event.value)
      const recent = context.recent.filter((value) => value !== event.value)
      if (context.active !== event.value) return { tabs, recent }
      // The right-hand neighbour slides into the closed tab's place; the last tab falls back left.
      const neighbour = tabs[index] ?? tabs[index - 1] ?? context.home
      return { tabs, recent, active: neighbour.value }
    }),
    closeOthers: assign(({ context, event }) => {
      assertEvent(event, 'tabs.closeOthers')
      const kept = context.tabs.find((tab) => tab.value === event.value && tab.value !== context.home.value)
      return kept
        ? { tabs: [context.home, kept], active: kept.value, recent: [kept.value] }
        : { tabs: [context.home], active: context.home.value, recent: [] }
    }),
    keepOnlyHome: assign(({ context }) => ({ tabs: [context.home], active: context.home.value, recent: [] })),
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => {
    const max = input.max ?? MAX_TABS
    // Left to right is the order they were opened in: the rightmost are kept, as the most recent.
    const others = (input.restored ?? []).filter((tab) => tab.value !== input.home.value).slice(-(max - 1))
    return { home: input.home, tabs: [input.home, ...others], active: input.home.value, max, recent: others.map((tab) => tab.value) }
  },
  initial: 'open',
  states: {
    open: {
      on: {
        'tabs.open': [{ guard: 'isFull', actions: ['open', 'closeLeastRecent'] }, { actions: 'open' }],
        'tabs.close': { guard: 'isClosable', actions: 'close' },
        'tabs.closeOthers': { actions: 'closeOthers' },
        'tabs.closeAll': { actions: 'keepOnlyHome' },
        'tabs.reset': { actions: 'keepOnlyHome' },
      },
    },
  },
})
