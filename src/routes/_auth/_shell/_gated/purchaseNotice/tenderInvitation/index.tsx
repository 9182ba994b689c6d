import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { invitationListLogic } from '@/app/actors/tender/invitations'
import { InvitationReplyDialogs } from '@/routes/-components/InvitationReplyDialogs'
import { InvitationTable } from '@/routes/-components/InvitationTable'
import { ListPage } from '@/routes/-components/ListScreen'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { firstPagePlain, nameSearch, type NameSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { useListEditor } from '@/routes/-components/use-list-editor'
import { useRouteList } from '@/routes/-components/use-shell-list'

/** Spec 001 §2: the invited tenders (邀请招标) the supplier received, answered here (decision 020). */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/tenderInvitation/index')({
  validateSearch: (s: SearchInput<NameSearch>) => nameSearch(s),
  search: firstPagePlain(),
  component: TenderInvitations,
})

function TenderInvitations() {
  const { t } = useLingui()
  const { search, list, filter, table } = useRouteList(Route, invitationListLogic)
  const reply = useListEditor(list)

  return (
    <ListPage title={<Trans>投标邀请</Trans>} search={<ProjectNameSearch label={t`查询投标邀请`} value={search.projectName} filter={filter} byCode />}>
      <InvitationTable
        {...table}
        label={t`投标邀请列表`}
        variant="tenders"
        emptyTitle={search.projectName ? t`没有符合条件的投标邀请` : t`暂无投标邀请`}
        reply={reply}
      />
      <InvitationReplyDialogs reply={reply} />
    </ListPage>
  )
}
