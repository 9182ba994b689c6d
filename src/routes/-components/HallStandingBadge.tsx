import { Trans } from '@lingui/react/macro'
import { Badge, Text } from '@mantine/core'
// The public board's module, not the supplier's screens': the public board shows this badge too.
import { HALL_NODE, HALL_STATUS } from '@/app/actors/opening/open-bid-board'
import { useCodeLabel } from '@/ui/format/code-label'
import { hallNodeLabels } from '@/ui/format/hall-labels'

/** A hall's standing: its node by code, named by the portal; a list that knows only the server's name for it leaves out the code. */
type Standing = { hallStatus: number; currentNodeName: string; currentNode?: number }

/** Red for a failed opening, orange for a postponed one, green once it is over, gray before it starts, blue while it runs. */
function colorOf({ currentNode, hallStatus }: Standing) {
  if (hallStatus === HALL_STATUS.failed) return 'red'
  if (hallStatus === HALL_STATUS.postponed) return 'orange'
  if (currentNode === HALL_NODE.closed) return 'green'
  return currentNode === HALL_NODE.waiting ? 'gray' : 'blue'
}

/** Where an opening hall stands, its node named in the reader's language; 未知 when the hall could not be read. */
export function HallStandingBadge({ standing }: { standing: Standing | null }) {
  const label = useCodeLabel()
  if (!standing) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>未知</Trans>
      </Text>
    )
  }
  return (
    <Badge variant="light" color={colorOf(standing)}>
      {label(hallNodeLabels, standing.currentNode, standing.currentNodeName)}
    </Badge>
  )
}
