import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Group, Table, Text } from '@mantine/core'
import type { Order } from '@/app/actors/money/payment'
import { formatAmount } from '@/domain/money'
import { useAmountInWords } from '@/ui/format/amount-words'
import { feeTypeLabels } from '@/routes/-screens/money/order-labels'
import { OrderStatusBadge } from '@/routes/-screens/money/OrderStatusBadge'

/** The order's project, fee, amount (with its capital form, as bills write it) and status. */
export function OrderSummary({ order, label }: { order: Order; label: string }) {
  const { i18n } = useLingui()
  const inWords = useAmountInWords()
  const { projectName, packageName } = order
  const capital = order.amount >= 0 ? inWords(order.amount) : null
  return (
    <Table variant="vertical" withTableBorder aria-label={label}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={140}>
            <Trans>订单编号</Trans>
          </Table.Th>
          <Table.Td>{order.orderNo}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>
            <Trans>项目名称</Trans>
          </Table.Th>
          <Table.Td>
            <Trans>
              {projectName}（{packageName}）
            </Trans>
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>
            <Trans>费用类型</Trans>
          </Table.Th>
          <Table.Td>{feeTypeLabels[order.feeType] ? i18n._(feeTypeLabels[order.feeType]!) : order.feeTypeName}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>
            <Trans>应付金额</Trans>
          </Table.Th>
          <Table.Td>
            <Group gap="xs">
              <Text fw={600}>￥{formatAmount(order.amount)}</Text>
              {capital !== null ? (
                <Text c="dimmed" size="sm">
                  <Trans>大写：{capital}</Trans>
                </Text>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>
            <Trans>订单状态</Trans>
          </Table.Th>
          <Table.Td>
            <OrderStatusBadge status={order.status} />
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  )
}
