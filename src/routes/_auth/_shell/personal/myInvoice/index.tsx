import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, pageSearch, type PageSearch } from '@/routes/-components/search'
import { MyInvoicesScreen } from '@/routes/-screens/money/MyInvoicesScreen'

/** Spec 001 §2 /personal/myInvoice/index: the invoices issued to the supplier, each downloadable. */
export const Route = createFileRoute('/_auth/_shell/personal/myInvoice/index')({
  validateSearch: pageSearch,
  search: firstPagePlain<PageSearch>(),
  component: MyInvoicesScreen,
})
