import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Stack, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { HALL_STATUS, netBidListLogic, type NetBidRow } from '@/app/actors/opening'
import { useShellFlow } from '@/app/use-flow'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { RowLink } from '@/routes/-components/list-cells'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { useListTable } from '@/routes/-components/use-list-table'
import { formatDateTime } from '@/ui/format/date'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'

/** Spec 001 §2 /electronicOpening/electronicSign: my projects that open online, each leading to its hall. */
export const Route = createFileRoute('/_auth/_shell/electronicOpening/electronicSign')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: NetBidProjects,
})

const HALL_COLORS: Readonly<Record<number, string>> = { [HALL_STATUS.normal]: 'blue', [HALL_STATUS.postponed]: 'orange', [HALL_STATUS.failed]: 'red' }

function NetBidProjects() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(netBidListLogic, { input: { query: search } })
  const { loaded, filter, table } = useListTable(list, search, (next) => navigate({ search: next }))
  const enter = (row: NetBidRow) => navigate({ to: '/electronicOpening', search: { projectId: row.id } })

  const columns: PagedTableColumn<NetBidRow>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 150 },
    {
      key: 'projectName',
      title: t`项目名称`,
      render: (row) => <RowLink onClick={() => enter(row)}>{row.projectName}</RowLink>,
    },
    { key: 'openTime', title: t`开标时间`, width: 170, render: (row) => formatDateTime(row.openTime) },
    {
      key: 'hall',
      title: t`开标状态`,
      width: 170,
      render: (row) =>
        row.hall ? (
          <Badge variant="light" color={HALL_COLORS[row.hall.hallStatus] ?? 'gray'}>
            {row.hall.currentNodeName}
          </Badge>
        ) : (
          <Trans>未知</Trans>
        ),
    },
    {
      key: 'actions',
      title: t`操作`,
      width: 120,
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => enter(row)} aria-label={t`进入开标大厅：${row.projectName}`}>
          <Trans>进入开标大厅</Trans>
        </Button>
      ),
    },
  ]

  return (
    <Stack>
      <Title order={3}>
        <Trans>开标签到</Trans>
      </Title>
      <ListSearchForm
        label={t`查询开标项目`}
        fieldLabel={t`项目名称`}
        placeholder={t`请输入项目名称`}
        value={search.projectName}
        onSearch={(projectName) => filter({ projectName })}
        onReset={() => filter({})}
        results={loaded}
      />
      <PagedTable
        {...table}
        label={t`网上开标项目列表`}
        columns={columns}
        rowKey={(row) => row.id}
        emptyTitle={search.projectName ? t`没有符合条件的开标项目` : t`暂无网上开标项目`}
        minWidth={900}
      />
    </Stack>
  )
}
