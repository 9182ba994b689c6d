import { assertEvent, assign, emit, setup } from 'xstate'
import type { Catalog } from '@/services/schemas/bid-dms'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** The download-files dialog of a project or package (spec 000 §2.3, 001 §7). */
export type Input = {
  /** The project's or package's id. */
  serviceId: string
  /** Every package's files, not only this one's (spec 000 §6: the tenant's role is 2). */
  isAll?: boolean
}

export type LoadDocumentsInput = { serviceId: string; isAll: boolean }
/** The documents, and which of them this supplier has downloaded already (by catalog id). */
export type Documents = { catalogs: Catalog[]; downloaded: string[] }
export type SaveDownloadInput = { serviceId: string; catalog: Catalog }

export type Context = ErrorContext & {
  serviceId: string
  isAll: boolean
  catalogs: Catalog[] | null
  downloaded: string[]
  /** The catalog whose download record is being saved. */
  downloading: string | null
}

/** `documents.download`: the supplier asks for one listed file; `documents.retry`: read the list again. */
export type Event = { type: 'documents.download'; catalogId: string } | { type: 'documents.retry' }

/** Heard by the screen (which opens the file) and by flows whose state a download changes (the blockers). */
export type Emitted = { type: 'documents.downloaded'; serviceId: string; catalog: Catalog }

/** Tags for screens: `loading` and `failed` (the list of files). */
export const documentsMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    loadDocuments: notProvided<Documents, LoadDocumentsInput>('loadDocuments'),
    /** Saves the download record; the file opens only once the back end has it. */
    saveDownload: notProvided<void, SaveDownloadInput>('saveDownload'),
  },
  guards: {
    isListed: ({ context, event }) => {
      assertEvent(event, 'documents.download')
      return (context.catalogs ?? []).some((catalog) => catalog.id === event.catalogId)
    },
  },
  actions: {
    storeDocuments: assign((_, params: { documents: Documents }) => ({ catalogs: params.documents.catalogs, downloaded: params.documents.downloaded })),
    startDownload: assign(({ event }) => {
      assertEvent(event, 'documents.download')
      return { downloading: event.catalogId, error: null }
    }),
    markDownloaded: assign(({ context }) => ({
      downloaded: context.downloading && !context.downloaded.includes(context.downloading) ? [...context.downloaded, context.downloading] : context.downloaded,
    })),
    announceDownloaded: emit(({ context }): Emitted => ({
      type: 'documents.downloaded',
      serviceId: context.serviceId,
      catalog: (context.catalogs ?? []).find((catalog) => catalog.id === context.downloading)!,
    })),
    endDownload: assign({ downloading: null }),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'documents',
  context: ({ input }) => ({ serviceId: input.serviceId, isAll: input.isAll ?? false, catalogs: null, downloaded: [], downloading: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        input: ({ context }) => ({ serviceId: context.serviceId, isAll: context.isAll }),
        onDone: { target: 'list', actions: { type: 'storeDocuments', params: ({ event }) => ({ documents: event.output }) } },
        // A refusal (not signed up, fee unpaid) lands here with the server's reason.
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: 'failed', on: { 'documents.retry': 'loading' } },
    list: {
      on: { 'documents.download': { guard: 'isListed', target: 'downloading', actions: 'startDownload' } },
    },
    downloading: {
      invoke: {
        id: 'saveDownload',
        src: 'saveDownload',
        input: ({ context }) => ({ serviceId: context.serviceId, catalog: (context.catalogs ?? []).find((catalog) => catalog.id === context.downloading)! }),
        onDone: { target: 'list', actions: ['markDownloaded', 'announceDownloaded', 'endDownload'] },
        // Without a record the back end would not count the download, so the file stays closed.
        onError: { target: 'list', actions: ['endDownload', { type: 'recordError', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
  },
})
