import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { refused, walkMachine } from '../../../tests/graph/walk'
import { MAX_TABS, tabsMachine, type Tab } from './tabs.machine'

const home: Tab = { label: '首页', value: '/home/homePage' }
const notices: Tab = { label: '采购公告', value: '/purchase-notice' }
const messages: Tab = { label: '消息', value: '/messages', query: { page: '1' } }
const orders: Tab = { label: '我的订单', value: '/orders' }

describe('tabs machine graph', () => {
  it('replays every generated path, as the spec says, and covers every state and transition', () => {
    const valuesOf = (tabs: Tab[]) => tabs.map((tab) => tab.value)
    walkMachine({
      machine: tabsMachine,
      // Three places, so that a fourth page finds the bar full.
      inputs: [{ home, max: 3 }],
      events: [
        { type: 'tabs.open', tab: home },
        { type: 'tabs.open', tab: notices },
        { type: 'tabs.open', tab: messages },
        { type: 'tabs.open', tab: orders },
        // The home tab is the way back from everywhere.
        refused({ type: 'tabs.close', value: home.value }),
        { type: 'tabs.close', value: notices.value },
        { type: 'tabs.close', value: messages.value },
        { type: 'tabs.closeOthers', value: notices.value },
        { type: 'tabs.closeAll' },
        { type: 'tabs.reset' },
      ],
      // Every open, close and reset links most states to most others: simple paths would never end.
      // Shortest paths and one path per transition still take every transition from every state.
      simplePaths: false,
      // The order of use decides which tab a full bar closes.
      context: (context) => ({ tabs: valuesOf(context.tabs), active: context.active, recent: context.recent }),
      invariant: (snapshot) => {
        const values = valuesOf(snapshot.context.tabs)
        expect(values[0], 'home stays first').toBe(home.value)
        expect(new Set(values).size, 'no tab twice').toBe(values.length)
        expect(values, 'active tab is open').toContain(snapshot.context.active)
        expect(values.length, 'never more than the cap').toBeLessThanOrEqual(3)
        expect([...snapshot.context.recent].sort(), 'the order of use holds every tab but home').toEqual(values.slice(1).sort())
      },
      // The tab bar's rules, stated on the tabs before and after each event.
      step: ({ from, event, to }) => {
        const before = valuesOf(from.context.tabs)
        const after = valuesOf(to.context.tabs)
        switch (event.type) {
          case 'tabs.open': {
            expect(to.context.active).toBe(event.tab.value)
            const opened = before.includes(event.tab.value) ? before : [...before, event.tab.value]
            // A full bar closes the tab used least recently, never home and never the one opened.
            const closed = opened.length > 3 ? from.context.recent[0] : undefined
            expect(after).toEqual(opened.filter((value) => value !== closed))
            expect(to.context.tabs.find((tab) => tab.value === event.tab.value)).toEqual(event.tab)
            if (event.tab.value !== home.value) expect(to.context.recent.at(-1), 'the tab opened is the most recent').toBe(event.tab.value)
            break
          }
          case 'tabs.close': {
            expect(after).toEqual(before.filter((value) => value !== event.value))
            const index = before.indexOf(event.value)
            const neighbour = before[index + 1] ?? before[index - 1]
            expect(to.context.active).toBe(from.context.active === event.value ? neighbour : from.context.active)
            break
          }
          case 'tabs.closeOthers': {
            const kept = before.includes(event.value) && event.value !== home.value ? [event.value] : []
            expect(after).toEqual([home.value, ...kept])
            expect(to.context.active).toBe(kept[0] ?? home.value)
            break
          }
          default:
            expect(after).toEqual([home.value])
            expect(to.context.active).toBe(home.value)
        }
      },
    })
  })
})

const start = () => createActor(tabsMachine, { input: { home } }).start()
const values = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.tabs.map((tab) => tab.value)

