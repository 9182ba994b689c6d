import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { INVITATION_STATUS, invitationListLogic } from '@/app/actors/tender/invitations'
import { invitationStatusLabels, replyStatusSearch } from '@/routes/-components/invitation-status'
import { InvitationReplyDialogs } from '@/routes/-components/InvitationReplyDialogs'
import { InvitationTable } from '@/routes/-components/InvitationTable'
import { ListPage } from '@/routes/-components/ListScreen'
import { StatusFilter } from '@/routes/-components/StatusFilter'
import { useListEditor } from '@/routes/-components/use-list-editor'
import { useRouteList } from '@/routes/-components/use-shell-list'

const route = getRouteApi('/_auth/_shell/personal/myInviteList/index')

export function MyInvitationsScreen() {
  const { t, i18n } = useLingui()
  const { search, list, filter, table } = useRouteList(route, invitationListLogic)
  const reply = useListEditor(list)

  const statuses = Object.values(INVITATION_STATUS).map((code) => ({ value: String(code), label: i18n._(invitationStatusLabels[code].label) }))
  return (
    <ListPage
      title={<Trans>我的邀请</Trans>}
      search={<StatusFilter label={t`邀请状态`} options={statuses} value={search.replyStatus} onChange={(replyStatus) => filter({ replyStatus: replyStatusSearch(replyStatus) })} />}
    >
      <InvitationTable
        {...table}
        label={t`我的邀请列表`}
        variant="records"
        emptyTitle={search.replyStatus === undefined ? t`暂无邀请记录` : t`没有该状态的邀请`}
        reply={reply}
      />
      <InvitationReplyDialogs reply={reply} />
    </ListPage>
  )
}
