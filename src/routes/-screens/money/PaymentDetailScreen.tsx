import { useLingui } from '@lingui/react'
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro'
import { Stack, Table, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { orderDetailLogic } from '@/app/actors/money/payment'
import { useShellFlow } from '@/app/use-flow'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { formatAmount } from '@/domain/money'
import { TableHead } from '@/ui/table/TableHead'
import { OrderSettlement } from '@/routes/-screens/money/OrderSettlement'
import { OrderSummary } from '@/routes/-screens/money/OrderSummary'
import { paymentStatusLabels } from '@/routes/-screens/money/order-labels'

const route = getRouteApi('/_auth/_shell/personal/myOrder/paymentDetail')

export function PaymentDetailScreen() {
  const { i18n } = useLingui()
  const { t } = useMacroLingui()
  const { id } = route.useSearch()
  const navigate = useNavigate()
  const detail = useShellFlow(orderDetailLogic, { input: { id } })
  return (
    <RecordDetailFrame
      detail={detail}
      onBack={() => void navigate({ to: '/personal/costCenter/myOrder', search: { curr: 1, size: 10 } })}
      backLabel={<Trans>返回我的订单</Trans>}
      failedTitle={<Trans>订单加载失败</Trans>}
      notFoundTitle={<Trans>订单不存在或已被删除</Trans>}
    >
      {(order, back) => (
        <Stack maw={900}>
          <DetailHeader title={<Trans>支付详情</Trans>} actions={back} />
          <OrderSummary order={order} label={t`订单信息`} />
          <OrderSettlement order={order} label={t`结算信息`} />
          <Title order={4}>
            <Trans>支付记录</Trans>
          </Title>
          <Table withTableBorder aria-label={t`支付记录`}>
            <TableHead columns={[t`支付单号`, t`金额（元）`, t`支付状态`, t`发起时间`, t`完成时间`, t`失败原因`]} />
            <Table.Tbody>
              {order.payments.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Trans>暂无支付记录</Trans>
                  </Table.Td>
                </Table.Tr>
              ) : (
                order.payments.map((payment) => (
                  <Table.Tr key={payment.payNo}>
                    <Table.Td>{payment.payNo}</Table.Td>
                    <Table.Td>{formatAmount(payment.amount)}</Table.Td>
                    <Table.Td>{i18n._(paymentStatusLabels[payment.status]!)}</Table.Td>
                    <Table.Td>{payment.createTime ?? '—'}</Table.Td>
                    <Table.Td>{payment.finishTime ?? '—'}</Table.Td>
                    <Table.Td>{payment.failReason ?? '—'}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </RecordDetailFrame>
  )
}
