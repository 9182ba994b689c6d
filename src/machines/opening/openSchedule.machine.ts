import { assertEvent, assign, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** How a project opens: in the online hall, or in a room on site (decision 030). */
export type OpeningMode = 'online' | 'onSite'

/** One opening of mine, on the Beijing wall clock. */
export type Opening = {
  projectId: string
  projectCode: string
  projectName: string
  /** Epoch ms. */
  openTime: number
  /** `YYYY-MM-DD` and `HH:mm`, Beijing time. */
  day: string
  time: string
  mode: OpeningMode
  /** The project's phase (PROJECT_STATUS) and the server's name for it (等待开标, 开标中 …). */
  status: number
  statusName: string
  /** An online hall's standing (its current node), when it could be read. */
  hall: { currentNode: number; nodeName: string; hallStatus: number } | null
  /** Where it opens (the room booked, or the online hall), when one is booked. */
  place: { roomName: string; address: string | null } | null
}

/** A month of my openings, as the server's clock saw it when they were read. */
export type MonthSchedule = {
  /** `YYYY-MM`: the month asked for, or the server's month when none was. */
  month: string
  /** The server's day (`YYYY-MM-DD`, Beijing) when the month was read: what "today" means. */
  today: string
  /** Ordered by opening time. */
  openings: Opening[]
  /** How many of my projects were looked through, and how many I have. */
  searched: number
  total: number
}

/** `month`: `YYYY-MM`, or null for the server's current month. */
export type Input = { month: string | null }

export type Context = ErrorContext & {
  /** The month asked for (null: the server's current month). */
  month: string | null
  /** The last month read; kept on screen while the next one loads. */
  schedule: MonthSchedule | null
}

/** `schedule.month`: the URL's month changed; `schedule.refresh`: read the same month again (a retry). */
export type Event = { type: 'schedule.month'; month: string | null } | { type: 'schedule.refresh' }

/**
 * /personal/openTenderSchedule: one month of the supplier's openings at a time. The month lives in
 * the URL; a new one is read at once, abandoning a read still under way for the old one.
 */
export const openScheduleMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    loadSchedule: notProvided<MonthSchedule, { month: string | null }>('loadSchedule'),
  },
  guards: {
    otherMonth: ({ context, event }) => {
      assertEvent(event, 'schedule.month')
      return event.month !== context.month
    },
  },
  actions: {
    storeMonth: assign(({ event }) => {
      assertEvent(event, 'schedule.month')
      return { month: event.month }
    }),
    storeSchedule: assign((_, params: { schedule: MonthSchedule }) => ({ schedule: params.schedule })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'openSchedule',
  context: ({ input }) => ({ month: input.month, schedule: null, error: null }),
  initial: 'loading',
  on: {
    'schedule.month': { guard: 'otherMonth', target: '.loading', actions: 'storeMonth', reenter: true },
    'schedule.refresh': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'loadSchedule',
        src: 'loadSchedule',
        input: ({ context }) => ({ month: context.month }),
        onDone: { target: 'ready', actions: { type: 'storeSchedule', params: ({ event }) => ({ schedule: event.output }) } },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { tags: ['failed'] },
  },
})
