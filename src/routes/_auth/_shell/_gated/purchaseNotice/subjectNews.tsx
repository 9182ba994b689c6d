import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { resultNoticeListLogic, resultNoticeLogic } from '@/app/actors/result-notices'
import { useShellFlow } from '@/app/use-flow'
import { RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { pageSearch } from '@/routes/-components/search'
import { useListQuery } from '@/routes/-components/use-list-query'
import type { ResultNotice } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { ServerHtml } from '@/ui/html/ServerHtml'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'

export type SubjectNewsSearch = { curr: number; size: number; title?: string | undefined; id?: string | undefined }

/**
 * Spec 001 §2: subject news, the result announcements (结果公告) of the tenant's projects
 * (decision 019). The list's page, size and search live in the URL; `id` opens one announcement.
 */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/subjectNews')({
  validateSearch: (s: Record<string, unknown>): SubjectNewsSearch => {
    const title = typeof s.title === 'string' && s.title.trim() ? s.title.trim() : undefined
    const id = typeof s.id === 'string' || typeof s.id === 'number' ? String(s.id) : undefined
    return { ...pageSearch(s), ...(title ? { title } : {}), ...(id ? { id } : {}) }
  },
  search: { middlewares: [stripSearchParams({ curr: 1, size: 10 })] },
  component: SubjectNews,
})

function SubjectNews() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  if (search.id) {
    const { id, ...list } = search
    return <ResultNoticeDetail key={id} id={id} onBack={() => navigate({ search: list })} />
  }
  return <ResultNoticeList />
}

/** Announcement kinds by bulletin_type (fixtures' dictionary): 4 公示, 5 结果, 6 终止. */
function KindBadge({ type }: { type: string }) {
  if (type === '4') return <Badge variant="light" color="blue"><Trans>中标候选人公示</Trans></Badge>
  if (type === '6') return <Badge variant="light" color="gray"><Trans>终止公告</Trans></Badge>
  return <Badge variant="light" color="green"><Trans>中标结果公告</Trans></Badge>
}

function ResultNoticeList() {
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(resultNoticeListLogic, { input: { query: search } })
  const state = useSelector(list, (s) => s)
  const [title, setTitle] = useState(search.title ?? '')

  useListQuery(list, search)
  const { size } = search

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = title.trim()
    void navigate({ search: { curr: 1, size, ...(trimmed ? { title: trimmed } : {}) } })
  }

  const columns: PagedTableColumn<ResultNotice>[] = [
    {
      key: 'title',
      title: t`公告标题`,
      render: (n) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => navigate({ search: { ...search, id: n.id } })}>
          {n.title}
        </Anchor>
      ),
    },
    { key: 'projectCode', title: t`项目编号`, width: 160 },
    { key: 'bulletinType', title: t`公告类型`, width: 150, render: (n) => <KindBadge type={n.bulletinType} /> },
    { key: 'publishTime', title: t`发布时间`, width: 170, render: (n) => formatDateTime(n.publishTime) },
  ]

  const page = state.context.page
  return (
    <Stack>
      <Title order={3}>
        <Trans>结果公告</Trans>
      </Title>
      <form onSubmit={submit} role="search" aria-label={t`查询结果公告`}>
        <Group align="flex-end">
          <TextInput label={t`公告标题`} placeholder={t`请输入公告标题或项目名称`} value={title} onChange={(e) => setTitle(e.currentTarget.value)} w={280} />
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
          {search.title ? (
            <Button
              variant="default"
              onClick={() => {
                setTitle('')
                void navigate({ search: { curr: 1, size } })
              }}
            >
              <Trans>重置</Trans>
            </Button>
          ) : null}
        </Group>
      </form>
      <PagedTable
        label={t`结果公告列表`}
        columns={columns}
        rows={page?.records ?? []}
        rowKey={(n) => n.id}
        total={page?.total ?? 0}
        page={search.curr}
        size={search.size}
        onPage={(next) => navigate({ search: { ...search, curr: next } })}
        onSize={(nextSize) => navigate({ search: { ...search, curr: 1, size: nextSize } })}
        loading={state.matches('loading')}
        error={state.matches('failed') && state.context.error ? i18n._(state.context.error) : null}
        onRetry={() => list.send({ type: 'list.refresh' })}
        emptyTitle={search.title ? t`没有符合条件的结果公告` : t`暂无结果公告`}
        minWidth={900}
      />
    </Stack>
  )
}

function ResultNoticeDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useLingui()
  const detail = useShellFlow(resultNoticeLogic, { input: { id } })
  const state = useSelector(detail, (s) => s)
  const back = (
    <Button variant="default" size="xs" onClick={onBack}>
      <Trans>返回结果公告</Trans>
    </Button>
  )
  return (
    <RecordDetailFrame
      snapshot={state}
      onRetry={() => detail.send({ type: 'detail.retry' })}
      back={back}
      failedTitle={<Trans>公告加载失败</Trans>}
      notFoundTitle={<Trans>该公告不存在或尚未发布</Trans>}
    >
      {(notice) => (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Title order={3}>{notice.title}</Title>
              <Group gap="xs">
                <KindBadge type={notice.bulletinType} />
                <Text size="sm" c="dimmed">
                  {notice.projectCode} {notice.projectName}
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>发布时间：{formatDateTime(notice.publishTime)}</Trans>
                </Text>
              </Group>
            </Stack>
            {back}
          </Group>
          <Card withBorder padding="md">
            <ServerHtml html={notice.content} label={t`公告正文`} />
          </Card>
        </Stack>
      )}
    </RecordDetailFrame>
  )
}
