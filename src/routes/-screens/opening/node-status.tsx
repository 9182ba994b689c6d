import { Trans } from '@lingui/react/macro'
import { HALL_NODE_STATUS } from '@/app/actors/opening/opening'

const NODE_STATUS = {
  [HALL_NODE_STATUS.pending]: { color: 'gray', label: <Trans>未开始</Trans> },
  [HALL_NODE_STATUS.current]: { color: 'blue', label: <Trans>进行中</Trans> },
  [HALL_NODE_STATUS.done]: { color: 'green', label: <Trans>已完成</Trans> },
} as const

/** A hall node's standing as a badge's color and label; a code the portal does not know reads as not started. */
export const nodeStatusOf = (status: number) => NODE_STATUS[status as keyof typeof NODE_STATUS] ?? NODE_STATUS[HALL_NODE_STATUS.pending]
