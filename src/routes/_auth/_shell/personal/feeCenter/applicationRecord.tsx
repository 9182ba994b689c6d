import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { INVOICE_STATUS, invoiceListLogic, type InvoiceStatus } from '@/app/actors/money/invoice'
import { ListPage } from '@/routes/-components/ListScreen'
import { StatusFilter } from '@/routes/-components/StatusFilter'
import { firstPagePlain, pageSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { invoiceStatusLabels, invoiceStatusSearch } from './-components/invoice-format'
import { InvoiceTable } from './-components/InvoiceTable'

type ApplicationRecordSearch = { curr: number; size: number; status?: InvoiceStatus | undefined }

/** Spec 001 §2 /personal/feeCenter/applicationRecord: every invoice application, by status. */
export const Route = createFileRoute('/_auth/_shell/personal/feeCenter/applicationRecord')({
  validateSearch: (s: SearchInput<ApplicationRecordSearch>): ApplicationRecordSearch => {
    const status = invoiceStatusSearch(s.status)
    return { ...pageSearch(s), ...(status === undefined ? {} : { status }) }
  },
  search: firstPagePlain(),
  component: ApplicationRecord,
})

function ApplicationRecord() {
  const { t, i18n } = useLingui()
  const { search, filter, table } = useRouteList(Route, invoiceListLogic)
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
