import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { invitationListLogic } from '@/app/actors/tender/invitations'
import { InvitationReplyDialogs } from '@/routes/-components/InvitationReplyDialogs'
import { InvitationTable } from '@/routes/-components/InvitationTable'
import { ListPage } from '@/routes/-components/ListScreen'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { useListEditor } from '@/routes/-components/use-list-editor'
import { useRouteList } from '@/routes/-components/use-shell-list'

const route = getRouteApi('/_auth/_shell/_gated/purchaseNotice/tenderInvitation/index')

export function TenderInvitationsScreen() {
  const { t } = useLingui()
  const { search, list, filter, table } = useRouteList(route, invitationListLogic)
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
