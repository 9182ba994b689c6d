import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Catalog } from '@/services/schemas/bid-dms'
import { done, failed, refused, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { documentsMachine, type Documents, type Emitted, type LoadDocumentsInput, type SaveDownloadInput } from './documents.machine'
import { until } from '../../../tests/support/settle'

const catalog = (id: string, fileName: string): Catalog => ({
  id,
  serviceId: 'P1',
  packageId: null,
  fileType: 10,
  fileTypeName: '招标文件',
  fileName,
  fileSize: 2048,
  fileUrl: `data:text/plain,${id}`,
  uploadTime: '2025-01-01 09:00:00',
})
const tender = catalog('C1', '招标文件.pdf')
const bill = catalog('C2', '工程量清单.xlsx')
const listed: Documents = { catalogs: [tender, bill], downloaded: ['C2'] }
const unpaid = Object.assign(new Error('400'), { userMessage: { id: 'fee', message: '请先缴纳标书费，缴费确认后方可查看和下载招标文件' } })

describe('documents machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: documentsMachine,
      inputs: [{ serviceId: 'K1' }],
      events: [
        { type: 'documents.download', catalogId: 'C1' },
        // A file the list does not hold cannot be downloaded.
        refused({ type: 'documents.download', catalogId: 'C9' }),
        { type: 'documents.retry' },
        done('loadDocuments', listed),
        failed('loadDocuments', unpaid),
        done('saveDownload', undefined),
        failed('saveDownload', new Error('offline')),
      ],
      context: (c) => ({ downloaded: c.downloaded.join(','), downloading: c.downloading, error: c.error?.id ?? null, listed: c.catalogs?.length ?? null }),
      initial: () => 'loading',
      // Spec 000 §2.3: the dialog lists the files, each downloads (its record saved first), and a
      // refusal shows the server's reason with a way to ask again.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'xstate.done.actor.loadDocuments':
            return 'list'
          case 'xstate.error.actor.loadDocuments':
            return 'failed'
          case 'documents.retry':
            return from.matches('failed') ? 'loading' : 'unchanged'
          case 'documents.download':
            return from.matches('list') && from.context.catalogs?.some((c) => c.id === event.catalogId) ? 'downloading' : 'unchanged'
          case 'xstate.done.actor.saveDownload':
          case 'xstate.error.actor.saveDownload':
            return 'list'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', failed: 'failed' })
        if (event.type === 'xstate.done.actor.saveDownload') {
          expect(to.context.downloaded).toContain(from.context.downloading)
          expect(to.context.error).toBeNull()
        }
        // A failed record leaves the file unmarked, with the reason shown.
        if (event.type === 'xstate.error.actor.saveDownload') {
          expect(to.context.downloaded).toEqual(from.context.downloaded)
          expect(to.context.error).not.toBeNull()
        }
        if (event.type === 'xstate.error.actor.loadDocuments') expect(to.context.error?.message).toBe(unpaid.userMessage.message)
      },
      invariant: {
        loading: (s) => expect(s.context.error).toBeNull(),
        failed: (s) => expect(s.context.error).not.toBeNull(),
        list: (s) => {
          expect(s.context.catalogs).not.toBeNull()
          expect(s.context.downloading).toBeNull()
        },
        downloading: (s) => expect(s.context.catalogs?.some((c) => c.id === s.context.downloading)).toBe(true),
      },
    })
  })
})

describe('documents machine behaviour', () => {
  it('saves the record of the chosen file, then marks it and announces it, so the file opens and the blockers reload', async () => {
    const loads: LoadDocumentsInput[] = []
    const saves: SaveDownloadInput[] = []
    const actor = createActor(
      documentsMachine.provide({
        actors: {
          loadDocuments: fromPromise(async ({ input }: { input: LoadDocumentsInput }) => {
            loads.push(input)
            return listed
          }),
          saveDownload: fromPromise(async ({ input }: { input: SaveDownloadInput }) => {
            saves.push(input)
          }),
        },
      }),
      { input: { serviceId: 'K1', isAll: true } },
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    await until(actor, (s) => s.matches('list'))
    expect(loads).toEqual([{ serviceId: 'K1', isAll: true }])
    expect(actor.getSnapshot().context.downloaded).toEqual(['C2'])

    actor.send({ type: 'documents.download', catalogId: 'C1' })
    expect(actor.getSnapshot().context.downloading).toBe('C1')
    await until(actor, (s) => s.matches('list'))
    expect(saves).toEqual([{ serviceId: 'K1', catalog: tender }])
    expect(actor.getSnapshot().context.downloaded).toEqual(['C2', 'C1'])
    expect(emitted).toEqual([{ type: 'documents.downloaded', serviceId: 'K1', catalog: tender }])
  })

  it('shows the server’s refusal and asks again on retry', async () => {
    let answer: () => Documents = () => {
      throw unpaid
    }
    const actor = createActor(
      documentsMachine.provide({ actors: { loadDocuments: fromPromise(async () => answer()), saveDownload: fromPromise(async () => {}) } }),
      { input: { serviceId: 'K1' } },
    ).start()
    await until(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toEqual(unpaid.userMessage)
    answer = () => listed
    actor.send({ type: 'documents.retry' })
    await until(actor, (s) => s.matches('list'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
