import { useLingui } from '@lingui/react/macro'
import { Badge, Text } from '@mantine/core'
import { ACTION_STEPS, deadlineLabels, nextStepLabels, type NextStepInfo } from '@/machines/tender/next-step'
import { formatDateTime } from '@/ui/format/date'

/** The next step as a badge: coloured when it asks the supplier to act. */
export function NextStepBadge({ next }: { next: NextStepInfo }) {
  const { i18n } = useLingui()
  return (
    <Badge variant="light" color={ACTION_STEPS.has(next.step) ? 'orange' : 'gray'} style={{ textTransform: 'none' }}>
      {i18n._(nextStepLabels[next.step])}
    </Badge>
  )
}

/** The step's deadline: which date it is and when; a dash when the step has none. */
export function StepDeadline({ next }: { next: NextStepInfo }) {
  const { i18n } = useLingui()
  if (!next.deadline) return <Text size="sm">—</Text>
  return (
    <Text size="sm">
      {i18n._(deadlineLabels[next.deadline.kind])} {formatDateTime(next.deadline.at)}
    </Text>
  )
}
