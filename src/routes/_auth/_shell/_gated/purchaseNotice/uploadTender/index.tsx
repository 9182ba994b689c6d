import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { takesBidFiles, uploadProjectListLogic, type UploadProjectQuery } from '@/app/actors/bid-upload'
import { useShellFlow } from '@/app/use-flow'
import { pageSearch } from '@/routes/-components/search'
import { useListQuery } from '@/routes/-components/use-list-query'
import type { Project } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'

/** Spec 001 §2: the projects I signed up for, where bid files are uploaded; paging and the name searched for live in the URL. */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/uploadTender/index')({
  validateSearch: (s: Record<string, unknown>): UploadProjectQuery => {
    const projectName = typeof s.projectName === 'string' && s.projectName.trim() ? s.projectName.trim() : undefined
    return { ...pageSearch(s), ...(projectName ? { projectName } : {}) }
  },
  search: { middlewares: [stripSearchParams({ curr: 1, size: 10 })] },
  component: UploadProjects,
})

function UploadProjects() {
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(uploadProjectListLogic, { input: { query: search } })
  const state = useSelector(list, (s) => s)
  const [name, setName] = useState(search.projectName ?? '')

  useListQuery(list, search)
  const { size } = search

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    void navigate({ search: { curr: 1, size, ...(trimmed ? { projectName: trimmed } : {}) } })
  }
  const open = (p: Project) => navigate({ to: '/purchaseNotice/uploadTender/uploadDetails', search: { id: p.id } })

  const columns: PagedTableColumn<Project>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 150 },
    {
      key: 'projectName',
      title: t`项目名称`,
      render: (p) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => open(p)}>
          {p.projectName}
        </Anchor>
      ),
    },
    { key: 'projectTypeName', title: t`项目类型`, width: 110 },
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
          {p.statusName}
        </Badge>
      ),
    },
    {
      key: 'id',
      title: t`操作`,
      width: 120,
      render: (p) => (
        <Button size="compact-sm" variant="light" onClick={() => open(p)} aria-label={t`上传投标文件：${p.projectName}`}>
          {takesBidFiles(p) ? <Trans>上传投标文件</Trans> : <Trans>查看</Trans>}
        </Button>
      ),
    },
  ]

  const page = state.context.page
  return (
    <Stack>
      <Title order={3}>
        <Trans>投标文件上传</Trans>
      </Title>
      <form onSubmit={submit} role="search" aria-label={t`查询我的项目`}>
        <Group align="flex-end">
          <TextInput label={t`项目名称`} placeholder={t`请输入项目名称`} value={name} onChange={(e) => setName(e.currentTarget.value)} w={280} />
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
          {search.projectName ? (
            <Button
              variant="default"
              onClick={() => {
                setName('')
                void navigate({ search: { curr: 1, size } })
              }}
            >
              <Trans>重置</Trans>
            </Button>
          ) : null}
        </Group>
      </form>
      <PagedTable
        label={t`已报名项目列表`}
        columns={columns}
        rows={page?.records ?? []}
        rowKey={(p) => p.id}
        total={page?.total ?? 0}
        page={search.curr}
        size={search.size}
        onPage={(next) => navigate({ search: { ...search, curr: next } })}
        onSize={(nextSize) => navigate({ search: { ...search, curr: 1, size: nextSize } })}
        loading={state.matches('loading')}
        error={state.matches('failed') && state.context.error ? i18n._(state.context.error) : null}
        onRetry={() => list.send({ type: 'list.refresh' })}
        emptyTitle={search.projectName ? t`没有符合条件的项目` : t`暂无已报名的项目`}
        minWidth={1040}
      />
    </Stack>
  )
}
