import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import type { NetBidRow } from '@/app/actors/opening/opening'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { NetBidProjects } from './-components/NetBidProjects'
import { SelfCheckLink } from './-components/SelfCheckLink'

/** Spec 001 §2 /electronicOpening/electronicSign: my projects that open online, each leading to its hall. */
export const Route = createFileRoute('/_auth/_shell/electronicOpening/electronicSign')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: NetBidProjectList,
})

function NetBidProjectList() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const enter = (row: NetBidRow) => navigate({ to: '/electronicOpening', search: { projectId: row.id } })

  return (
    <Stack>
      <Title order={3}>
        <Trans>开标签到</Trans>
      </Title>
      <SelfCheckLink withNote />
      <NetBidProjects
        search={search}
        go={(next) => navigate({ search: next })}
        searchLabel={t`查询开标项目`}
        tableLabel={t`网上开标项目列表`}
        target={(row) => ({ to: '/electronicOpening', search: { projectId: row.id } })}
        action={(row) => (
          <Button size="xs" variant="light" onClick={() => enter(row)} aria-label={t`进入开标大厅：${row.projectName}`}>
            <Trans>进入开标大厅</Trans>
          </Button>
        )}
      />
    </Stack>
  )
}
