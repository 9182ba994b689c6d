import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { NetBidRow } from '@/app/actors/opening/opening'
import { CAMERA_ON, liveStreamLogic, type LiveStream } from '@/app/actors/opening/opening-screens'
import { useShellFlow } from '@/app/use-flow'
import { HallStandingBadge } from '@/routes/-components/HallStandingBadge'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { Fact } from '@/ui/facts/Fact'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { formatDateTime } from '@/ui/format/date'
import { NetBidProjects } from '@/routes/-screens/opening/NetBidProjects'
import { safeHref } from '@/validation/safe-url'
import type { LiveSearch } from '@/routes/-screens/opening/live-streaming-search'

const route = getRouteApi('/_auth/_shell/personal/liveStreaming')

export function LiveStreamingScreen() {
  const search = route.useSearch()
  return search.projectId ? <Stream projectId={search.projectId} /> : <StreamProjects search={search} />
}

/** A browser plays a web address (HLS, MP4 over http or https); an rtmp:// push address is for streaming software only. */
const playable = (url: string | null | undefined): url is string => Boolean(url && /^https?:\/\//i.test(url))

function Stream({ projectId }: { projectId: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const detail = useShellFlow(liveStreamLogic, { input: { id: projectId } })
  const refreshing = useSelector(detail, (s) => s.hasTag('refreshing'))
  const refreshError = useSelector(detail, (s) => (s.hasTag('ready') ? s.context.error : null))
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
            <ErrorAlert title={<Trans>刷新失败</Trans>} error={refreshError} />
            <Card withBorder padding="md" component="section" aria-label={t`直播画面`}>
              {camera.camStatus === CAMERA_ON && playable(camera.pushUrl) ? (
                <video
                  src={safeHref(camera.pushUrl)}
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
  const navigate = route.useNavigate()
  const watch = (row: NetBidRow) => navigate({ search: { curr: 1, size: search.size, projectId: row.id } })

  return (
    <Stack>
      <Title order={3}>
        <Trans>开标直播</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>选择一个网上开标项目，观看其开标或评标直播。</Trans>
      </Text>
      <NetBidProjects
        search={search}
        go={(next) => navigate({ search: next })}
        searchLabel={t`查询直播项目`}
        tableLabel={t`直播项目列表`}
        target={(row) => ({ to: '/personal/liveStreaming', search: { curr: 1, size: search.size, projectId: row.id } })}
        action={(row) => (
          <Button size="xs" variant="light" onClick={() => watch(row)} aria-label={t`观看直播：${row.projectName}`}>
            <Trans>观看直播</Trans>
          </Button>
        )}
      />
    </Stack>
  )
}
