import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { qualifyNoticeListLogic } from '@/app/actors/qualification'
import { useShellFlow } from '@/app/use-flow'
import { pageSearch } from '@/routes/-components/search'
import { useListQuery } from '@/routes/-components/use-list-query'
import type { Project } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'

export type QualifyNewsSearch = { curr: number; size: number; projectName?: string | undefined }

/** Spec 001 §2: prequalification notices (资格预审公告); page, size and the name searched for live in the URL. */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/qualifyNews')({
  validateSearch: (s: Record<string, unknown>): QualifyNewsSearch => {
    const projectName = typeof s.projectName === 'string' && s.projectName.trim() ? s.projectName.trim() : undefined
    return { ...pageSearch(s), ...(projectName ? { projectName } : {}) }
  },
  search: { middlewares: [stripSearchParams({ curr: 1, size: 10 })] },
  component: QualifyNews,
})

function QualifyNews() {
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(qualifyNoticeListLogic, { input: { query: search } })
  const state = useSelector(list, (s) => s)
  const [name, setName] = useState(search.projectName ?? '')

  useListQuery(list, search)
  const { size } = search

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    void navigate({ search: { curr: 1, size, ...(trimmed ? { projectName: trimmed } : {}) } })
  }

  const columns: PagedTableColumn<Project>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 150 },
    {
      key: 'projectName',
      title: t`项目名称`,
      render: (p) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => navigate({ to: '/purchaseNotice/qualifyApply', search: { id: p.id } })}>
          {p.projectName}
        </Anchor>
      ),
    },
    { key: 'projectTypeName', title: t`项目类型`, width: 110 },
    { key: 'purchaserName', title: t`采购人`, width: 180 },
    { key: 'entryEndTime', title: t`申请截止时间`, width: 170, render: (p) => formatDateTime(p.entryEndTime) },
    {
      key: 'status',
      title: t`状态`,
      width: 190,
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={p.status === 1 ? 'green' : 'gray'}>
            {p.statusName}
          </Badge>
          {p.entryFlag === 1 ? (
            <Badge variant="outline" color="blue">
              <Trans>已申请</Trans>
            </Badge>
          ) : null}
        </Group>
      ),
    },
  ]

  const page = state.context.page
  return (
    <Stack>
      <Title order={3}>
        <Trans>资格预审公告</Trans>
      </Title>
      <form onSubmit={submit} role="search" aria-label={t`查询资格预审公告`}>
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
      {search.projectName && page ? (
        <Text size="sm" c="dimmed">
          <Trans>“{search.projectName}”的查询结果</Trans>
        </Text>
      ) : null}
      <PagedTable
        label={t`资格预审公告列表`}
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
        emptyTitle={search.projectName ? t`没有符合条件的资格预审公告` : t`暂无资格预审公告`}
        minWidth={1040}
      />
    </Stack>
  )
}