describe('tabs machine behaviour', () => {
  it('never closes the home tab', () => {
    const actor = start()
    actor.send({ type: 'tabs.open', tab: notices })
    actor.send({ type: 'tabs.close', value: home.value })
    expect(values(actor)).toEqual([home.value, notices.value])
    actor.send({ type: 'tabs.closeAll' })
    expect(values(actor)).toEqual([home.value])
  })

  it('opens each page once and activates it again with its newer query', () => {
    const actor = start()
    actor.send({ type: 'tabs.open', tab: messages })
    actor.send({ type: 'tabs.open', tab: notices })
    actor.send({ type: 'tabs.open', tab: { ...messages, query: { page: '3' } } })
    expect(values(actor)).toEqual([home.value, messages.value, notices.value])
    expect(actor.getSnapshot().context.active).toBe(messages.value)
    expect(actor.getSnapshot().context.tabs[1]?.query).toEqual({ page: '3' })
  })

  it('activates the right-hand neighbour when the active tab closes, else the left one', () => {
    const actor = start()
    actor.send({ type: 'tabs.open', tab: notices })
    actor.send({ type: 'tabs.open', tab: messages })
    actor.send({ type: 'tabs.open', tab: notices })
    actor.send({ type: 'tabs.close', value: notices.value })
    expect(actor.getSnapshot().context.active).toBe(messages.value)
    actor.send({ type: 'tabs.close', value: messages.value })
    expect(actor.getSnapshot().context.active).toBe(home.value)
  })

  it('keeps the active tab when another one closes', () => {
    const actor = start()
    actor.send({ type: 'tabs.open', tab: notices })
    actor.send({ type: 'tabs.open', tab: messages })
    actor.send({ type: 'tabs.close', value: notices.value })
    expect(actor.getSnapshot().context).toMatchObject({ active: messages.value })
    expect(values(actor)).toEqual([home.value, messages.value])
  })

  it('closing the others keeps home and the chosen tab, and makes it active', () => {
    const actor = start()
    actor.send({ type: 'tabs.open', tab: notices })
    actor.send({ type: 'tabs.open', tab: messages })
    actor.send({ type: 'tabs.closeOthers', value: notices.value })
    expect(values(actor)).toEqual([home.value, notices.value])
    expect(actor.getSnapshot().context.active).toBe(notices.value)
  })
})

describe('tabs beyond the cap', () => {
  const page = (n: number): Tab => ({ label: `页面${n}`, value: `/page/${n}` })

  it(`keeps at most ${MAX_TABS}, closing the least recently used tab but home`, () => {
    const actor = start()
    for (let n = 1; n < MAX_TABS; n++) actor.send({ type: 'tabs.open', tab: page(n) })
    expect(values(actor)).toHaveLength(MAX_TABS)
    // Page 1 is used again, so page 2 is now the one used least recently.
    actor.send({ type: 'tabs.open', tab: page(1) })
    actor.send({ type: 'tabs.open', tab: home })
    actor.send({ type: 'tabs.open', tab: page(MAX_TABS) })
    expect(values(actor)).toHaveLength(MAX_TABS)
    expect(values(actor)).not.toContain(page(2).value)
    expect(values(actor).slice(0, 2)).toEqual([home.value, page(1).value])
    expect(actor.getSnapshot().context.active).toBe(page(MAX_TABS).value)
  })

  it('restores only the most recent tabs a stored list holds beyond the cap', () => {
    const restored = Array.from({ length: MAX_TABS + 3 }, (_, i) => page(i + 1))
    const actor = createActor(tabsMachine, { input: { home, restored } }).start()
    expect(values(actor)).toEqual([home.value, ...restored.slice(-(MAX_TABS - 1)).map((tab) => tab.value)])
  })
})

describe('tabs restored after a reload', () => {
  it('reopens the stored tabs with home first and never twice', () => {
    const home = { label: '首页', value: '/home/homePage' }
    const actor = createActor(tabsMachine, {
      input: { home, restored: [{ label: '我的消息', value: '/alerts/index' }, home] },
    }).start()
    expect(actor.getSnapshot().context.tabs.map((t) => t.value)).toEqual(['/home/homePage', '/alerts/index'])
  })
})
