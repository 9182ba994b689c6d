import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { dealProjectListLogic, type DealProject } from '@/app/actors/credit/credit'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { NameWithCode } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { formatAmount } from '@/domain/money'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { CreditNav } from '@/routes/-screens/credit/CreditNav'
import { dealStatusColors, dealStatusLabels } from '@/routes/-screens/credit/credit-labels'

const route = getRouteApi('/_auth/_shell/personal/credit/dealProject')

export function DealProjectsScreen() {
  const { t, i18n } = useLingui()
  const { search, navigate, loaded, filter, table } = useRouteList(route, dealProjectListLogic)

  // The code sits under the name rather than in a column of its own, so the table fits beside the
  // sidebar at 1366 px.
  const columns: PagedTableColumn<DealProject>[] = [
    { key: 'projectName', title: t`项目名称`, width: 220, render: (d) => <NameWithCode name={d.projectName} code={d.projectCode} /> },
    { key: 'packageName', title: t`标段（包）`, width: 100, render: (d) => d.packageName },
    { key: 'purchaserName', title: t`采购单位`, width: 180, render: (d) => d.purchaserName },
    { key: 'dealAmount', title: t`成交金额（元）`, width: 130, render: (d) => formatAmount(d.dealAmount) },
    { key: 'awardTime', title: t`中标时间`, width: 160, render: (d) => d.awardTime },
    { key: 'status', title: t`履约状态`, width: 90, render: (d) => <Badge color={dealStatusColors[d.status] ?? 'gray'}>{i18n._(dealStatusLabels[d.status]!)}</Badge> },
  ]

  return (
    <ListScreen
      title={<Trans>成交项目</Trans>}
      aside={<CreditNav current="dealProject" />}
      search={<ProjectNameSearch label={t`查询成交项目`} value={search.projectName} filter={filter} loaded={loaded} byCode />}
      {...table}
      label={t`成交项目列表`}
      columns={columns}
      rowKey={(d) => d.id}
      empty={{ none: t`暂无成交项目`, noMatch: t`没有符合条件的成交项目` }}
      filtered={Boolean(search.projectName)}
      actionsWidth={120}
      actions={(d) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" aria-label={t`${d.projectName} 合同`} onClick={() => navigate({ to: '/personal/credit/dealContract', search: { curr: 1, size: 10, projectName: d.projectCode } })}>
            <Trans>合同</Trans>
          </Button>
          <Button size="compact-xs" variant="subtle" aria-label={t`${d.projectName} 验收`} onClick={() => navigate({ to: '/personal/credit/projectCheck', search: { curr: 1, size: 10, projectName: d.projectCode } })}>
            <Trans>验收</Trans>
          </Button>
        </Group>
      )}
      minWidth={1100}
    />
  )
}
