import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { changeNoticeListLogic, type ChangeNoticeQuery } from '@/app/actors/my-projects'
import { useShellFlow } from '@/app/use-flow'
import { pageSearch } from '@/routes/-components/search'
import { useListQuery } from '@/routes/-components/use-list-query'
import type { ChangeNotice } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { ServerHtml } from '@/ui/html/ServerHtml'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'

/** Spec 001 §2: the change notices (变更公告) of the projects the supplier signed up for, newest first. */
export const Route = createFileRoute('/_auth/_shell/personal/changeNotice')({
  validateSearch: (s: Record<string, unknown>): ChangeNoticeQuery => {
    const projectName = typeof s.projectName === 'string' && s.projectName.trim() ? s.projectName.trim() : undefined
    return { ...pageSearch(s), ...(projectName ? { projectName } : {}) }
  },
  search: { middlewares: [stripSearchParams({ curr: 1, size: 10 })] },
  component: ChangeNotices,
})

function ChangeNotices() {
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(changeNoticeListLogic, { input: { query: search } })
  const state = useSelector(list, (s) => s)
  const [name, setName] = useState(search.projectName ?? '')
  // Which notice is open is a view choice, not part of the list's query.
  const [open, setOpen] = useState<ChangeNotice | null>(null)
  useListQuery(list, search)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    void navigate({ search: { curr: 1, size: search.size, ...(trimmed ? { projectName: trimmed } : {}) } })
  }

  const columns: PagedTableColumn<ChangeNotice>[] = [
    {
      key: 'title',
      title: t`公告标题`,
      render: (n) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setOpen(n)}>
          {n.title}
        </Anchor>
      ),
    },
    { key: 'projectName', title: t`项目名称`, width: 260, render: (n) => `${n.projectName}（${n.projectCode}）` },
    { key: 'publishTime', title: t`发布时间`, width: 170, render: (n) => formatDateTime(n.publishTime) },
  ]

  const page = state.context.page
  return (
    <Stack>
      <Title order={3}>
        <Trans>变更公告</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>已报名项目发布的变更公告。变更可能涉及截止时间、技术要求或评审办法，请及时查看，必要时重新制作并上传投标文件。</Trans>
      </Text>
      <form onSubmit={submit} role="search" aria-label={t`查询变更公告`}>
        <Group align="flex-end">
          <TextInput label={t`项目名称`} placeholder={t`项目名称或编号`} value={name} onChange={(e) => setName(e.currentTarget.value)} w={260} />
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
        </Group>
      </form>
      <PagedTable
        label={t`变更公告列表`}
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
        emptyTitle={search.projectName ? t`没有符合条件的变更公告` : t`暂无变更公告`}
        actionsWidth={160}
        actions={(n) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" aria-label={t`查看${n.title}`} onClick={() => setOpen(n)}>
              <Trans>查看</Trans>
            </Button>
            <Button size="compact-xs" variant="subtle" aria-label={t`${n.projectName} 项目`} onClick={() => navigate({ to: '/personal/projectDetail', search: { id: n.projectId } })}>
              <Trans>项目</Trans>
            </Button>
          </Group>
        )}
        minWidth={860}
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ''} size="xl">
        {open ? (
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              <Trans>发布时间：{formatDateTime(open.publishTime)}</Trans>
            </Text>
            <ServerHtml html={open.content} label={open.title} />
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  )
}
