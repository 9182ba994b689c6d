import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Stack } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { specimenRecordListLogic } from '@/app/actors/specimen/specimen'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ProjectStatusSearch } from '@/routes/-components/ListSearchForm'
import { NameWithCode } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { SpecimenApplication } from '@/services/schemas/bid-specimen'
import { deliveryWayLabels, specimenStatusColors, specimenStatusLabels } from '@/ui/specimen/labels'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/mySpecimen/specimenRecord')

export function SpecimenRecordScreen() {
  const { t, i18n } = useLingui()
  const { search, navigate, filter, table } = useRouteList(route, specimenRecordListLogic)

  // Codes sit under names rather than in columns of their own (the project's under the project, the
  // specimen's, once approved, under the specimen), so the table fits beside the sidebar at 1366 px.
  const columns: PagedTableColumn<SpecimenApplication>[] = [
    { key: 'projectName', title: t`项目名称`, width: 200, render: (row) => <NameWithCode name={`${row.projectName}（${row.packageName}）`} code={row.projectCode} /> },
    { key: 'specimenName', title: t`样品名称`, width: 150, render: (row) => <NameWithCode name={row.specimenName} code={row.specimenNo} /> },
    { key: 'quantity', title: t`数量`, width: 60, render: (row) => row.quantity },
    { key: 'deliveryWay', title: t`递交方式`, width: 90, render: (row) => i18n._(deliveryWayLabels[row.deliveryWay]!) },
    { key: 'expectedDate', title: t`预计递交日期`, width: 110, render: (row) => row.expectedDate },
    { key: 'applyTime', title: t`申请时间`, width: 160, render: (row) => row.applyTime },
    {
      key: 'status',
      title: t`状态`,
      width: 170,
      render: (row) => (
        <Stack gap={2}>
          <Badge color={specimenStatusColors[row.status]} variant="light">
            {i18n._(specimenStatusLabels[row.status]!)}
          </Badge>
          {row.rejectReason ? <span>{t`驳回原因：${row.rejectReason}`}</span> : null}
        </Stack>
      ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>申请记录</Trans>}
      search={<ProjectStatusSearch label={t`查询样品申请`} statusLabel={t`状态`} statuses={specimenStatusLabels} value={search} filter={filter} />}
      {...table}
      label={t`样品申请记录`}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ none: t`您还没有申请过样品`, noMatch: t`没有符合条件的申请` }}
      filtered={Boolean(search.projectName) || search.status !== undefined}
      actionsWidth={90}
      actions={(row) => (
        <Button size="compact-xs" variant="subtle" aria-label={t`${row.projectName} 再次申请`} onClick={() => navigate({ to: '/mySpecimen/specimenApply', search: { projectId: row.projectId } })}>
          <Trans>再次申请</Trans>
        </Button>
      )}
      minWidth={1100}
    />
  )
}
