import { createFileRoute } from '@tanstack/react-router'
import type { MessageQuery } from '@/app/actors/messages/messages'
import { pageSearch } from '@/routes/-components/search'
import { messageTypeOf, readStatusOf } from '@/routes/-screens/messages/alerts-search'
import { AlertsScreen } from '@/routes/-screens/messages/AlertsScreen'

export const Route = createFileRoute('/_auth/_shell/alerts/index')({
  // The page and the filters live in the URL so a list view can be shared and survives reload.
  validateSearch: (s: Record<string, unknown>): MessageQuery => {
    const readStatus = readStatusOf(s.readStatus)
    const type = messageTypeOf(s.type)
    // An unknown value is dropped, not carried through from the raw URL.
    return { ...pageSearch(s), readStatus, type: type === undefined ? undefined : Number(type) }
  },
  component: AlertsScreen,
})
