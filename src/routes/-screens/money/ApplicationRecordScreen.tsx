import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { INVOICE_STATUS, invoiceListLogic } from '@/app/actors/money/invoice'
import { ListPage } from '@/routes/-components/ListScreen'
import { StatusFilter } from '@/routes/-components/StatusFilter'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { invoiceStatusLabels, invoiceStatusSearch } from '@/routes/-screens/money/invoice-format'
import { InvoiceTable } from '@/routes/-screens/money/InvoiceTable'

const route = getRouteApi('/_auth/_shell/personal/feeCenter/applicationRecord')

export function ApplicationRecordScreen() {
  const { t, i18n } = useLingui()
  const { search, filter, table } = useRouteList(route, invoiceListLogic)
  const statuses = Object.values(INVOICE_STATUS).map((code) => ({ value: String(code), label: i18n._(invoiceStatusLabels[code]) }))
  return (
    <ListPage
      title={<Trans>开票申请记录</Trans>}
      search={<StatusFilter label={t`申请状态`} options={statuses} value={search.status} onChange={(status) => filter({ status: invoiceStatusSearch(status) })} />}
    >
      <InvoiceTable {...table} label={t`开票申请列表`} emptyTitle={search.status === undefined ? t`暂无开票申请` : t`没有该状态的开票申请`} />
    </ListPage>
  )
}
