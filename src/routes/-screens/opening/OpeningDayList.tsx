import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { Opening } from '@/machines/opening/openSchedule.machine'
import { HallStandingBadge } from '@/routes/-components/HallStandingBadge'
import { useCodeLabel } from '@/ui/format/code-label'
import { projectPhaseLabels } from '@/ui/format/project-labels'

type Props = {
  /** `YYYY-MM-DD` chosen, and the server's day once read. */
  day: string
  today: string | null
  /** The chosen day's openings, by time. */
  openings: readonly Opening[]
  loading: boolean
}

/** The chosen day's openings: time, project, how it opens and where, and the way into an online hall. */
export function OpeningDayList({ day, today, openings, loading }: Props) {
  const { t, i18n } = useLingui()
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const name = new Intl.DateTimeFormat(i18n.locale, { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)))
  const heading = day === today ? t`${name}（今天）的开标` : t`${name}的开标`

  return (
    <Card withBorder padding="md" component="section" aria-label={heading}>
      <Title order={4} mb="sm">
        {heading}
      </Title>
      {loading ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t`加载中`} />
        </Group>
      ) : openings.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>当天没有您报名项目的开标。</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`当天开标列表`}>
          {openings.map((opening) => (
            <OpeningItem key={opening.projectId} opening={opening} />
          ))}
        </Stack>
      )}
    </Card>
  )
}

function OpeningItem({ opening }: { opening: Opening }) {
  const { t } = useLingui()
  const label = useCodeLabel()
  const { projectName, projectCode, time, place, hall } = opening
  const online = opening.mode === 'online'
  return (
    <Card component="li" withBorder padding="sm" aria-label={`${time} ${projectName}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="lg" ff="monospace">
            {time}
          </Text>
          <Group gap={4}>
            <Badge variant="light" color={online ? 'blue' : 'grape'}>
              {online ? <Trans>网上开标</Trans> : <Trans>现场开标</Trans>}
            </Badge>
            <Badge variant="outline" color="gray">
              {label(projectPhaseLabels, opening.status, opening.statusName)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          <Text span c="dimmed">
            {projectCode}
          </Text>{' '}
          {projectName}
        </Text>
        {online ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm" component="div">
              <Trans>开标大厅：</Trans>
              {hall ? <HallStandingBadge standing={{ hallStatus: hall.hallStatus, currentNode: hall.currentNode, currentNodeName: hall.nodeName }} /> : <Trans>状态未知</Trans>}
            </Text>
            <Button
              renderRoot={(props) => <Link to="/electronicOpening" search={{ projectId: opening.projectId }} {...props} />}
              size="xs"
              variant="light"
              aria-label={t`进入开标大厅：${opening.projectName}`}
            >
              <Trans>进入开标大厅</Trans>
            </Button>
          </Group>
        ) : (
          <Text size="sm">
            <Trans>开标地点：</Trans>
            {place ? placeText(place) : <Trans>以招标公告为准</Trans>}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

/** The room and its address, once: a seeded address already names its room (开标室3（交易中心三楼）). */
const placeText = ({ roomName, address }: { roomName: string; address: string | null }) =>
  !address ? roomName : address.includes(roomName) ? address : `${roomName}，${address}`
