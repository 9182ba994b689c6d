import { detailParts } from './recordDetail.machine'

export type { Context, Input } from './recordDetail.machine'

/** `detail.retry`: after a failed first reading; `detail.refresh`: read again what is on screen (or was not found). */
export type Event = { type: 'detail.retry' } | { type: 'detail.refresh' }

/**
 * A detail that changes while it is shown (an opening's progress, a live stream's standing): loaded
 * by id like `recordDetail`, and read again on request. While it is read again the last record stays
 * on screen; a failed re-reading keeps it, with the error beside it, so the supplier never loses
 * what they were looking at to a bad connection.
 */
export function refreshableDetailMachine<TRecord>(id: string) {
  const { detail, reading } = detailParts<TRecord, Event>()
  return detail.createMachine({
    id,
    context: ({ input }) => ({ id: input.id, record: null, error: null }),
    initial: 'loading',
    states: {
      loading: { ...reading({ found: 'ready', notFound: 'notFound', failed: 'failed' }), tags: ['loading'] },
      ready: {
        tags: ['ready'],
        initial: 'idle',
        states: {
          idle: { on: { 'detail.refresh': 'refreshing' } },
          refreshing: { ...reading({ found: 'idle', notFound: `#${id}.notFound`, failed: 'idle' }), tags: ['refreshing'] },
        },
      },
      notFound: { tags: ['notFound'], on: { 'detail.refresh': 'loading' } },
      failed: { tags: ['failed'], on: { 'detail.retry': 'loading' } },
    },
  })
}
