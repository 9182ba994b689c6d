import { assertEvent, assign, setup } from 'xstate'

/** An open page: `value` is its path and identifies the tab. */
export type Tab = { label: string; value: string; query?: Record<string, string> }

/** `restored` brings back the tabs open before a reload; home always comes first. */
export type Input = { home: Tab; restored?: Tab[] | null }

export type Context = { home: Tab; tabs: Tab[]; active: string }

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
  },
  actions: {
    open: assign(({ context, event }) => {
      assertEvent(event, 'tabs.open')
      const { tab } = event
      const present = context.tabs.some((open) => open.value === tab.value)
      // Re-opening keeps the tab's place but takes the newer label and query.
      const tabs = present ? context.tabs.map((open) => (open.value === tab.value ? tab : open)) : [...context.tabs, tab]
      const home = tab.value === context.home.value ? tab : context.home
      return { home, tabs, active: tab.value }
    }),
    close: assign(({ context, event }) => {
      assertEvent(event, 'tabs.close')
      const index = context.tabs.findIndex((tab) => tab.value === event.value)
      const tabs = context.tabs.filter((tab) => tab.value !== event.value)
      if (context.active !== event.value) return { tabs }
      // The right-hand neighbour slides into the closed tab's place; the last tab falls back left.
      const neighbour = tabs[index] ?? tabs[index - 1] ?? context.home
      return { tabs, active: neighbour.value }
    }),
    closeOthers: assign(({ context, event }) => {
      assertEvent(event, 'tabs.closeOthers')
      const kept = context.tabs.find((tab) => tab.value === event.value && tab.value !== context.home.value)
      return kept ? { tabs: [context.home, kept], active: kept.value } : { tabs: [context.home], active: context.home.value }
    }),
    keepOnlyHome: assign(({ context }) => ({ tabs: [context.home], active: context.home.value })),
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => {
    const others = (input.restored ?? []).filter((tab) => tab.value !== input.home.value)
    return { home: input.home, tabs: [input.home, ...others], active: input.home.value }
  },
  initial: 'open',
  states: {
    open: {
      on: {
        'tabs.open': { actions: 'open' },
        'tabs.close': { guard: 'isClosable', actions: 'close' },
        'tabs.closeOthers': { actions: 'closeOthers' },
        'tabs.closeAll': { actions: 'keepOnlyHome' },
        'tabs.reset': { actions: 'keepOnlyHome' },
      },
    },
  },
})
