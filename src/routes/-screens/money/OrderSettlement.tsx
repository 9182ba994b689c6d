import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Table } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Order } from '@/app/actors/money/payment'
import { depositStatusLabels, payModeLabels } from '@/routes/-screens/money/order-labels'

/** How the order was settled: the way it was paid, when, the voucher or guarantee letter, a refusal, and a deposit's standing. */
export function OrderSettlement({ order, label }: { order: Order; label: string }) {
  const { i18n } = useLingui()
  const rows: Array<[ReactNode, ReactNode]> = [[<Trans>支付方式</Trans>, payModeLabels[order.payMode] ? i18n._(payModeLabels[order.payMode]!) : '—']]
  if (order.payTime) rows.push([<Trans>支付时间</Trans>, order.payTime])
  if (order.voucherFileName) rows.push([<Trans>转账凭证</Trans>, order.voucherFileName])
  if (order.guaranteeNo) rows.push([<Trans>保函编号</Trans>, order.guaranteeNo])
  if (order.rejectReason) rows.push([<Trans>驳回原因</Trans>, order.rejectReason])
  if (order.cancelTime) rows.push([<Trans>取消时间</Trans>, order.cancelTime])
  if (depositStatusLabels[order.depositStatus]) rows.push([<Trans>保证金状态</Trans>, i18n._(depositStatusLabels[order.depositStatus]!)])
  // A forfeited deposit carries its date and reason in the refund fields (decision 031).
  const forfeited = order.depositStatus === 3
  if (order.refundTime) rows.push([forfeited ? <Trans>没收时间</Trans> : <Trans>退还时间</Trans>, order.refundTime])
  if (order.refundRemark) rows.push([forfeited ? <Trans>没收原因</Trans> : <Trans>退还说明</Trans>, order.refundRemark])
  return (
    <Table variant="vertical" withTableBorder aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value], index) => (
          <Table.Tr key={index}>
            <Table.Th w={140}>{name}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
