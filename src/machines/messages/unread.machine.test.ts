import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Message } from '@/services/schemas/bid-crm'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { badgeText, unreadMachine, type Unread } from './unread.machine'

const message = (id: string): Message => ({ id, title: `公告 ${id}`, typeStr: '系统消息', createTime: '2024-05-01 09:00:00', readStatus: 0 })
const twoUnread: Unread = { records: [message('m1'), message('m2')], total: 2 }
const manyUnread: Unread = { records: Array.from({ length: 10 }, (_, i) => message(`n${i}`)), total: 150 }
const offline = new Error('offline')

describe('unread machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: unreadMachine,
      inputs: [{ supplierId: 's1' }],
      events: [
        done('loadUnread', twoUnread),
        done('loadUnread', manyUnread),
        failed('loadUnread', offline),
        { type: 'unread.refresh' },
        { type: 'unread.clear' },
        done('markAllRead', undefined),
        failed('markAllRead', offline),
      ],
      context: (context) => ({ total: context.total, error: context.error?.id ?? null }),
      invariant: (snapshot) => {
        const { records, total, error } = snapshot.context
        expect(records.length).toBeLessThanOrEqual(total)
        if (snapshot.matches('failed')) expect(error).not.toBeNull()
        if (snapshot.matches('loading') || snapshot.matches('clearing')) expect(error).toBeNull()
      },
    })
  })
})

describe('badgeText', () => {
  it('is empty at zero, the count up to 99, then capped', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(7)).toBe('7')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(150)).toBe('99+')
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
          markAllRead: fromPromise(async ({ input }: { input: { supplierId: string } }) => {
            calls.push(`mark ${input.supplierId}`)
          }),
        },
      }),
      { input: { supplierId: 's1' } },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.total).toBe(2)
    actor.send({ type: 'unread.clear' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context).toMatchObject({ records: [], total: 0, error: null })
    expect(calls).toEqual(['load s1', 'mark s1'])
  })

  it('keeps the unread list with an error when marking read fails', async () => {
    const actor = createActor(
      unreadMachine.provide({
        actors: {
          loadUnread: fromPromise(async () => twoUnread),
          markAllRead: fromPromise<void, { supplierId: string }>(async () => {
            throw offline
          }),
        },
      }),
      { input: { supplierId: 's1' } },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'unread.clear' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null)
    expect(actor.getSnapshot().context.total).toBe(2)
    expect(actor.getSnapshot().context.records).toHaveLength(2)
  })
})
