import { assertEvent, assign, setup } from 'xstate'
import type { Deadline, ProjectTimes, SignUp, UnknownDeadline } from '@/services/calendar/deadlines'
import type { CalendarWords } from '@/services/calendar/ics'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** What the page around the card has just read of its project: its row, my sign-ups and the server's time then. */
export type KnownProject = { project: ProjectTimes; signUps: SignUp[]; serverNow: number }

/**
 * One signed-up project's deadlines, or (`projectId: null`) those of every project of the supplier.
 * `known`: what the page has read already, used for the first reading only; a reload reads afresh.
 */
export type Input = { projectId: string | null; known?: KnownProject | null }

/** What loading finds: the deadlines still ahead, those not known, and the projects whose times moved since the last export. */
export type Loaded = { deadlines: Deadline[]; unknown: UnknownDeadline[]; changed: string[] }

export type ExportInput = { projectId: string | null; deadlines: Deadline[]; words: CalendarWords }

export type Context = ErrorContext & Loaded & { projectId: string | null; known: KnownProject | null; exported: number | null }

/**
 * `calendar.export`: save the calendar file, its words in the screen's language;
 * `calendar.reload`: read the deadlines again (after a failure, or when the screen asks).
 */
export type Event = { type: 'calendar.export'; words: CalendarWords } | { type: 'calendar.reload' }

/**
 * Exporting a supplier's deadlines as a calendar file (decision 071): read them, offer the export
 * when there are any, and after it forget the moved-times mark, which the new file settles.
 * Screens read the tag `busy` (reading or saving) and `changed`, the projects whose times moved since the last export.
 * Each state is also tagged with the stage the export panel shows: `loading`, `ready`, `empty`, `error`, `exporting`, `exported`.
 */
export const calendarExportMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    loadDeadlines: notProvided<Loaded, Input>('loadDeadlines'),
    /** Saves the file; resolves with how many deadlines it holds (all of them, where loading read only the projects' own). */
    exportCalendar: notProvided<number, ExportInput>('exportCalendar'),
  },
  guards: {
    hasDeadlines: (_, params: { loaded: Loaded }) => params.loaded.deadlines.length > 0,
  },
  actions: {
    storeLoaded: assign((_, params: { loaded: Loaded }) => ({ ...params.loaded, exported: null })),
    storeExported: assign((_, params: { count: number }) => ({ changed: [], exported: params.count })),
    clearError: assign(noError),
    forgetKnown: assign({ known: null }),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'calendarExport',
  context: ({ input }) => ({ projectId: input.projectId, known: input.known ?? null, deadlines: [], unknown: [], changed: [], exported: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      entry: 'clearError',
      // What the page read once is not what a reload asks for.
      exit: 'forgetKnown',
      invoke: {
        id: 'loadDeadlines',
        src: 'loadDeadlines',
        input: ({ context }) => ({ projectId: context.projectId, known: context.known }),
        onDone: [
          {
            guard: { type: 'hasDeadlines', params: ({ event }) => ({ loaded: event.output }) },
            target: 'ready',
            actions: { type: 'storeLoaded', params: ({ event }) => ({ loaded: event.output }) },
          },
          { target: 'empty', actions: { type: 'storeLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        ],
        onError: { target: 'error', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { tags: 'ready', on: { 'calendar.export': 'exporting', 'calendar.reload': 'loading' } },
    empty: { tags: 'empty', on: { 'calendar.reload': 'loading' } },
    error: { tags: 'error', on: { 'calendar.reload': 'loading' } },
    exporting: {
      tags: ['busy', 'exporting'],
      entry: 'clearError',
      invoke: {
        id: 'exportCalendar',
        src: 'exportCalendar',
        input: ({ context, event }) => {
          assertEvent(event, 'calendar.export')
          return { projectId: context.projectId, deadlines: context.deadlines, words: event.words }
        },
        onDone: { target: 'exported', actions: { type: 'storeExported', params: ({ event }) => ({ count: event.output }) } },
        // The file was not saved: the deadlines stay offered, with why.
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    exported: { tags: 'exported', on: { 'calendar.export': 'exporting', 'calendar.reload': 'loading' } },
  },
})

