import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { noticeListLogic } from '@/app/actors/tender/tenders'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { noticeColumns, StatusBadges } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { Project } from '@/services/schemas/bid-project'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { projectPhaseLabels } from '@/ui/format/project-labels'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/_gated/purchaseNotice/index')

export function PurchaseNoticesScreen() {
  const { t } = useLingui()
  const { search, loaded, filter, table } = useRouteList(route, noticeListLogic)

  const columns: PagedTableColumn<Project>[] = [
    ...noticeColumns((p) => ({ to: '/purchaseNotice/purchaseDetail', search: { id: p.id } })),
    { key: 'entryEndTime', title: t`报名截止时间`, width: 170, render: (p) => formatDateTime(p.entryEndTime) },
    {
      key: 'status',
      title: t`状态`,
      width: 190,
      render: (p) => (
        <StatusBadges color={p.status === 1 ? 'green' : 'gray'} mark={p.entryFlag === 1 ? <Trans>已报名</Trans> : null}>
          <CodeText labels={projectPhaseLabels} code={p.status} sent={p.statusName} />
        </StatusBadges>
      ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>采购公告</Trans>}
      search={<ProjectNameSearch label={t`查询采购公告`} value={search.projectName} filter={filter} loaded={loaded} />}
      {...table}
      label={t`采购公告列表`}
      columns={columns}
      rowKey={(p) => p.id}
      empty={{ none: t`暂无采购公告`, noMatch: t`没有符合条件的采购公告` }}
      filtered={Boolean(search.projectName)}
      // Narrow screens scroll the table sideways rather than squeeze the project names.
      minWidth={1040}
    />
  )
}
