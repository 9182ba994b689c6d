import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { fundMovementListLogic, type FundMovement } from '@/app/actors/invoice'
import { useShellFlow } from '@/app/use-flow'
import { firstPagePlain, pageSearch, type PageSearch } from '@/routes/-components/search'
import { useListTable } from '@/routes/-components/use-list-table'
import { formatAmount } from '@/ui/format/money'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'

/** Spec 001 §2 /personal/feeCenter/fundCount: the fund account's movements, newest first (decision 031). */
export const Route = createFileRoute('/_auth/_shell/personal/feeCenter/fundCount')({
  validateSearch: pageSearch,
  search: firstPagePlain<PageSearch>(),
  component: FundCount,
})

function FundCount() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(fundMovementListLogic, { input: { query: search } })
  const { table } = useListTable(list, search, (next) => navigate({ search: next }))
  const columns: PagedTableColumn<FundMovement>[] = [
    { key: 'createTime', title: t`时间`, width: 170, render: (m) => m.createTime },
    { key: 'typeName', title: t`类型`, width: 120, render: (m) => m.typeName },
    { key: 'projectName', title: t`项目名称`, render: (m) => m.projectName },
    { key: 'amount', title: t`金额（元）`, width: 130, render: (m) => formatAmount(m.amount) },
    { key: 'balance', title: t`余额（元）`, width: 130, render: (m) => formatAmount(m.balance) },
    { key: 'remark', title: t`备注`, width: 200, render: (m) => m.remark },
  ]
  return (
    <Stack>
      <Title order={3}>
        <Trans>资金账户</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>投标保证金的缴纳、退还与没收记录。电子保函不涉及资金往来。</Trans>
      </Text>
      <PagedTable {...table} label={t`资金流水列表`} columns={columns} rowKey={(m) => m.id} emptyTitle={t`暂无资金流水`} minWidth={900} />
    </Stack>
  )
}
