import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import { orderStatusColors, orderStatusLabels } from '@/routes/-screens/money/order-labels'

/** An order's status (decision 031) as a badge, named in the catalogue. */
export function OrderStatusBadge({ status }: { status: number }) {
  const { i18n } = useLingui()
  return (
    <Badge variant="light" color={orderStatusColors[status] ?? 'gray'}>
      {i18n._(orderStatusLabels[status]!)}
    </Badge>
  )
}
