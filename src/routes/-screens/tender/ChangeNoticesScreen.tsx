import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { changeNoticeListLogic } from '@/app/actors/tender/my-projects'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { RowButton } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { ChangeNotice } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { ServerHtml } from '@/ui/html/ServerHtml'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/personal/changeNotice')

export function ChangeNoticesScreen() {
  const { t } = useLingui()
  const { search, navigate, filter, table } = useRouteList(route, changeNoticeListLogic)
  // Which notice is open is a view choice, not part of the list's query.
  const [open, setOpen] = useState<ChangeNotice | null>(null)

  const columns: PagedTableColumn<ChangeNotice>[] = [
    {
      key: 'title',
      title: t`公告标题`,
      render: (n) => <RowButton onClick={() => setOpen(n)}>{n.title}</RowButton>,
    },
    { key: 'projectName', title: t`项目名称`, width: 260, render: (n) => `${n.projectName}（${n.projectCode}）` },
    { key: 'publishTime', title: t`发布时间`, width: 170, render: (n) => formatDateTime(n.publishTime) },
  ]

  return (
    <ListScreen
      title={<Trans>变更公告</Trans>}
      intro={<Trans>已报名项目发布的变更公告。变更可能涉及截止时间、技术要求或评审办法，请及时查看，必要时重新制作并上传投标文件。</Trans>}
      search={
        <ListSearchForm
          label={t`查询变更公告`}
          fieldLabel={t`项目名称`}
          placeholder={t`项目名称或编号`}
          fieldWidth={260}
          value={search.projectName}
          onSearch={(projectName) => filter({ projectName })}
        />
      }
      {...table}
      label={t`变更公告列表`}
      columns={columns}
      rowKey={(n) => n.id}
      empty={{ none: t`暂无变更公告`, noMatch: t`没有符合条件的变更公告` }}
      filtered={Boolean(search.projectName)}
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
    >
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
    </ListScreen>
  )
}
