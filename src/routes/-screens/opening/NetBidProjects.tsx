import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { netBidListLogic, type NetBidRow } from '@/app/actors/opening/opening'
import { HallStandingBadge } from '@/routes/-components/HallStandingBadge'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { RowLink, type RowTarget } from '@/routes/-components/list-cells'
import type { NameSearch } from '@/routes/-components/search'
import { useShellList } from '@/routes/-components/use-shell-list'
import { formatDateTime } from '@/ui/format/date'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'

type Props = {
  /** The list's query as the URL holds it, and the way to a new one. */
  search: NameSearch
  go: (search: NameSearch) => unknown
  /** Accessible names of the search form and of the table. */
  searchLabel: string
  tableLabel: string
  /** Where a project's name links to, and the row's action beside it. */
  target: (row: NetBidRow) => RowTarget
  action: (row: NetBidRow) => ReactNode
}

/** My projects that open online, searched by name, each with its hall's standing: what 开标签到 and 开标直播 pick from. */
export function NetBidProjects({ search, go, searchLabel, tableLabel, target, action }: Props) {
  const { t } = useLingui()
  const { loaded, filter, table } = useShellList(netBidListLogic, search, go)

  const columns: PagedTableColumn<NetBidRow>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 150 },
    { key: 'projectName', title: t`项目名称`, card: 'title', render: (row) => <RowLink {...target(row)}>{row.projectName}</RowLink> },
    { key: 'openTime', title: t`开标时间`, width: 170, render: (row) => formatDateTime(row.openTime) },
    { key: 'hall', title: t`开标状态`, width: 170, render: (row) => <HallStandingBadge standing={row.hall} /> },
  ]

  return (
    <>
      <ProjectNameSearch label={searchLabel} value={search.projectName} filter={filter} loaded={loaded} />
      <PagedTable
        {...table}
        label={tableLabel}
        columns={columns}
        rowKey={(row) => row.id}
        actions={action}
        actionsWidth={120}
        emptyTitle={search.projectName ? t`没有符合条件的开标项目` : t`暂无网上开标项目`}
        minWidth={900}
      />
    </>
  )
}
