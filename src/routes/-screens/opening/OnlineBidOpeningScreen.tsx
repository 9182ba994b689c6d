import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { openBidBoardLogic, type OpenBoardRow } from '@/app/actors/opening/open-bid-board'
import { usePortal } from '@/app/portal-context'
import { usePortalFlow } from '@/app/use-flow'
import { HallStandingBadge } from '@/routes/-components/HallStandingBadge'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { useListTable } from '@/routes/-components/use-list-table'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { projectKindLabels } from '@/ui/format/project-labels'
import { useRouteSearch } from '@/routes/-components/list-route'
import { ListScreen } from '@/routes/-components/ListScreen'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { PublicFrame } from '@/routes/-screens/opening/PublicFrame'

const route = getRouteApi('/purchaseNotice/onlineBidOpening/index')

export function OnlineBidOpeningScreen() {
  const { t } = useLingui()
  const portal = usePortal()
  const { search, navigate, go } = useRouteSearch(route)
  const signedIn = useSelector(portal.actors.session, (s) => s.hasTag('signedIn'))
  const tenant = useSelector(portal.actors.tenant, (s) => s.context.tenant)
  const board = usePortalFlow(openBidBoardLogic, { input: { query: search } })
  const { loaded, filter, table } = useListTable(board, search, go)

  const columns: PagedTableColumn<OpenBoardRow>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 160 },
    { key: 'projectName', title: t`项目名称` },
    { key: 'projectTypeName', title: t`项目类型`, width: 110, render: (row) => <CodeText labels={projectKindLabels} code={row.projectType} sent={row.projectTypeName} /> },
    { key: 'purchaserName', title: t`采购人`, width: 200 },
    { key: 'openTime', title: t`开标时间`, width: 170, render: (row) => formatDateTime(row.openTime) },
    { key: 'currentNode', title: t`当前环节`, width: 150, render: (row) => <HallStandingBadge standing={row} /> },
  ]

  const action = signedIn ? (
    <Button variant="default" onClick={() => navigate({ to: '/home/homePage' })}>
      <Trans>返回工作台</Trans>
    </Button>
  ) : (
    <Button onClick={() => navigate({ to: '/login', search: { redirect: '/purchaseNotice/onlineBidOpening/index' } })}>
      <Trans>供应商登录</Trans>
    </Button>
  )

  return (
    <PublicFrame tenantName={tenant?.tenantName ?? t`供应商电子招投标平台`} logoUrl={tenant?.logoUrl ?? null} hotline={tenant?.tenantTel ?? null} action={action}>
      <ListScreen
        title={<Trans>网上开标</Trans>}
        titleOrder={2}
        intro={<Trans>今日及之后在网上开标大厅开标的项目。投标人登录后可进入开标大厅签到、解密。</Trans>}
        search={<ProjectNameSearch label={t`查询网上开标项目`} value={search.projectName} filter={filter} loaded={loaded} byCode />}
        {...table}
        label={t`网上开标项目列表`}
        columns={columns}
        rowKey={(row) => row.id}
        {...(signedIn
          ? {
              actionsWidth: 130,
              actions: (row: OpenBoardRow) => (
                <Button size="xs" variant="light" onClick={() => navigate({ to: '/electronicOpening', search: { projectId: row.id } })} aria-label={t`进入开标大厅：${row.projectName}`}>
                  <Trans>进入开标大厅</Trans>
                </Button>
              ),
            }
          : {})}
        empty={{ none: t`今日及之后暂无网上开标项目`, noMatch: t`没有符合条件的开标项目` }}
        filtered={Boolean(search.projectName)}
        minWidth={1000}
      />
    </PublicFrame>
  )
}
