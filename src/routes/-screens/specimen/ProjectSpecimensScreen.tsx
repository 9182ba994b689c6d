import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { projectSpecimenListLogic } from '@/app/actors/specimen/specimen'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { NameWithCode } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { ProjectSpecimen } from '@/services/schemas/bid-specimen'
import { specimenStatusColors, specimenStatusLabels } from '@/ui/specimen/labels'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/mySpecimen/projectSpecimen')

export function ProjectSpecimensScreen() {
  const { t, i18n } = useLingui()
  const { search, navigate, filter, table } = useRouteList(route, projectSpecimenListLogic)

  // The project's code sits under its name (searching by it finds the row), so the table fits beside
  // the sidebar at 1366 px.
  const columns: PagedTableColumn<ProjectSpecimen>[] = [
    { key: 'projectName', title: t`项目名称`, width: 200, render: (row) => <NameWithCode name={`${row.projectName}（${row.packageName}）`} code={row.projectCode} /> },
    { key: 'specimenName', title: t`样品名称`, width: 130, render: (row) => row.specimenName },
    { key: 'quantity', title: t`要求数量`, width: 80, render: (row) => row.quantity },
    { key: 'requirement', title: t`样品要求`, width: 180, render: (row) => row.requirement || '—' },
    { key: 'deadline', title: t`递交截止时间`, width: 160, render: (row) => row.deadline },
    { key: 'submitted', title: t`已递交数量`, width: 90, render: (row) => row.submittedQuantity },
    {
      key: 'status',
      title: t`我的申请`,
      width: 90,
      render: (row) =>
        row.applicationStatus === null ? (
          t`未申请`
        ) : (
          <Badge color={specimenStatusColors[row.applicationStatus]} variant="light">
            {i18n._(specimenStatusLabels[row.applicationStatus]!)}
          </Badge>
        ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>项目样品</Trans>}
      search={
        <ListSearchForm
          label={t`查询项目样品`}
          fieldLabel={t`项目名称`}
          placeholder={t`项目名称或编号`}
          fieldWidth={220}
          value={search.projectName}
          onSearch={(projectName) => filter({ projectName })}
          onReset={() => filter({})}
          filtered={Boolean(search.projectName)}
        />
      }
      {...table}
      label={t`项目样品列表`}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ none: t`您投标的项目没有样品要求`, noMatch: t`没有符合条件的项目样品` }}
      filtered={Boolean(search.projectName)}
      actionsWidth={90}
      actions={(row) => (
        <Button size="compact-xs" variant="subtle" aria-label={t`${row.projectName} 申请样品`} onClick={() => navigate({ to: '/mySpecimen/specimenApply', search: { projectId: row.projectId } })}>
          <Trans>申请样品</Trans>
        </Button>
      )}
      minWidth={1100}
    />
  )
}
