import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { feeOrderListLogic, feeSummaryLogic, SETTLED_ORDER_STATUSES, type Order } from '@/app/actors/money/invoice'
import { useShellFlow } from '@/app/use-flow'
import { ListScreen } from '@/routes/-components/ListScreen'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { formatAmount } from '@/domain/money'
import { useAmountInWords } from '@/ui/format/amount-words'
import { CodeText } from '@/ui/format/CodeText'
import { feeTypeLabels, orderStatusLabels } from '@/ui/format/money-labels'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

const route = getRouteApi('/_auth/_shell/personal/feeCenter/')

export function FeeCenterScreen() {
  const { t } = useLingui()
  const inWords = useAmountInWords()
  const summary = useShellFlow(feeSummaryLogic, { input: { id: '' } })
  const money = useSelector(summary, (s) => s.context.record)
  const { navigate, table } = useRouteList(route, feeOrderListLogic)

  const totals = money
    ? [
        { label: t`已支付金额`, fen: money.paid },
        { label: t`已开票金额`, fen: money.invoiced },
        { label: t`可开票金额`, fen: money.invoiceable },
      ]
    : []
  const columns: PagedTableColumn<Order>[] = [
    { key: 'projectName', title: t`项目名称`, card: 'title', render: (o) => o.projectName },
    { key: 'feeTypeName', title: t`费用类型`, width: 120, render: (o) => <CodeText labels={feeTypeLabels} code={o.feeType} sent={o.feeTypeName} /> },
    { key: 'orderNo', title: t`订单编号`, width: 200, render: (o) => o.orderNo },
    { key: 'amount', title: t`金额（元）`, width: 130, render: (o) => formatAmount(o.amount) },
    { key: 'status', title: t`订单状态`, width: 110, render: (o) => <CodeText labels={orderStatusLabels} code={o.status} sent={o.statusName} /> },
  ]
  return (
    <ListScreen
      title={<Trans>费用中心</Trans>}
      aside={
        <Group>
          <Button variant="default" onClick={() => navigate({ to: '/personal/feeCenter/fundCount', search: { curr: 1, size: 10 } })}>
            <Trans>资金账户</Trans>
          </Button>
          <Button variant="default" onClick={() => navigate({ to: '/personal/feeCenter/applicationRecord', search: { curr: 1, size: 10 } })}>
            <Trans>开票申请记录</Trans>
          </Button>
        </Group>
      }
      summary={
        <SimpleGrid cols={{ base: 1, sm: 3 }} role="list" aria-label={t`费用汇总`}>
          {totals.map((total) => (
            <Card withBorder key={total.label} role="listitem" aria-label={total.label}>
              <Text size="sm" c="dimmed">
                {total.label}
              </Text>
              <Text fw={600} size="lg">
                {total.fen === null ? '—' : <>{formatAmount(total.fen)} <Trans>元</Trans></>}
              </Text>
              <Text size="xs" c="dimmed">
                {total.fen === null ? <Trans>平台未提供</Trans> : inWords(total.fen)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      }
      {...table}
      label={t`费用订单列表`}
      columns={columns}
      rowKey={(o) => o.id}
      empty={{ none: t`暂无费用订单` }}
      actionsWidth={110}
      actions={(o) =>
        SETTLED_ORDER_STATUSES.includes(o.status) ? (
          <Button size="compact-xs" variant="subtle" aria-label={t`为订单${o.orderNo}申请开票`} onClick={() => navigate({ to: '/personal/feeCenter/applyInvoice', search: { orderId: o.id } })}>
            <Trans>申请开票</Trans>
          </Button>
        ) : null
      }
      minWidth={860}
    />
  )
}
