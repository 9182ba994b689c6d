import { fromPromise, type Actor } from 'xstate'
import { unreadMachine, type MarkAllReadInput } from '@/machines/messages/unread.machine'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { markAllRead, unreadMessages } from '@/services/bid-crm'
import type { Http } from '@/services/http'

export type UnreadActor = Actor<ReturnType<typeof unreadLogic>>

/** The header's unread badge and dropdown: page 1 of 10 unread (spec 000 §4). */
export function unreadLogic({ http }: { http: Http }) {
  return unreadMachine.provide({
    actors: {
      loadUnread: fromPromise(async ({ input, signal }: { input: { supplierId: string }; signal: AbortSignal }) => {
        const { records, total } = await unreadMessages(http, input.supplierId, signal)
        return { records, total }
      }),
      markAllRead: fromPromise(async ({ input, signal }: { input: MarkAllReadInput; signal: AbortSignal }) => {
        await markAllRead(http, input, signal)
      }),
    },
  })
}

/** The badge belongs to the supplier the profile names: each loaded profile starts it afresh. */
export function followProfile(unread: UnreadActor, profile: Actor<typeof profileMachine>) {
  const subscription = profile.on('profile.loaded', ({ profile: loaded }) => {
    const supplierId = loaded.user.supplierId
    unread.send(supplierId ? { type: 'unread.load', supplierId } : { type: 'unread.reset' })
  })
  return () => subscription.unsubscribe()
}
