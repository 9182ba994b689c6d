import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { takesBidFiles, uploadProjectListLogic } from '@/app/actors/tender/bid-upload'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { RowLink } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { Project } from '@/services/schemas/bid-project'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { projectKindLabels, projectPhaseLabels } from '@/ui/format/project-labels'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/_gated/purchaseNotice/uploadTender/index')

export function UploadProjectsScreen() {
  const { t } = useLingui()
  const { search, navigate, filter, table } = useRouteList(route, uploadProjectListLogic)
  const open = (p: Project) => navigate({ to: '/purchaseNotice/uploadTender/uploadDetails', search: { id: p.id } })

  const columns: PagedTableColumn<Project>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 150 },
    {
      key: 'projectName',
      title: t`项目名称`,
      card: 'title',
      render: (p) => (
        <RowLink to="/purchaseNotice/uploadTender/uploadDetails" search={{ id: p.id }}>
          {p.projectName}
        </RowLink>
      ),
    },
    { key: 'projectTypeName', title: t`项目类型`, width: 110, render: (p) => <CodeText labels={projectKindLabels} code={p.projectType} sent={p.projectTypeName} /> },
    {
      key: 'bidStartTime',
      title: t`投标文件上传时间`,
      width: 200,
      render: (p) => (
        <Text size="sm">
          {formatDateTime(p.bidStartTime)}
          <br />~ {formatDateTime(p.bidEndTime)}
        </Text>
      ),
    },
    {
      key: 'status',
      title: t`状态`,
      width: 110,
      render: (p) => (
        <Badge variant="light" color={takesBidFiles(p) ? 'green' : 'gray'}>
          <CodeText labels={projectPhaseLabels} code={p.status} sent={p.statusName} />
        </Badge>
      ),
    },
    {
      key: 'id',
      title: t`操作`,
      width: 120,
      card: 'foot',
      render: (p) => (
        <Button size="compact-sm" variant="light" onClick={() => open(p)} aria-label={t`上传投标文件：${p.projectName}`}>
          {takesBidFiles(p) ? <Trans>上传投标文件</Trans> : <Trans>查看</Trans>}
        </Button>
      ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>投标文件上传</Trans>}
      search={<ProjectNameSearch label={t`查询我的项目`} value={search.projectName} filter={filter} />}
      {...table}
      label={t`已报名项目列表`}
      columns={columns}
      rowKey={(p) => p.id}
      empty={{ none: t`暂无已报名的项目`, noMatch: t`没有符合条件的项目` }}
      filtered={Boolean(search.projectName)}
      minWidth={1040}
    />
  )
}
