import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Message } from '@/services/schemas/bid-crm'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { unreadMachine, type MarkAllReadInput, type Unread } from './unread.machine'
import { until } from '../../../tests/support/settle'

const message = (id: string): Message => ({ id, title: `公告 ${id}`, typeStr: '系统消息', createTime: '2024-05-01 09:00:00', readStatus: 0 })
const twoUnread: Unread = { records: [message('m1'), message('m2')], total: 2 }
const manyUnread: Unread = { records: Array.from({ length: 10 }, (_, i) => message(`n${i}`)), total: 150 }
const offline = new Error('offline')

describe('unread machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: unreadMachine,
      inputs: [undefined],
      events: [
        { type: 'unread.load', supplierId: 's1' },
        done('loadUnread', twoUnread),
        done('loadUnread', manyUnread),
        failed('loadUnread', offline),
        { type: 'unread.refresh' },
        { type: 'unread.clear' },
        { type: 'unread.clear', messageType: '4' },
        { type: 'confirm.ask', subject: {} },
        { type: 'confirm.ask', subject: { messageType: '4' } },
        { type: 'confirm.yes' },
        { type: 'confirm.no' },
        done('markAllRead', undefined),
        failed('markAllRead', offline),
        { type: 'unread.reset' },
      ],
      context: (context) => ({
        supplierId: context.supplierId,
        total: context.total,
        error: context.error?.id ?? null,
        clearing: context.clearing,
        asked: context.asked ? (context.asked.messageType ?? 'every type') : null,
      }),
      // The question makes the graph dense: its simple paths alone number in the thousands.
      simplePaths: false,
      // Spec 000 §4: a known supplier's page 1 of unread; refresh and clear only on a settled list;
      // a failed clear leaves the list as it was; clearing one type asks again what is left (decision
      // 042); a new supplier or the end of a session starts over.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'unread.load':
            return 'loading'
          case 'unread.reset':
            return 'idle'
          case 'unread.refresh':
            return from.matches('ready') || from.matches('failed') ? 'loading' : 'unchanged'
          case 'unread.clear':
            return from.matches('ready') ? 'clearing' : 'unchanged'
          // Decision 075: asked first from the header or the list; yes marks read, no leaves the list as it was.
          case 'confirm.ask':
            return from.matches('ready') ? 'asking' : 'unchanged'
          case 'confirm.yes':
            return from.matches('asking') ? 'clearing' : 'unchanged'
          case 'confirm.no':
            return from.matches('asking') ? 'ready' : 'unchanged'
          case 'xstate.done.actor.loadUnread':
            return from.matches('loading') ? 'ready' : 'unchanged'
          case 'xstate.error.actor.loadUnread':
            return from.matches('loading') ? 'failed' : 'unchanged'
          case 'xstate.done.actor.markAllRead':
            if (!from.matches('clearing')) return 'unchanged'
            return from.context.clearing === null ? 'ready' : 'loading'
          case 'xstate.error.actor.markAllRead':
            return from.matches('clearing') ? 'ready' : 'unchanged'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { ready: 'ready', failed: 'failed' })
        if (event.type === 'xstate.done.actor.markAllRead' && from.matches('clearing') && from.context.clearing === null) expect(to.context.total).toBe(0)
        if (event.type === 'xstate.error.actor.markAllRead' && from.matches('clearing')) expect(to.context.total).toBe(from.context.total)
        if (event.type === 'confirm.ask' && from.matches('ready')) expect(to.context.asked).toEqual(event.subject)
        // Yes marks what was asked about: one type, or every message.
        if (event.type === 'confirm.yes' && from.matches('asking')) expect(to.context.clearing).toBe(from.context.asked?.messageType ?? null)
        if (event.type === 'confirm.no' && from.matches('asking')) expect({ total: to.context.total, error: to.context.error }).toEqual({ total: from.context.total, error: from.context.error })
        expect(to.hasTag('asking')).toBe(to.matches('asking'))
        expect(to.context.asked !== null).toBe(to.matches('asking'))
        expect(to.hasTag('busy')).toBe(to.matches('clearing'))
      },
      invariant: (snapshot) => {
        const { records, total, error, supplierId } = snapshot.context
        expect(records.length).toBeLessThanOrEqual(total)
        if (snapshot.matches('idle')) expect({ supplierId, total }).toEqual({ supplierId: null, total: 0 })
        else expect(supplierId).toBe('s1')
        if (snapshot.matches('failed')) expect(error).not.toBeNull()
        if (snapshot.matches('loading') || snapshot.matches('clearing')) expect(error).toBeNull()
        if (!snapshot.matches('clearing')) expect(snapshot.context.clearing).toBeNull()
        expect(snapshot.hasTag('settled')).toBe(snapshot.matches('ready') || snapshot.matches('failed'))
      },
    })
  })
})

