import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { ELECTRONIC_KINDS, electronicNoticeListLogic } from '@/app/actors/notices'
import { useShellFlow } from '@/app/use-flow'
import { pageSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { useListQuery } from '@/routes/-components/use-list-query'
import type { Project } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'

export type BiddingNoticeSearch = { curr: number; size: number; projectName?: string | undefined; projectType?: number | undefined }

/**
 * Spec 001 §2: the electronic bidding notices, the tenant's published projects whose bids are
 * taken online (在线询价, 后审项目, 电子项目; decision 020). Paging and search live in the URL.
 */
export const Route = createFileRoute('/_auth/_shell/_gated/electronicBidding/biddingNotice')({
  validateSearch: (s: SearchInput<BiddingNoticeSearch>): BiddingNoticeSearch => {
    const projectName = typeof s.projectName === 'string' && s.projectName.trim() ? s.projectName.trim() : undefined
    // A number in the URL (a string there would be JSON-quoted by the router).
    const projectType = (ELECTRONIC_KINDS as readonly string[]).includes(String(s.projectType)) ? Number(s.projectType) : undefined
    return { ...pageSearch(s), ...(projectName ? { projectName } : {}), ...(projectType ? { projectType } : {}) }
  },
  search: { middlewares: [stripSearchParams({ curr: 1, size: 10 })] },
  component: BiddingNotices,
})

function BiddingNotices() {
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(electronicNoticeListLogic, { input: { query: search } })
  const state = useSelector(list, (s) => s)
  const [name, setName] = useState(search.projectName ?? '')
  const [kind, setKind] = useState(search.projectType === undefined ? '' : String(search.projectType))
  useListQuery(list, search)
  const { size } = search

  const kinds = [
    { value: '', label: t`全部电子项目` },
    { value: '1', label: t`在线询价` },
    { value: '2', label: t`后审项目` },
    { value: '5', label: t`电子项目` },
  ]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    void navigate({ search: { curr: 1, size, ...(trimmed ? { projectName: trimmed } : {}), ...(kind ? { projectType: Number(kind) } : {}) } })
  }
  const filtered = Boolean(search.projectName || search.projectType)

  const columns: PagedTableColumn<Project>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 150 },
    {
      key: 'projectName',
      title: t`项目名称`,
      render: (p) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => navigate({ to: '/purchaseNotice/purchaseDetail', search: { id: p.id } })}>
          {p.projectName}
        </Anchor>
      ),
    },
    { key: 'projectTypeName', title: t`项目类型`, width: 110 },
    { key: 'purchaserName', title: t`采购人`, width: 180 },
    { key: 'bidEndTime', title: t`投标截止时间`, width: 170, render: (p) => formatDateTime(p.bidEndTime) },
    { key: 'openTime', title: t`开标时间`, width: 170, render: (p) => formatDateTime(p.openTime) },
    {
      key: 'status',
      title: t`状态`,
      width: 170,
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={p.status === 1 || p.status === 3 ? 'green' : 'gray'}>
            {p.statusName}
          </Badge>
          {p.entryFlag === 1 ? (
            <Badge variant="outline" color="blue">
              <Trans>已报名</Trans>
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
        <Trans>电子招标公告</Trans>
      </Title>
      <form onSubmit={submit} role="search" aria-label={t`查询电子招标公告`}>
        <Group align="flex-end">
          <TextInput label={t`项目名称`} placeholder={t`请输入项目名称或编号`} value={name} onChange={(e) => setName(e.currentTarget.value)} w={260} />
          <NativeSelect label={t`项目类型`} data={kinds} value={kind} onChange={(e) => setKind(e.currentTarget.value)} w={180} />
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
          {filtered ? (
            <Button
              variant="default"
              onClick={() => {
                setName('')
                setKind('')
                void navigate({ search: { curr: 1, size } })
              }}
            >
              <Trans>重置</Trans>
            </Button>
          ) : null}
        </Group>
      </form>
      <PagedTable
        label={t`电子招标公告列表`}
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
        emptyTitle={filtered ? t`没有符合条件的电子招标公告` : t`暂无电子招标公告`}
        minWidth={1180}
      />
    </Stack>
  )
}
