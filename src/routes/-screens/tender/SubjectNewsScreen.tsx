import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Stack, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { resultNoticeListLogic, resultNoticeLogic } from '@/app/actors/tender/result-notices'
import { useShellFlow } from '@/app/use-flow'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { RowLink } from '@/routes/-components/list-cells'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { useRouteList } from '@/routes/-components/use-shell-list'
import type { ResultNotice } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { ServerHtml } from '@/ui/html/ServerHtml'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/_gated/purchaseNotice/subjectNews')

export function SubjectNewsScreen() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  if (search.id) {
    const { id, ...list } = search
    return <ResultNoticeDetail id={id} onBack={() => navigate({ search: list })} />
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
  const { t } = useLingui()
  const { search, filter, table } = useRouteList(route, resultNoticeListLogic)

  const columns: PagedTableColumn<ResultNotice>[] = [
    {
      key: 'title',
      title: t`公告标题`,
      render: (n) => (
        <RowLink to="/purchaseNotice/subjectNews" search={{ ...search, id: n.id }}>
          {n.title}
        </RowLink>
      ),
    },
    { key: 'projectCode', title: t`项目编号`, width: 160 },
    { key: 'bulletinType', title: t`公告类型`, width: 150, render: (n) => <KindBadge type={n.bulletinType} /> },
    { key: 'publishTime', title: t`发布时间`, width: 170, render: (n) => formatDateTime(n.publishTime) },
  ]

  return (
    <ListScreen
      title={<Trans>结果公告</Trans>}
      search={
        <ListSearchForm
          label={t`查询结果公告`}
          fieldLabel={t`公告标题`}
          placeholder={t`请输入公告标题或项目名称`}
          value={search.title}
          onSearch={(title) => filter({ title })}
          onReset={() => filter({})}
        />
      }
      {...table}
      label={t`结果公告列表`}
      columns={columns}
      rowKey={(n) => n.id}
      empty={{ none: t`暂无结果公告`, noMatch: t`没有符合条件的结果公告` }}
      filtered={Boolean(search.title)}
      minWidth={900}
    />
  )
}

function ResultNoticeDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useLingui()
  const detail = useShellFlow(resultNoticeLogic, { input: { id } })
  return (
    <RecordDetailFrame detail={detail} subject="notice" onBack={onBack} backLabel={<Trans>返回结果公告</Trans>}>
      {(notice, back) => (
        <Stack>
          <DetailHeader title={notice.title} actions={back}>
            <Group gap="xs">
              <KindBadge type={notice.bulletinType} />
              <Text size="sm" c="dimmed">
                {notice.projectCode} {notice.projectName}
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>发布时间：{formatDateTime(notice.publishTime)}</Trans>
              </Text>
            </Group>
          </DetailHeader>
          <Card withBorder padding="md">
            <ServerHtml html={notice.content} label={t`公告正文`} />
          </Card>
        </Stack>
      )}
    </RecordDetailFrame>
  )
}
