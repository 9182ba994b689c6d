import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { invitationListLogic } from '@/app/actors/tender/invitations'
import { useShellFlow } from '@/app/use-flow'
import { InvitationReplyDialogs } from '@/routes/-components/InvitationReplyDialogs'
import { InvitationTable } from '@/routes/-components/InvitationTable'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { firstPagePlain, nameSearch, type NameSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { useListEditor } from '@/routes/-components/use-list-editor'
import { useListTable } from '@/routes/-components/use-list-table'

/** Spec 001 §2: the invited tenders (邀请招标) the supplier received, answered here (decision 020). */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/tenderInvitation/index')({
  validateSearch: (s: SearchInput<NameSearch>) => nameSearch(s),
  search: firstPagePlain(),
  component: TenderInvitations,
})

function TenderInvitations() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(invitationListLogic, { input: { query: search } })
  const reply = useListEditor(list)
  const { filter, table } = useListTable(list, search, (next) => navigate({ search: next }))

  return (
    <Stack>
      <Title order={3}>
        <Trans>投标邀请</Trans>
      </Title>
      <ProjectNameSearch label={t`查询投标邀请`} value={search.projectName} filter={filter} byCode />
      <InvitationTable
        {...table}
        label={t`投标邀请列表`}
        variant="tenders"
        emptyTitle={search.projectName ? t`没有符合条件的投标邀请` : t`暂无投标邀请`}
        reply={reply}
      />
      <InvitationReplyDialogs reply={reply} />
    </Stack>
  )
}
