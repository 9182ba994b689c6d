import { Trans, useLingui } from '@lingui/react/macro'
import { Card, SimpleGrid, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { fundMovementListLogic, type FundMovement } from '@/app/actors/money/invoice'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { formatAmount } from '@/domain/money'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { fundMovementLabels } from '@/routes/-screens/money/order-labels'

const route = getRouteApi('/_auth/_shell/personal/feeCenter/fundCount')

function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {children}
      </Text>
    </div>
  )
}

export function FundCountScreen() {
  const { t, i18n } = useLingui()
  const { search, list, loaded, filter, table } = useRouteList(route, fundMovementListLogic)
  const account = useSelector(list, (s) => s.context.page?.account ?? null)
  const columns: PagedTableColumn<FundMovement>[] = [
    { key: 'createTime', title: t`时间`, width: 170, render: (m) => m.createTime },
    { key: 'type', title: t`类型`, width: 120, render: (m) => i18n._(fundMovementLabels[m.type]!) },
    { key: 'projectName', title: t`项目名称`, render: (m) => m.projectName },
    { key: 'amount', title: t`金额（元）`, width: 130, render: (m) => formatAmount(m.amount) },
    { key: 'balance', title: t`余额（元）`, width: 130, render: (m) => formatAmount(m.balance) },
    { key: 'remark', title: t`备注`, width: 200, render: (m) => m.remark },
  ]
  return (
    <ListScreen
      title={<Trans>资金账户</Trans>}
      summary={
        <Card withBorder component="section" aria-label={t`账户概况`}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label={<Trans>资金账号</Trans>}>{account?.accountNo ?? '—'}</Figure>
            <Figure label={<Trans>账户余额（元）</Trans>}>{account ? formatAmount(account.balance) : '—'}</Figure>
            <Figure label={<Trans>冻结金额（元）</Trans>}>{account ? formatAmount(account.frozen) : '—'}</Figure>
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="sm">
            <Trans>投标保证金的缴纳、退还与没收记录。冻结金额为尚未退还的现金保证金；电子保函不涉及资金往来。</Trans>
          </Text>
        </Card>
      }
      search={
        <ListSearchForm
          label={t`查询资金流水`}
          fieldLabel={t`项目名称`}
          placeholder={t`请输入项目名称`}
          value={search.projectName}
          selects={[{ label: t`类型`, options: Object.entries(fundMovementLabels).map(([value, label]) => ({ value, label: i18n._(label) })), value: search.type }]}
          onSearch={(projectName, [type]) => filter({ projectName, type: type === undefined ? undefined : Number(type) })}
          onReset={() => filter({})}
          results={loaded}
        />
      }
      {...table}
      label={t`资金流水列表`}
      columns={columns}
      rowKey={(m) => m.id}
      empty={{ none: t`暂无资金流水` }}
      minWidth={900}
    />
  )
}
