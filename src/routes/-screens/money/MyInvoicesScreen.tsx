import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { INVOICE_STATUS, invoiceListLogic } from '@/app/actors/money/invoice'
import { ListPage } from '@/routes/-components/ListScreen'
import { useShellList } from '@/routes/-components/use-shell-list'
import { InvoiceTable } from '@/routes/-screens/money/InvoiceTable'

const route = getRouteApi('/_auth/_shell/personal/myInvoice/index')

export function MyInvoicesScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  // Only issued invoices are "mine"; applications in progress live in the fee centre's records.
  const query = { ...search, status: INVOICE_STATUS.issued }
  const { table } = useShellList(invoiceListLogic, query, ({ curr, size }) => navigate({ search: { curr, size } }))
  return (
    <ListPage title={<Trans>我的发票</Trans>} intro={<Trans>已开具的电子发票，可下载保存。</Trans>}>
      <InvoiceTable {...table} label={t`我的发票列表`} emptyTitle={t`暂无已开具的发票`} />
    </ListPage>
  )
}
