import { assertEvent, assign, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** What is sent: the log's entries, each known by its id so the binding can take exactly these out after. */
export type LogEntryRef = { id: string }

export type Context = ErrorContext & {
  /** How many the last upload took. */
  sent: number
}

/** `log.upload`: send these entries (an empty log sends nothing); `log.reset`: the dialog opened again, forget the last outcome. */
export type Event = { type: 'log.upload'; entries: readonly LogEntryRef[] } | { type: 'log.reset' }

/**
 * 上传日志 of the local error-log dialog (spec 000 §2.3, §7): the entries go to the server; once it
 * has them they leave the local log (the binding takes them out), and a failure keeps every entry
 * and says why.
 *
 * Tags for screens: `busy` (the server has the entries).
 */
export const errorLogUploadMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    uploadLogs: notProvided<number, readonly LogEntryRef[]>('uploadLogs'),
  },
  guards: {
    hasEntries: ({ event }) => event.type === 'log.upload' && event.entries.length > 0,
  },
  actions: {
    recordSent: assign((_, params: { sent: number }) => ({ sent: params.sent })),
    forget: assign({ sent: 0, error: null }),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'errorLogUpload',
  context: { sent: 0, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'log.upload': { guard: 'hasEntries', target: 'uploading' } },
    },
    uploading: {
      tags: 'busy',
      entry: 'clearError',
      // The dialog may be reopened while an upload runs (log.reset is not taken): its outcome is shown.
      invoke: {
        id: 'uploadLogs',
        src: 'uploadLogs',
        input: ({ event }) => {
          assertEvent(event, 'log.upload')
          return event.entries
        },
        onDone: { target: 'uploaded', actions: { type: 'recordSent', params: ({ event }) => ({ sent: event.output }) } },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploaded: {
      tags: 'sent',
      on: { 'log.upload': { guard: 'hasEntries', target: 'uploading' }, 'log.reset': { target: 'idle', actions: 'forget' } },
    },
    failed: {
      tags: 'failed',
      on: { 'log.upload': { guard: 'hasEntries', target: 'uploading' }, 'log.reset': { target: 'idle', actions: 'forget' } },
    },
  },
})
