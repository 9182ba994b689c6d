import { useLingui } from '@lingui/react'
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, FileInput, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { feeIdOf, paymentLogic, payOrderOf } from '@/app/actors/payment'
import { usePortal } from '@/app/portal-context'
import { useShellFlow } from '@/app/use-flow'
import type { FeeType } from '@/services/schemas/bid-order'
import { OrderSummary } from './-components/OrderSummary'

/** An order (`?id=`), or a sign-up's fee (`?entryId=&feeType=`) whose order the server makes or finds. */
type PaySearch = { id?: string | undefined; entryId?: string | undefined; feeType?: number | undefined }

const idText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '')

function paySearch(s: Record<string, unknown>): PaySearch {
  const id = idText(s.id)
  if (id) return { id }
  const entryId = idText(s.entryId)
  const feeType = Number(s.feeType)
  return entryId && [1, 2, 3].includes(feeType) ? { entryId, feeType } : {}
}

/** Spec 001 §2 /personal/myOrder/myOrderPay: pay an order online or by a transfer voucher, then its result (decision 033). */
export const Route = createFileRoute('/_auth/_shell/personal/myOrder/myOrderPay')({
  validateSearch: paySearch,
  remountDeps: ({ search }) => `${search.id ?? ''}|${search.entryId ?? ''}|${search.feeType ?? ''}`,
  component: OrderPay,
})

function OrderPay() {
  const search = Route.useSearch()
  if (!search.id && !search.entryId) {
    return (
      <Alert color="red" title={<Trans>缺少订单</Trans>}>
        <Trans>请从我的订单或项目详情进入缴费。</Trans>
      </Alert>
    )
  }
  return <PayFlow input={search.id ? { orderId: search.id } : { feeId: feeIdOf(search.entryId!, search.feeType as FeeType) }} />
}

function PayFlow({ input }: { input: { orderId: string } | { feeId: string } }) {
  const { i18n } = useLingui()
  const { t } = useMacroLingui()
  const portal = usePortal()
  const navigate = useNavigate()
  const flow = useShellFlow(paymentLogic, { input })
  const state = useSelector(flow, (s) => s)
  const [file, setFile] = useState<File | null>(null)
  const order = payOrderOf(state.context.order)
  const error = state.context.error ? i18n._(state.context.error) : null
  const simulated = portal.config.mode !== 'backend'
  const gatewayUrl = state.context.payment?.gatewayUrl ?? null

  if (state.matches('opening') || state.matches('preparing') || state.matches('reading') || state.matches('routing')) {
    return <Loader aria-label={t`正在读取订单`} />
  }
  if (state.matches('unavailable') || !order) {
    return (
      <Alert color="red" title={<Trans>订单加载失败</Trans>}>
        <Stack>
          <Text>{error}</Text>
          <Group>
            <Button onClick={() => flow.send({ type: 'payment.retry' })}>
              <Trans>重试</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    )
  }
  const record = order.record
  const toOrders = () => void navigate({ to: '/personal/costCenter/myOrder', search: { curr: 1, size: 10 } })
  const standIn = () => void navigate({ to: '/personal/myOrder/payment', search: { id: record.id } })

  return (
    <Stack maw={760}>
      <Title order={3}>
        <Trans>订单支付</Trans>
      </Title>
      <OrderSummary order={{ ...record, status: state.matches('paid') && record.status < 2 ? 2 : record.status }} label={t`订单信息`} />
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}

      {state.matches('ready') || state.matches('starting') || state.matches('uploading') ? (
        <Stack>
          {state.context.reason ? (
            <Alert color="orange" title={<Trans>上次支付未成功</Trans>}>
              {state.context.reason}
            </Alert>
          ) : null}
          <Group>
            <Button loading={state.matches('starting')} disabled={state.matches('uploading')} onClick={() => flow.send({ type: 'payment.pay' })}>
              <Trans>在线支付</Trans>
            </Button>
          </Group>
          <Group align="flex-end">
            <FileInput label={t`转账凭证`} placeholder={t`选择银行转账凭证（图片或PDF）`} accept="image/*,application/pdf" value={file} onChange={setFile} w={320} clearable />
            <Button variant="default" loading={state.matches('uploading')} disabled={state.matches('starting')} onClick={() => flow.send({ type: 'payment.voucher', file: file as File })}>
              <Trans>提交转账凭证</Trans>
            </Button>
          </Group>
        </Stack>
      ) : null}

      {state.matches('polling') ? (
        <Alert color="blue" title={<Trans>等待支付结果</Trans>}>
          <Stack gap="xs">
            <Text>
              <Trans>请在支付页面完成支付，本页将自动查询支付结果。</Trans>
            </Text>
            {simulated ? (
              <Group>
                <Button onClick={standIn}>
                  <Trans>前往支付页面</Trans>
                </Button>
              </Group>
            ) : gatewayUrl ? (
              // Opened by the payer's own click: a window opened after the answer would be blocked as a pop-up.
              <Anchor href={gatewayUrl} target="_blank" rel="noopener">
                <Trans>前往支付页面</Trans>
              </Anchor>
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      {state.matches('timedOut') ? (
        <Alert color="orange" title={<Trans>暂未收到支付结果</Trans>}>
          <Stack gap="xs">
            <Text>
              <Trans>如已付款，款项可能仍在途中，请稍后再次查询，切勿重复支付。</Trans>
            </Text>
            <Group>
              <Button onClick={() => flow.send({ type: 'payment.check' })}>
                <Trans>再次查询</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {state.matches('voucherSubmitted') ? (
        <Alert color="cyan" title={<Trans>转账凭证已提交</Trans>}>
          <Stack gap="xs">
            <Text>
              <Trans>代理机构确认到账后订单即为已支付。</Trans>
            </Text>
            <Group>
              <Button onClick={() => flow.send({ type: 'payment.check' })}>
                <Trans>再次查询</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {state.matches('failed') ? (
        <Alert color="red" title={<Trans>支付失败</Trans>}>
          <Stack gap="xs">
            {state.context.reason ? <Text>{state.context.reason}</Text> : null}
            <Group>
              <Button onClick={() => flow.send({ type: 'payment.retry' })}>
                <Trans>重新支付</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {state.matches('paid') ? (
        <Alert color="green" title={<Trans>支付成功</Trans>}>
          <Group>
            <Button variant="light" onClick={() => void navigate({ to: '/personal/myOrder/paymentDetail', search: { id: record.id } })}>
              <Trans>查看支付详情</Trans>
            </Button>
            <Button variant="default" onClick={toOrders}>
              <Trans>返回我的订单</Trans>
            </Button>
          </Group>
        </Alert>
      ) : null}

      {state.matches('cancelled') ? (
        <Alert color="gray" title={<Trans>订单已取消</Trans>}>
          <Button variant="default" onClick={toOrders}>
            <Trans>返回我的订单</Trans>
          </Button>
        </Alert>
      ) : null}
    </Stack>
  )
}