describe('unread machine behaviour', () => {
  it('loads for the supplier and empties the list once all are marked read', async () => {
    const calls: string[] = []
    const actor = createActor(
      unreadMachine.provide({
        actors: {
          loadUnread: fromPromise(async ({ input }: { input: { supplierId: string } }) => {
            calls.push(`load ${input.supplierId}`)
            return twoUnread
          }),
          markAllRead: fromPromise(async ({ input }: { input: MarkAllReadInput }) => {
            calls.push(`mark ${input.supplierId} ${input.type ?? 'every type'}`)
          }),
        },
      }),
    ).start()
    const announced: string[] = []
    actor.on('*', (event) => announced.push(event.type))
    actor.send({ type: 'unread.load', supplierId: 's1' })
    await until(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.total).toBe(2)
    actor.send({ type: 'unread.clear' })
    await until(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context).toMatchObject({ records: [], total: 0, error: null })
    expect(calls).toEqual(['load s1', 'mark s1 every type'])
    // Lists on screen hear of it and stop showing the messages as unread.
    expect(announced).toEqual(['unread.cleared'])
  })

  it('marks one type read and asks again what is still unread', async () => {
    const calls: string[] = []
    const left: Unread = { records: [message('m2')], total: 1 }
    const actor = createActor(
      unreadMachine.provide({
        actors: {
          loadUnread: fromPromise(async () => (calls.push('load'), calls.includes('mark 4') ? left : twoUnread)),
          markAllRead: fromPromise(async ({ input }: { input: MarkAllReadInput }) => {
            calls.push(`mark ${input.type ?? 'every type'}`)
          }),
        },
      }),
    ).start()
    const announced: string[] = []
    actor.on('*', (event) => announced.push(event.type))
    actor.send({ type: 'unread.load', supplierId: 's1' })
    await until(actor, (s) => s.matches('ready'))
    actor.send({ type: 'unread.clear', messageType: '4' })
    await until(actor, (s) => s.matches('ready') && calls.length === 3)
    expect(calls).toEqual(['load', 'mark 4', 'load'])
    // Messages of the other types are still unread: the badge shows what the server says is left.
    expect(actor.getSnapshot().context.total).toBe(1)
    expect(announced).toEqual(['unread.cleared'])
  })

  it('asks first: no marks nothing, yes marks the type asked about', async () => {
    const calls: string[] = []
    const actor = createActor(
      unreadMachine.provide({
        actors: {
          loadUnread: fromPromise(async () => twoUnread),
          markAllRead: fromPromise(async ({ input }: { input: MarkAllReadInput }) => {
            calls.push(`mark ${input.type ?? 'every type'}`)
          }),
        },
      }),
    ).start()
    actor.send({ type: 'unread.load', supplierId: 's1' })
    await until(actor, (s) => s.matches('ready'))
    actor.send({ type: 'confirm.ask', subject: { messageType: '4' } })
    expect(actor.getSnapshot().hasTag('asking')).toBe(true)
    actor.send({ type: 'confirm.no' })
    expect(actor.getSnapshot().hasTag('asking')).toBe(false)
    actor.send({ type: 'confirm.ask', subject: { messageType: '4' } })
    actor.send({ type: 'confirm.yes' })
    await until(actor, (s) => s.matches('ready') && calls.length === 1)
    expect(calls).toEqual(['mark 4'])
  })

  it('keeps the unread list with an error when marking read fails', async () => {
    const actor = createActor(
      unreadMachine.provide({
        actors: {
          loadUnread: fromPromise(async () => twoUnread),
          markAllRead: fromPromise<void, MarkAllReadInput>(async () => {
            throw offline
          }),
        },
      }),
    ).start()
    actor.send({ type: 'unread.load', supplierId: 's1' })
    await until(actor, (s) => s.matches('ready'))
    actor.send({ type: 'unread.clear' })
    await until(actor, (s) => s.matches('ready') && s.context.error !== null)
    expect(actor.getSnapshot().context.total).toBe(2)
    expect(actor.getSnapshot().context.records).toHaveLength(2)
  })
})
