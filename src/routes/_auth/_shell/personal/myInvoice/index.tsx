import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { INVOICE_STATUS, invoiceListLogic } from '@/app/actors/money/invoice'
import { useShellFlow } from '@/app/use-flow'
import { firstPagePlain, pageSearch, type PageSearch } from '@/routes/-components/search'
import { useListTable } from '@/routes/-components/use-list-table'
import { InvoiceTable } from '../feeCenter/-components/InvoiceTable'

/** Spec 001 §2 /personal/myInvoice/index: the invoices issued to the supplier, each downloadable. */
export const Route = createFileRoute('/_auth/_shell/personal/myInvoice/index')({
  validateSearch: pageSearch,
  search: firstPagePlain<PageSearch>(),
  component: MyInvoices,
})

function MyInvoices() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  // Only issued invoices are "mine"; applications in progress live in the fee centre's records.
  const query = { ...search, status: INVOICE_STATUS.issued }
  const list = useShellFlow(invoiceListLogic, { input: { query } })
  const { table } = useListTable(list, query, ({ curr, size }) => navigate({ search: { curr, size } }))
  return (
    <Stack>
      <Title order={3}>
        <Trans>我的发票</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>已开具的电子发票，可下载保存。</Trans>
      </Text>
      <InvoiceTable {...table} label={t`我的发票列表`} emptyTitle={t`暂无已开具的发票`} />
    </Stack>
  )
}
