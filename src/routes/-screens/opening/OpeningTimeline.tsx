import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Text, Timeline } from '@mantine/core'
import type { ReactNode } from 'react'
import { HALL_NODE, HALL_NODE_STATUS, DECRYPT_STATUS } from '@/app/actors/opening/opening-screens'
import type { HallNodeRow, HallNodes, HallProgress } from '@/services/schemas/bid-project'
import { useCodeLabel } from '@/ui/format/code-label'
import { formatDateTime } from '@/ui/format/date'
import { hallNodeLabels } from '@/ui/format/hall-labels'
import { nodeStatusOf } from '@/routes/-screens/opening/node-status'

function Planned({ node }: { node: HallNodeRow }) {
  const start = formatDateTime(node.startTime)
  if (node.endTime === null) {
    return (
      <Text size="xs" c="dimmed">
        <Trans>计划开始：{start}</Trans>
      </Text>
    )
  }
  const end = formatDateTime(node.endTime)
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        计划时间：{start} 至 {end}
      </Trans>
    </Text>
  )
}

function Done({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="green.8">
      {children}
    </Text>
  )
}

/** What I did in a node and when: the actual times beside the planned ones. */
function MySteps({ node, progress }: { node: HallNodeRow; progress: HallProgress }) {
  const at = (time: number | null) => (time === null ? '' : formatDateTime(time))
  const over = node.status === HALL_NODE_STATUS.done
  switch (node.nodeCode) {
    case HALL_NODE.checkIn: {
      const checkedIn = at(progress.checkInTime)
      if (progress.checkInStatus) return <Done><Trans>我已签到：{checkedIn}</Trans></Done>
      return over ? <Text size="sm" c="orange"><Trans>我未签到</Trans></Text> : null
    }
    case HALL_NODE.opening: {
      const confirmed = at(progress.fileSureTime)
      return progress.fileSureStatus ? <Done><Trans>我已确认投标文件：{confirmed}</Trans></Done> : null
    }
    case HALL_NODE.decrypting: {
      const begun = at(progress.decryptBeginTime)
      const decrypted = at(progress.decryptTime)
      return (
        <>
          {progress.decryptBeginStatus ? <Done><Trans>我开始解密：{begun}</Trans></Done> : null}
          {progress.decryptStatus === DECRYPT_STATUS.decrypted ? <Done><Trans>我已解密：{decrypted}</Trans></Done> : null}
          {progress.decryptStatus === DECRYPT_STATUS.failed ? (
            <Text size="sm" c="red">
              {progress.decryptFailReason ?? <Trans>解密失败</Trans>}
            </Text>
          ) : null}
        </>
      )
    }
    case HALL_NODE.signing: {
      const signed = at(progress.recordSignTime)
      return progress.recordSignStatus ? <Done><Trans>我已签署开标记录：{signed}</Trans></Done> : null
    }
    default:
      return null
  }
}

/**
 * The hall's nodes in order with their planned times and standing, and under each what I did there
 * and when. The current node is marked as the current step for assistive technology too.
 */
export function OpeningTimeline({ hall }: { hall: HallNodes }) {
  const { t } = useLingui()
  const label = useCodeLabel()
  const current = hall.nodes.findIndex((node) => node.status === HALL_NODE_STATUS.current)
  const lastDone = hall.nodes.reduce((last, node, index) => (node.status === HALL_NODE_STATUS.done ? index : last), -1)
  return (
    <Timeline active={current >= 0 ? current : lastDone} bulletSize={18} lineWidth={2} role="list" aria-label={t`开标环节时间线`}>
      {hall.nodes.map((node) => {
        const status = nodeStatusOf(node.status)
        return (
          <Timeline.Item
            key={node.nodeCode}
            role="listitem"
            aria-current={node.status === HALL_NODE_STATUS.current ? 'step' : undefined}
            title={
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {label(hallNodeLabels, node.nodeCode, node.nodeName)}
                </Text>
                <Badge size="sm" variant="light" color={status.color}>
                  {status.label}
                </Badge>
              </Group>
            }
          >
            <Planned node={node} />
            {hall.progress ? <MySteps node={node} progress={hall.progress} /> : null}
          </Timeline.Item>
        )
      })}
    </Timeline>
  )
}
