import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { RESEARCH_STATUS, researchListLogic } from '@/app/actors/notices'
import { useShellFlow } from '@/app/use-flow'
import { pageSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { useListQuery } from '@/routes/-components/use-list-query'
import type { Research } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'
import { ResearchDetail } from './-components/ResearchDetail'

export type ResearchSearch = { curr: number; size: number; title?: string | undefined; status?: number | undefined; id?: string | undefined }

const STATUSES = Object.values(RESEARCH_STATUS) as number[]

/**
 * Spec 001 §2: demand survey bulletins (需求调研公告, decision 020). The list's paging and search and
 * the bulletin open (`id`) all live in the URL, so a bulletin can be linked and the way back keeps
 * the list as it was.
 */
export const Route = createFileRoute('/_auth/_shell/_gated/demandSurvey/researchBulletin')({
  validateSearch: (s: SearchInput<ResearchSearch>): ResearchSearch => {
    const title = typeof s.title === 'string' && s.title.trim() ? s.title.trim() : undefined
    const status = Number(s.status)
    const id = typeof s.id === 'string' || typeof s.id === 'number' ? String(s.id) : undefined
    return { ...pageSearch(s), ...(title ? { title } : {}), ...(STATUSES.includes(status) ? { status } : {}), ...(id ? { id } : {}) }
  },
  search: { middlewares: [stripSearchParams({ curr: 1, size: 10 })] },
  component: ResearchBulletins,
})

function ResearchBulletins() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { id, ...query } = search
  if (id) return <ResearchDetail key={id} id={id} onBack={() => navigate({ search: query })} />
  return <ResearchList query={query} />
}

function ResearchList({ query }: { query: Omit<ResearchSearch, 'id'> }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(researchListLogic, { input: { query } })
  const state = useSelector(list, (s) => s)
  const [title, setTitle] = useState(query.title ?? '')
  const [status, setStatus] = useState(query.status === undefined ? '' : String(query.status))
  useListQuery(list, query)
  const { size } = query

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = title.trim()
    void navigate({ search: { curr: 1, size, ...(trimmed ? { title: trimmed } : {}), ...(status ? { status: Number(status) } : {}) } })
  }
  const filtered = Boolean(query.title || query.status)

  const columns: PagedTableColumn<Research>[] = [
    { key: 'researchCode', title: t`公告编号`, width: 160 },
    {
      key: 'title',
      title: t`公告标题`,
      render: (r) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => navigate({ search: { ...query, id: r.id } })}>
          {r.title}
        </Anchor>
      ),
    },
    { key: 'purchaserName', title: t`采购人`, width: 200 },
    { key: 'category', title: t`调研类别`, width: 90, render: (r) => r.category || '—' },
    { key: 'publishTime', title: t`发布时间`, width: 170, render: (r) => formatDateTime(r.publishTime) },
    { key: 'endTime', title: t`反馈截止时间`, width: 170, render: (r) => formatDateTime(r.endTime) },
    {
      key: 'status',
      title: t`状态`,
      width: 90,
      render: (r) => (
        <Badge variant="light" color={r.status === RESEARCH_STATUS.open ? 'green' : 'gray'}>
          {r.statusName}
        </Badge>
      ),
    },
  ]

  const page = state.context.page
  return (
    <Stack>
      <Title order={3}>
        <Trans>需求调研公告</Trans>
      </Title>
      <form onSubmit={submit} role="search" aria-label={t`查询需求调研公告`}>
        <Group align="flex-end">
          <TextInput label={t`公告标题`} placeholder={t`请输入公告标题或编号`} value={title} onChange={(e) => setTitle(e.currentTarget.value)} w={260} />
          <NativeSelect
            label={t`状态`}
            data={[
              { value: '', label: t`全部` },
              { value: String(RESEARCH_STATUS.open), label: t`征集中` },
              { value: String(RESEARCH_STATUS.closed), label: t`已截止` },
            ]}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value)}
            w={140}
          />
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
          {filtered ? (
            <Button
              variant="default"
              onClick={() => {
                setTitle('')
                setStatus('')
                void navigate({ search: { curr: 1, size } })
              }}
            >
              <Trans>重置</Trans>
            </Button>
          ) : null}
        </Group>
      </form>
      <PagedTable
        label={t`需求调研公告列表`}
        columns={columns}
        rows={page?.records ?? []}
        rowKey={(r) => r.id}
        total={page?.total ?? 0}
        page={query.curr}
        size={query.size}
        onPage={(next) => navigate({ search: { ...query, curr: next } })}
        onSize={(nextSize) => navigate({ search: { ...query, curr: 1, size: nextSize } })}
        loading={state.matches('loading')}
        error={state.matches('failed') && state.context.error ? i18n._(state.context.error) : null}
        onRetry={() => list.send({ type: 'list.refresh' })}
        emptyTitle={filtered ? t`没有符合条件的需求调研公告` : t`暂无需求调研公告`}
        minWidth={1100}
      />
    </Stack>
  )
}
