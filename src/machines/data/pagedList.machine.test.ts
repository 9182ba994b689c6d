import { describe, expect, it } from 'vitest'
import { createActor, emit, fromCallback, fromPromise, setup } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { editedListMachine, LIST_EDITOR, pagedListMachine, type Event, type ListQuery, type Page } from './pagedList.machine'
import { until } from '../../../tests/support/settle'

type Row = { id: string }
type Query = { curr: number; size: number }
const machine = pagedListMachine<Row, Query>('testList')
const pageOne: Page<Row> = { records: [{ id: 'a' }, { id: 'b' }], total: 12 }
const empty: Page<Row> = { records: [], total: 0 }
const offline = Object.assign(new Error('offline'), { userMessage: { id: 'offline' } })

describe('pagedList machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine,
      inputs: [{ query: { curr: 1, size: 10 } }],
      events: [
        done('loadPage', pageOne),
        done('loadPage', empty),
        failed('loadPage', offline),
        { type: 'list.query', query: { curr: 2, size: 10 } },
        { type: 'list.refresh' },
      ],
      context: (context) => ({ curr: context.query.curr, total: context.page?.total ?? null, error: context.error?.id ?? null }),
      // A new query or a refresh always loads, even over a load under way (the newer one wins).
      target: ({ from, event }) => {
        if (event.type === 'list.query' || event.type === 'list.refresh') return 'loading'
        if (!from.matches('loading')) return 'unchanged'
        return event.type === 'xstate.done.actor.loadPage' ? 'ready' : 'failed'
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', ready: 'ready', failed: 'failed' })
        if (event.type === 'list.query') expect(to.context.query).toEqual(event.query)
        // The last page stays on screen while the next one loads.
        if (to.matches('loading')) expect(to.context.page).toBe(from.context.page)
      },
      invariant: {
        failed: (s) => expect(s.context.error).not.toBeNull(),
        ready: (s) => expect(s.context.page).not.toBeNull(),
        loading: (s) => expect(s.context.error).toBeNull(),
      },
    })
  })
})

describe('pagedList machine behaviour', () => {
  it('loads the page its query names, and again when told the records changed', async () => {
    const asked: ListQuery[] = []
    let changed = () => {}
    const actor = createActor(
      machine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }: { input: ListQuery }) => {
            asked.push(input)
            return pageOne
          }),
          changes: fromCallback<Event<Query>>(({ sendBack }) => {
            changed = () => sendBack({ type: 'list.refresh' })
          }),
        },
      }),
      { input: { query: { curr: 1, size: 10 } } },
    ).start()
    await until(actor, (s) => s.matches('ready'))
    actor.send({ type: 'list.query', query: { curr: 2, size: 20 } })
    await until(actor, (s) => s.matches('ready'))
    changed()
    await until(actor, (s) => s.matches('ready'))
    expect(asked).toEqual([{ curr: 1, size: 10 }, { curr: 2, size: 20 }, { curr: 2, size: 20 }])
  })
})

// An editor as the contacts' or the invitations' screens run one: it changes a record and says so.
const editor = setup({ types: { events: {} as { type: 'edit.save' }, emitted: {} as { type: 'edit.saved' } }, actions: { announce: emit({ type: 'edit.saved' }) } }).createMachine({
  initial: 'editing',
  states: { editing: { on: { 'edit.save': { target: 'saved', actions: 'announce' } } }, saved: {} },
})

describe('edited list', () => {
  it('runs its editor inside it, whose announcements reload the list while the editor keeps its state', async () => {
    let loads = 0
    let sourceStarts = 0
    const list = createActor(
      editedListMachine<Row, Query, typeof editor>('testEditedList', editor).provide({
        actors: {
          loadPage: fromPromise(async () => {
            loads += 1
            return pageOne
          }),
          changes: fromCallback<Event<Query>>(({ sendBack, system }) => {
            sourceStarts += 1
            const subscription = system.get(LIST_EDITOR)?.on('edit.saved', () => sendBack({ type: 'list.refresh' }))
            return () => subscription?.unsubscribe()
          }),
        },
      }),
      { input: { query: { curr: 1, size: 10 } } },
    ).start()
    const child = list.getSnapshot().children.editor
    await until(list, (s) => s.matches('ready'))
    child?.send({ type: 'edit.save' })
    await until(list, (s) => s.matches('ready') && loads === 2)
    list.send({ type: 'list.query', query: { curr: 2, size: 10 } })
    await until(list, (s) => s.matches('ready') && loads === 3)
    // One editor and one listener throughout: reloading enters the list's state again, not the whole machine.
    expect(list.getSnapshot().children.editor).toBe(child)
    expect(child?.getSnapshot().value).toBe('saved')
    expect(sourceStarts).toBe(1)
    list.stop()
    expect(child?.getSnapshot().status).toBe('stopped')
  })
})
