import { useLingui as useI18n } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { netBidListLogic, type NetBidRow } from '@/app/actors/opening'
import { CAMERA_ON, liveStreamLogic, type LiveStream } from '@/app/actors/opening-screens'
import { useShellFlow } from '@/app/use-flow'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { RowLink } from '@/routes/-components/list-cells'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { firstPagePlain, nameSearch, type NameSearch } from '@/routes/-components/search'
import { useListTable } from '@/routes/-components/use-list-table'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'
import { HallStandingBadge } from '../electronicOpening/-components/HallStandingBadge'

type LiveSearch = NameSearch & { projectId?: string | undefined }

function liveSearch(s: Record<string, unknown>): LiveSearch {
  const projectId = typeof s.projectId === 'string' || typeof s.projectId === 'number' ? String(s.projectId).trim() : ''
  return { ...nameSearch(s), ...(projectId ? { projectId } : {}) }
}

/**
 * Spec 001 §2 /personal/liveStreaming: the live stream of a project's online opening or evaluation,
 * with my camera's standing (bid-es judge/online/queryCamSup) and the hall's node; without a project,
 * my online-opening projects to pick from (decision 029).
 */
export const Route = createFileRoute('/_auth/_shell/personal/liveStreaming')({
  validateSearch: liveSearch,
  search: firstPagePlain(),
  remountDeps: ({ search }) => search.projectId ?? '',
  component: LiveStreaming,
})

function LiveStreaming() {
  const search = Route.useSearch()
  return search.projectId ? <Stream projectId={search.projectId} /> : <StreamProjects search={search} />
}

/** A browser plays a web address (HLS, MP4 over http or https); an rtmp:// push address is for streaming software only. */
const playable = (url: string | null | undefined): url is string => Boolean(url && /^https?:\/\//i.test(url))

function Stream({ projectId }: { projectId: string }) {
  const { t } = useLingui()
  const { i18n } = useI18n()
  const navigate = useNavigate()
  const detail = useShellFlow(liveStreamLogic, { input: { id: projectId } })
  const refreshing = useSelector(detail, (s) => s.matches({ ready: 'refreshing' }))
  const refreshError = useSelector(detail, (s) => (s.matches('ready') ? s.context.error : null))
  const toList = () => navigate({ to: '/personal/liveStreaming', search: { curr: 1, size: 10 } })

  return (
    <RecordDetailFrame detail={detail} subject="project" onBack={toList} backLabel={<Trans>返回直播项目列表</Trans>}>
      {({ camera, hall }: LiveStream, back) => {
        const name = hall.projectName || t`开标直播`
        const asOf = formatDateTime(hall.serverTime)
        return (
          <Stack>
            <DetailHeader
              title={name}
              actions={
                <Group gap="xs">
                  <Button size="xs" onClick={() => detail.send({ type: 'detail.refresh' })} loading={refreshing}>
                    <Trans>刷新</Trans>
                  </Button>
                  {back}
                </Group>
              }
            >
              {hall.projectCode ? (
                <Text size="sm" c="dimmed">
                  {hall.projectCode}
                </Text>
              ) : null}
            </DetailHeader>
            {refreshError ? (
              <Alert color="red" role="alert" title={<Trans>刷新失败</Trans>}>
                {i18n._(refreshError)}
              </Alert>
            ) : null}
            <Card withBorder padding="md" component="section" aria-label={t`直播画面`}>
              {camera.camStatus === CAMERA_ON && playable(camera.pushUrl) ? (
                <video
                  src={camera.pushUrl}
                  controls
                  playsInline
                  aria-label={t`直播画面：${name}`}
                  style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 4 }}
                />
              ) : (
                <Alert color="gray" title={<Trans>直播尚未开始</Trans>}>
                  {camera.camStatus !== CAMERA_ON ? (
                    <Trans>未开启摄像头。开标或评标期间请按要求开启摄像头，开启后点击“刷新”即可观看直播。</Trans>
                  ) : camera.pushUrl ? (
                    <Trans>该推流地址需在推流软件中使用，浏览器无法直接播放。</Trans>
                  ) : (
                    <Trans>摄像头已开启，尚未获取到直播地址，请稍后刷新。</Trans>
                  )}
                </Alert>
              )}
            </Card>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Fact label={<Trans>摄像头状态</Trans>} block>
                {camera.camStatus === CAMERA_ON ? (
                  <Badge color="green" variant="light">
                    <Trans>已开启</Trans>
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    <Trans>未开启摄像头</Trans>
                  </Badge>
                )}
              </Fact>
              <Fact label={<Trans>推流地址</Trans>} block>
                {camera.pushUrl ? (
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {camera.pushUrl}
                    </Text>
                    <CopyButton value={camera.pushUrl}>
                      {({ copied, copy }) => (
                        <Button size="compact-xs" variant="default" onClick={copy}>
                          {copied ? <Trans>已复制</Trans> : <Trans>复制推流地址</Trans>}
                        </Button>
                      )}
                    </CopyButton>
                  </Group>
                ) : (
                  <Trans>暂无</Trans>
                )}
              </Fact>
              <Fact label={<Trans>开标当前环节</Trans>} block>
                <Group gap="xs">
                  <HallStandingBadge standing={hall} />
                  <Button size="compact-xs" variant="subtle" onClick={() => navigate({ to: '/electronicOpening', search: { projectId } })}>
                    <Trans>进入开标大厅</Trans>
                  </Button>
                </Group>
              </Fact>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              <Trans>开标情况截至服务器时间 {asOf}</Trans>
            </Text>
          </Stack>
        )
      }}
    </RecordDetailFrame>
  )
}

function StreamProjects({ search }: { search: LiveSearch }) {
  const { t } = useLingui()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(netBidListLogic, { input: { query: search } })
  const { loaded, filter, table } = useListTable(list, search, (next) => navigate({ search: next }))
  const watch = (row: NetBidRow) => navigate({ search: { curr: 1, size: search.size, projectId: row.id } })

  const columns: PagedTableColumn<NetBidRow>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 150 },
    { key: 'projectName', title: t`项目名称`, render: (row) => <RowLink onClick={() => watch(row)}>{row.projectName}</RowLink> },
    { key: 'openTime', title: t`开标时间`, width: 170, render: (row) => formatDateTime(row.openTime) },
    {
      key: 'hall',
      title: t`开标状态`,
      width: 170,
      render: (row) => <HallStandingBadge standing={row.hall} />,
    },
  ]

  return (
    <Stack>
      <Title order={3}>
        <Trans>开标直播</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>选择一个网上开标项目，观看其开标或评标直播。</Trans>
      </Text>
      <ListSearchForm
        label={t`查询直播项目`}
        fieldLabel={t`项目名称`}
        placeholder={t`请输入项目名称`}
        value={search.projectName}
        onSearch={(projectName) => filter({ projectName })}
        onReset={() => filter({})}
        results={loaded}
      />
      <PagedTable
        {...table}
        label={t`直播项目列表`}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => (
          <Button size="xs" variant="light" onClick={() => watch(row)} aria-label={t`观看直播：${row.projectName}`}>
            <Trans>观看直播</Trans>
          </Button>
        )}
        actionsWidth={120}
        emptyTitle={search.projectName ? t`没有符合条件的开标项目` : t`暂无网上开标项目`}
        minWidth={900}
      />
    </Stack>
  )
}
