import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { myOrderListLogic, ORDER_STATUS, PAYABLE_ORDER_STATUSES, type Order } from '@/app/actors/money/payment'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { RowLink } from '@/routes/-components/list-cells'
import { useListEditor } from '@/routes/-components/use-list-editor'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { formatAmount } from '@/domain/money'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { feeTypeLabels, orderStatusLabels } from '@/routes/-screens/money/order-labels'
import { OrderStatusBadge } from '@/routes/-screens/money/OrderStatusBadge'

const route = getRouteApi('/_auth/_shell/personal/costCenter/myOrder')

export function MyOrdersScreen() {
  const { t, i18n } = useLingui()
  const { search, navigate, list, loaded, filter, table } = useRouteList(route, myOrderListLogic)
  const action = useListEditor(list)
  const asking = useSelector(action, (s) => s.hasTag('asking'))
  const busy = useSelector(action, (s) => s.hasTag('busy'))
  const actionError = useSelector(action, (s) => s.context.error)

  const pay = (row: Order) => navigate({ to: '/personal/myOrder/myOrderPay', search: { id: row.id } })
  const asked = useSelector(action, (s) => s.context.subject)

  const columns: PagedTableColumn<Order>[] = [
    { key: 'orderNo', title: t`订单编号`, width: 190 },
    {
      key: 'projectName',
      title: t`项目名称`,
      card: 'title',
      render: (row) => (
        <RowLink to="/personal/myOrder/paymentDetail" search={{ id: row.id }}>
          {row.projectName}
        </RowLink>
      ),
    },
    { key: 'feeType', title: t`费用类型`, width: 110, render: (row) => i18n._(feeTypeLabels[row.feeType]!) },
    { key: 'amount', title: t`金额（元）`, width: 130, render: (row) => formatAmount(row.amount) },
    { key: 'status', title: t`订单状态`, width: 110, render: (row) => <OrderStatusBadge status={row.status} /> },
    { key: 'createTime', title: t`下单时间`, width: 170 },
    {
      key: 'actions',
      title: t`操作`,
      width: 200,
      card: 'foot',
      render: (row) => (
        <Group gap="xs">
          {PAYABLE_ORDER_STATUSES.includes(row.status) || row.status === ORDER_STATUS.paying ? (
            <Button size="xs" onClick={() => void pay(row)} aria-label={t`支付订单：${row.orderNo}`}>
              <Trans>支付</Trans>
            </Button>
          ) : null}
          {PAYABLE_ORDER_STATUSES.includes(row.status) ? (
            <Button size="xs" variant="default" onClick={() => action.send({ type: 'confirm.ask', subject: { orderId: row.id, kind: 'cancel' } })} aria-label={t`取消订单：${row.orderNo}`}>
              <Trans>取消</Trans>
            </Button>
          ) : null}
        </Group>
      ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>我的订单</Trans>}
      search={
        <ListSearchForm
          label={t`查询订单`}
          fieldLabel={t`项目名称`}
          placeholder={t`请输入项目名称`}
          value={search.projectName}
          selects={[{ label: t`订单状态`, options: Object.entries(orderStatusLabels).map(([value, label]) => ({ value, label: i18n._(label) })), value: search.status }]}
          onSearch={(projectName, [status]) => filter({ projectName, status: status === undefined ? undefined : Number(status) })}
          onReset={() => filter({})}
          results={loaded}
        />
      }
      {...table}
      label={t`订单列表`}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ none: t`暂无订单` }}
      minWidth={1000}
    >
      <Modal opened={asking} onClose={() => action.send({ type: 'confirm.no' })} title={t`取消订单`} centered>
        <Stack>
          <Text>
            <Trans>确定取消该订单吗？取消后不能再支付，需要时请重新下单。</Trans>
          </Text>
          <ErrorAlert error={actionError} />
          <Group justify="flex-end">
            <Button variant="default" disabled={busy} onClick={() => action.send({ type: 'confirm.no' })}>
              <Trans>返回</Trans>
            </Button>
            <Button color="red" loading={busy} disabled={!asked} onClick={() => action.send({ type: 'confirm.yes' })}>
              <Trans>确定取消</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ListScreen>
  )
}
