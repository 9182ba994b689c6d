import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, refused as ignored, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { settle } from '../../../tests/support/settle'
import { errorLogUploadMachine, type LogEntryRef } from './errorLogUpload.machine'

const two: LogEntryRef[] = [{ id: 'a' }, { id: 'b' }]
const serverDown = Object.assign(new Error('500'), { userMessage: { id: 'down', message: '服务器异常' } })

describe('error-log upload machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: errorLogUploadMachine,
      inputs: [undefined],
      events: [
        { type: 'log.upload', entries: two },
        ignored({ type: 'log.upload', entries: [] }),
        { type: 'log.reset' },
        done('uploadLogs', 2),
        failed('uploadLogs', serverDown),
      ],
      context: (c) => ({ sent: c.sent, error: c.error?.message ?? null }),
      initial: () => 'idle',
      // An empty log sends nothing; one upload at a time; a reopened dialog forgets the last outcome,
      // but not an upload still under way.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'log.upload':
            return !from.matches('uploading') && event.entries.length > 0 ? 'uploading' : 'unchanged'
          case 'log.reset':
            return from.matches('uploaded') || from.matches('failed') ? 'idle' : 'unchanged'
          case 'xstate.done.actor.uploadLogs':
            return 'uploaded'
          case 'xstate.error.actor.uploadLogs':
            return 'failed'
          default:
            return 'unchanged'
        }
      },
      step: ({ event, to }) => {
        expectTags(to, { sent: 'uploaded', failed: 'failed' })
        if (event.type === 'xstate.done.actor.uploadLogs') expect(to.context.sent).toBe(2)
        if (event.type === 'xstate.error.actor.uploadLogs') expect(to.context.error?.message).toBe('服务器异常')
        if (event.type === 'log.reset' && to.matches('idle')) expect(to.context).toEqual({ sent: 0, error: null })
      },
      // Busy exactly while the server has the entries.
      invariant: {
        idle: (s) => expect([s.context.error, s.hasTag('busy')]).toEqual([null, false]),
        uploading: (s) => expect([s.context.error, s.hasTag('busy')]).toEqual([null, true]),
        uploaded: (s) => expect(s.context.sent > 0 && !s.hasTag('busy')).toBe(true),
        failed: (s) => expect(s.context.error !== null && !s.hasTag('busy')).toBe(true),
      },
    })
  })
})

describe('error-log upload machine behaviour', () => {
  it('sends exactly the entries it was given', async () => {
    const sent: Array<readonly LogEntryRef[]> = []
    const actor = createActor(
      errorLogUploadMachine.provide({
        actors: {
          uploadLogs: fromPromise(async ({ input }: { input: readonly LogEntryRef[] }) => {
            sent.push(input)
            return input.length
          }),
        },
      }),
    ).start()
    actor.send({ type: 'log.upload', entries: two })
    await settle()
    expect(sent).toEqual([two])
    expect(actor.getSnapshot().value).toBe('uploaded')
    expect(actor.getSnapshot().context.sent).toBe(2)
  })
})
