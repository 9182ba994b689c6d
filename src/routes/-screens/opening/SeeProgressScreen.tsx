import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { openingProgressLogic, pastDecryption, type OpeningProgress } from '@/app/actors/opening/opening-screens'
import { useShellFlow } from '@/app/use-flow'
import { HallStandingBadge } from '@/routes/-components/HallStandingBadge'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { formatDateTime } from '@/ui/format/date'
import { BidReadingPanel } from '@/routes/-screens/opening/BidReadingPanel'
import { HallNotice } from '@/routes/-screens/opening/HallNotice'
import { MyHallProgress } from '@/routes/-screens/opening/MyHallProgress'
import { OpeningTimeline } from '@/routes/-screens/opening/OpeningTimeline'

const route = getRouteApi('/_auth/_shell/electronicOpening/seeProgess')

export function SeeProgressScreen() {
  const { projectId } = route.useSearch()
  const navigate = useNavigate()
  const back = () => navigate({ to: '/electronicOpening/electronicBidTender', search: { curr: 1, size: 10 } })
  if (!projectId) {
    return (
      <Alert color="red" role="alert" title={<Trans>未指定项目</Trans>}>
        <Button mt="sm" size="xs" variant="light" onClick={back}>
          <Trans>返回我的电子投标</Trans>
        </Button>
      </Alert>
    )
  }
  return <Progress projectId={projectId} onBack={back} />
}

function Progress({ projectId, onBack }: { projectId: string; onBack: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const detail = useShellFlow(openingProgressLogic, { input: { id: projectId } })
  const refreshing = useSelector(detail, (s) => s.hasTag('refreshing'))
  const refreshError = useSelector(detail, (s) => (s.hasTag('ready') ? s.context.error : null))

  return (
    <RecordDetailFrame detail={detail} subject="project" onBack={onBack} backLabel={<Trans>返回我的电子投标</Trans>}>
      {({ hall, reading, readingError }: OpeningProgress, back) => {
        const asOf = formatDateTime(hall.serverTime)
        const actions = (
          <Group gap="xs">
            <Button size="xs" onClick={() => detail.send({ type: 'detail.refresh' })} loading={refreshing}>
              <Trans>刷新</Trans>
            </Button>
            <Button size="xs" variant="light" onClick={() => navigate({ to: '/electronicOpening', search: { projectId } })}>
              <Trans>进入开标大厅</Trans>
            </Button>
            {back}
          </Group>
        )
        return (
          <Stack>
            <DetailHeader title={hall.projectName || t`开标进度`} actions={actions}>
              <Group gap="xs">
                {hall.projectCode ? (
                  <Text size="sm" c="dimmed">
                    {hall.projectCode}
                  </Text>
                ) : null}
                <HallStandingBadge standing={hall} />
              </Group>
              <Text size="xs" c="dimmed">
                <Trans>开标情况截至服务器时间 {asOf}</Trans>
              </Text>
            </DetailHeader>
            <ErrorAlert title={<Trans>刷新失败</Trans>} error={refreshError} />
            <HallNotice hall={hall} />
            <Card withBorder padding="md" component="section" aria-label={t`开标环节`}>
              <Title order={4} mb="sm">
                <Trans>开标环节</Trans>
              </Title>
              <OpeningTimeline hall={hall} />
            </Card>
            <Card withBorder padding="md" component="section" aria-label={t`我的开标进度`}>
              <Title order={4} mb="sm">
                <Trans>我的开标进度</Trans>
              </Title>
              <MyHallProgress progress={hall.progress} />
            </Card>
            <Card withBorder padding="md" component="section" aria-label={t`唱标结果`}>
              <Title order={4} mb="sm">
                <Trans>唱标结果</Trans>
              </Title>
              <BidReadingPanel due={pastDecryption(hall)} hallStatus={hall.hallStatus} reading={reading} error={readingError} />
            </Card>
          </Stack>
        )
      }}
    </RecordDetailFrame>
  )
}
