import { createFileRoute } from '@tanstack/react-router'
import { replyStatusSearch } from '@/routes/-components/invitation-status'
import { firstPagePlain, pageSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import type { MyInviteSearch } from '@/routes/-screens/tender/my-invite-list-search'
import { MyInvitationsScreen } from '@/routes/-screens/tender/MyInvitationsScreen'

/** Spec 000 §2 /personal/myInviteList/index: every invitation the supplier received, by standing. */
export const Route = createFileRoute('/_auth/_shell/personal/myInviteList/index')({
  validateSearch: (s: SearchInput<MyInviteSearch>): MyInviteSearch => {
    const replyStatus = replyStatusSearch(s.replyStatus)
    return { ...pageSearch(s), ...(replyStatus === undefined ? {} : { replyStatus }) }
  },
  search: firstPagePlain(),
  component: MyInvitationsScreen,
})
