import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import type { NetBidRow } from '@/app/actors/opening/opening'
import { NetBidProjects } from '@/routes/-screens/opening/NetBidProjects'
import { SelfCheckLink } from '@/routes/-screens/opening/SelfCheckLink'

const route = getRouteApi('/_auth/_shell/electronicOpening/electronicSign')

export function NetBidProjectListScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
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
