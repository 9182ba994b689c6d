import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { INVOICE_STATUS, invoiceListLogic } from '@/app/actors/money/invoice'
import { ListPage } from '@/routes/-components/ListScreen'
import { firstPagePlain, pageSearch, type PageSearch } from '@/routes/-components/search'
import { useShellList } from '@/routes/-components/use-shell-list'
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
  const { table } = useShellList(invoiceListLogic, query, ({ curr, size }) => navigate({ search: { curr, size } }))
  return (
    <ListPage title={<Trans>我的发票</Trans>} intro={<Trans>已开具的电子发票，可下载保存。</Trans>}>
      <InvoiceTable {...table} label={t`我的发票列表`} emptyTitle={t`暂无已开具的发票`} />
    </ListPage>
  )
}
