import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { usePortal } from '@/app/portal-context'
import { usePortalActor } from '@/app/use-portal-actor'
import { badgeText, unreadMachine } from '@/machines/messages/unread.machine'
import { markAllRead, unreadMessages } from '@/services/bid-crm'
import type { MessagesMenuProps } from '@/ui/shell/MessagesMenu'

type Unread = Omit<MessagesMenuProps, 'onViewAll'>

/** Runs the unread-messages flow for one supplier and hands its state to whatever renders it. */
export function UnreadSource({ supplierId, render }: { supplierId: string; render: (unread: Unread) => ReactNode }) {
  const portal = usePortal()
  const unread = usePortalActor(
    unreadMachine.provide({
      actors: {
        loadUnread: fromPromise(async ({ input, signal }: { input: { supplierId: string }; signal: AbortSignal }) => {
          const { records, total } = await unreadMessages(portal.http, input.supplierId, signal)
          return { records, total }
        }),
        markAllRead: fromPromise(async ({ input, signal }: { input: { supplierId: string }; signal: AbortSignal }) => {
          await markAllRead(portal.http, input.supplierId, signal)
        }),
      },
    }),
    { input: { supplierId } },
  )
  const state = useSelector(unread, (s) => s)
  return render({
    badgeText: badgeText(state.context.total),
    messages: state.context.records,
    loading: state.matches('loading') || state.matches('clearing'),
    onOpen: () => unread.send({ type: 'unread.refresh' }),
    onClearUnread: () => unread.send({ type: 'unread.clear' }),
  })
}
