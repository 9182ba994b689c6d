import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { myProjectListLogic, type MyProjectRow } from '@/app/actors/tender/my-projects'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { RowLink } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { codeLabel } from '@/ui/format/code-label'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { kindLabels, PHASES, phaseLabels, PROJECT_KINDS } from '@/routes/-screens/tender/kinds'
import { NextStepBadge, StepDeadline } from '@/routes/-screens/tender/NextStep'
import { isEffectiveEntry } from '@/domain/entry'

const route = getRouteApi('/_auth/_shell/personal/myProject/')

export function MyProjectsScreen() {
  const { t, i18n } = useLingui()
  const { search, navigate, filter, table } = useRouteList(route, myProjectListLogic)

  const filtered = Boolean(search.projectName || search.projectType || search.status !== undefined)

  const columns: PagedTableColumn<MyProjectRow>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 130, render: (row) => row.project.projectCode },
    {
      key: 'projectName',
      title: t`项目名称`,
      width: 240,
      card: 'title',
      render: (row) => (
        <RowLink to="/personal/projectDetail" search={{ id: row.project.id }}>
          {row.project.projectName}
        </RowLink>
      ),
    },
    { key: 'projectTypeName', title: t`项目类型`, width: 100, render: (row) => codeLabel(i18n, kindLabels, row.project.projectType, row.project.projectTypeName) },
    { key: 'statusName', title: t`项目状态`, width: 100, render: (row) => codeLabel(i18n, phaseLabels, row.project.status, row.project.statusName) },
    { key: 'packages', title: t`报名标包`, width: 140, render: (row) => row.entries.filter(isEffectiveEntry).map((e) => e.packageName).join('、') },
    { key: 'next', title: t`下一步`, width: 160, render: (row) => <NextStepBadge next={row.next} /> },
    { key: 'deadline', title: t`截止时间`, width: 190, render: (row) => <StepDeadline next={row.next} /> },
  ]

  return (
    <ListScreen
      title={<Trans>我的项目</Trans>}
      search={
        <ListSearchForm
          label={t`查询我的项目`}
          fieldLabel={t`项目名称`}
          placeholder={t`项目名称或编号`}
          fieldWidth={240}
          value={search.projectName}
          selects={[
            { label: t`项目类型`, options: PROJECT_KINDS.map((kind) => ({ value: kind, label: i18n._(kindLabels[kind]) })), value: search.projectType, width: 150 },
            { label: t`项目状态`, options: PHASES.map((phase) => ({ value: String(phase), label: i18n._(phaseLabels[phase]) })), value: search.status, width: 150 },
          ]}
          onSearch={(projectName, [projectType, status]) =>
            filter({ projectName, projectType: projectType ? Number(projectType) : undefined, status: status === undefined ? undefined : Number(status) })
          }
          onReset={() => filter({})}
          filtered={filtered}
        />
      }
      {...table}
      label={t`我的项目列表`}
      columns={columns}
      rowKey={(row) => row.project.id}
      empty={{ none: t`您还没有报名任何项目`, noMatch: t`没有符合条件的项目` }}
      filtered={filtered}
      actionsWidth={200}
      actions={(row) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" aria-label={t`${row.project.projectName} 详情`} onClick={() => navigate({ to: '/personal/myProject/myProjectDetail', search: { id: row.project.id } })}>
            <Trans>详情</Trans>
          </Button>
          <Button size="compact-xs" variant="subtle" aria-label={t`${row.project.projectName} 报名信息`} onClick={() => navigate({ to: '/personal/myProject/myProjectApply', search: { projectId: row.project.id } })}>
            <Trans>报名信息</Trans>
          </Button>
          {row.next.step === 'uploadBid' || row.next.step === 'bidSubmitted' ? (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={t`${row.project.projectName} 上传投标文件`}
              onClick={() => navigate({ to: '/purchaseNotice/uploadTender/uploadDetails', search: { id: row.project.id } })}
            >
              <Trans>上传</Trans>
            </Button>
          ) : null}
        </Group>
      )}
      minWidth={1180}
    />
  )
}
