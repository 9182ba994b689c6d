import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import { orderActionLogic, orderDetailLogic, type OrderDetail } from '@/app/actors/money/payment'
import { useShellFlow } from '@/app/use-flow'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { formatAmount } from '@/domain/money'
import { useAmountInWords } from '@/ui/format/amount-words'

const route = getRouteApi('/_auth/_shell/personal/myOrder/payment')

export function SimulatedPaymentScreen() {
  const { id } = route.useSearch()
  const navigate = useNavigate()
  const detail = useShellFlow(orderDetailLogic, { input: { id } })
  const back = () => void navigate({ to: '/personal/myOrder/myOrderPay', search: { id } })
  return (
    <RecordDetailFrame detail={detail} onBack={back} backLabel={<Trans>返回订单支付</Trans>} failedTitle={<Trans>订单加载失败</Trans>} notFoundTitle={<Trans>订单不存在或已被删除</Trans>}>
      {(order, backButton) => <GatewayCard order={order} back={back} backButton={backButton} />}
    </RecordDetailFrame>
  )
}

function GatewayCard({ order, back, backButton }: { order: OrderDetail; back: () => void; backButton: ReactNode }) {
  const { t } = useLingui()
  const inWords = useAmountInWords()
  const action = useShellFlow(orderActionLogic)
  const asking = useSelector(action, (s) => s.hasTag('asking'))
  const busy = useSelector(action, (s) => s.hasTag('busy'))
  const running = useSelector(action, (s) => (s.hasTag('busy') ? s.context.subject?.kind : undefined))
  const actionError = useSelector(action, (s) => s.context.error)
  // The payer's choice is the gateway's to carry out; the order page then reads where it stands.
  useEffect(() => {
    const subscription = action.on('order.changed', back)
    return () => subscription.unsubscribe()
  }, [action, back])
  const run = (kind: 'confirm' | 'abandon', payment: { payNo: string; gatewayUrl: string }) => {
    // After a refusal the flow waits on its question; a new choice replaces it.
    if (asking && !busy) action.send({ type: 'confirm.no' })
    action.send({ type: 'confirm.run', subject: { orderId: order.id, kind, payment } })
  }
  const open = order.payments.find((payment) => payment.status === 0)
  const amount = formatAmount(order.amount)
  const capital = inWords(order.amount)

  return (
    <Stack maw={560}>
      <DetailHeader title={<Trans>模拟支付</Trans>} actions={backButton} />
      {!open ? (
        <Alert color="gray">
          <Trans>该订单没有待完成的支付。</Trans>
        </Alert>
      ) : (
        <Card withBorder aria-label={t`支付单`} component="section">
          <Stack gap="xs">
            <Text>
              <Trans>支付单号：{open.payNo}</Trans>
            </Text>
            <Text>{order.projectName}</Text>
            <Text fw={600}>
              <Trans>支付金额：￥{amount}</Trans>
            </Text>
            <Text c="dimmed" size="sm">
              <Trans>大写：{capital}</Trans>
            </Text>
            <ErrorAlert error={actionError} />
            <Group>
              <Button loading={running === 'confirm'} disabled={busy} onClick={() => run('confirm', open)}>
                <Trans>确认支付</Trans>
              </Button>
              <Button variant="default" disabled={busy} onClick={() => run('abandon', open)}>
                <Trans>取消支付</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  )
}
