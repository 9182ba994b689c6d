import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, FileInput, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type ReactNode } from 'react'
import { feeIdOf, paymentLogic, shownStatusOf } from '@/app/actors/money/payment'
import { usePortal } from '@/app/portal-context'
import { useShellFlow } from '@/app/use-flow'
import type { FeeType } from '@/services/schemas/bid-order'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { OrderSummary } from '@/routes/-screens/money/OrderSummary'
import { safeHref } from '@/validation/safe-url'

const route = getRouteApi('/_auth/_shell/personal/myOrder/myOrderPay')

export function OrderPayScreen() {
  const search = route.useSearch()
  if (!search.id && !search.entryId) {
    return (
      <Alert color="red" title={<Trans>缺少订单</Trans>}>
        <Trans>请从我的订单或项目详情进入缴费。</Trans>
      </Alert>
    )
  }
  return <PayFlow input={search.id ? { orderId: search.id } : { feeId: feeIdOf(search.entryId!, search.feeType as FeeType) }} />
}

/** Where the payment stands: a titled alert, what it means, and what the payer can do next. */
function Outcome({ color, title, children, actions }: { color: string; title: ReactNode; children?: ReactNode; actions: ReactNode }) {
  return (
    <Alert color={color} title={title}>
      <Stack gap="xs">
        {children ? <Text>{children}</Text> : null}
        {actions ? <Group>{actions}</Group> : null}
      </Stack>
    </Alert>
  )
}

/** Where the flow has come to once the order is read, beyond the choice of how to pay: each a tag of the flow. */
const OUTCOMES = ['unavailable', 'polling', 'timedOut', 'voucherSubmitted', 'failed', 'paid', 'cancelled'] as const

function PayFlow({ input }: { input: { orderId: string } | { feeId: string } }) {
  const { t, i18n } = useLingui()
  const portal = usePortal()
  const navigate = useNavigate()
  const flow = useShellFlow(paymentLogic, { input })
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const payable = useSelector(flow, (s) => s.hasTag('payable'))
  const starting = useSelector(flow, (s) => s.hasTag('starting'))
  const uploading = useSelector(flow, (s) => s.hasTag('uploading'))
  const outcome = useSelector(flow, (s) => OUTCOMES.find((stage) => s.hasTag(stage)) ?? null)
  const order = useSelector(flow, (s) => s.context.order)
  const gatewayUrl = useSelector(flow, (s) => s.context.payment?.gatewayUrl ?? null)
  const error = useSelector(flow, (s) => s.context.error)
  const reason = useSelector(flow, (s) => s.context.reason)
  const [file, setFile] = useState<File | null>(null)
  const simulated = portal.config.mode !== 'backend'

  if (loading) return <Loader aria-label={t`正在读取订单`} />
  if (outcome === 'unavailable' || !order) {
    return (
      <Outcome
        color="red"
        title={<Trans>订单加载失败</Trans>}
        actions={
          <Button onClick={() => flow.send({ type: 'payment.retry' })}>
            <Trans>重试</Trans>
          </Button>
        }
      >
        {error ? i18n._(error) : null}
      </Outcome>
    )
  }
  const record = order.record
  const toOrders = () => void navigate({ to: '/personal/costCenter/myOrder', search: { curr: 1, size: 10 } })
  const standIn = () => void navigate({ to: '/personal/myOrder/payment', search: { id: record.id } })
  const checkAgain = (
    <Button onClick={() => flow.send({ type: 'payment.check' })}>
      <Trans>再次查询</Trans>
    </Button>
  )
  const backToOrders = (
    <Button variant="default" onClick={toOrders}>
      <Trans>返回我的订单</Trans>
    </Button>
  )

  return (
    <Stack maw={760}>
      <Title order={3}>
        <Trans>订单支付</Trans>
      </Title>
      <OrderSummary order={{ ...record, status: shownStatusOf(order) }} label={t`订单信息`} />
      <ErrorAlert error={error} />

      {payable ? (
        <Stack>
          {reason ? (
            <Alert color="orange" title={<Trans>上次支付未成功</Trans>}>
              {reason}
            </Alert>
          ) : null}
          <Group>
            <Button loading={starting} disabled={uploading} onClick={() => flow.send({ type: 'payment.pay' })}>
              <Trans>在线支付</Trans>
            </Button>
          </Group>
          <Group align="flex-end">
            <FileInput label={t`转账凭证`} placeholder={t`选择银行转账凭证（图片或PDF）`} accept="image/*,application/pdf" value={file} onChange={setFile} w={320} clearable fileInputProps={{ 'aria-label': t`选择转账凭证文件` }} />
            <Button variant="default" loading={uploading} disabled={starting} onClick={() => flow.send({ type: 'payment.voucher', file: file as File })}>
              <Trans>提交转账凭证</Trans>
            </Button>
          </Group>
        </Stack>
      ) : null}

      {outcome === 'polling' ? (
        <Outcome
          color="blue"
          title={<Trans>等待支付结果</Trans>}
          actions={
            simulated ? (
              <Button onClick={standIn}>
                <Trans>前往支付页面</Trans>
              </Button>
            ) : gatewayUrl ? (
              // Opened by the payer's own click: a window opened after the answer would be blocked as a pop-up.
              <Anchor href={safeHref(gatewayUrl)} target="_blank" rel="noopener noreferrer">
                <Trans>前往支付页面</Trans>
              </Anchor>
            ) : null
          }
        >
          <Trans>请在支付页面完成支付，本页将自动查询支付结果。</Trans>
        </Outcome>
      ) : null}

      {outcome === 'timedOut' ? (
        <Outcome color="orange" title={<Trans>暂未收到支付结果</Trans>} actions={checkAgain}>
          <Trans>如已付款，款项可能仍在途中，请稍后再次查询，切勿重复支付。</Trans>
        </Outcome>
      ) : null}

      {outcome === 'voucherSubmitted' ? (
        <Outcome color="cyan" title={<Trans>转账凭证已提交</Trans>} actions={checkAgain}>
          <Trans>代理机构确认到账后订单即为已支付。</Trans>
        </Outcome>
      ) : null}

      {outcome === 'failed' ? (
        <Outcome
          color="red"
          title={<Trans>支付失败</Trans>}
          actions={
            <Button onClick={() => flow.send({ type: 'payment.retry' })}>
              <Trans>重新支付</Trans>
            </Button>
          }
        >
          {reason}
        </Outcome>
      ) : null}

      {outcome === 'paid' ? (
        <Outcome
          color="green"
          title={<Trans>支付成功</Trans>}
          actions={
            <>
              <Button variant="light" onClick={() => void navigate({ to: '/personal/myOrder/paymentDetail', search: { id: record.id } })}>
                <Trans>查看支付详情</Trans>
              </Button>
              {backToOrders}
            </>
          }
        />
      ) : null}

      {outcome === 'cancelled' ? <Outcome color="gray" title={<Trans>订单已取消</Trans>} actions={backToOrders} /> : null}
    </Stack>
  )
}
