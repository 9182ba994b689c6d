import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, pageSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { invoiceStatusSearch } from '@/routes/-screens/money/invoice-format'
import type { ApplicationRecordSearch } from '@/routes/-screens/money/application-record-search'
import { ApplicationRecordScreen } from '@/routes/-screens/money/ApplicationRecordScreen'

/** Spec 001 §2 /personal/feeCenter/applicationRecord: every invoice application, by status. */
export const Route = createFileRoute('/_auth/_shell/personal/feeCenter/applicationRecord')({
  validateSearch: (s: SearchInput<ApplicationRecordSearch>): ApplicationRecordSearch => {
    const status = invoiceStatusSearch(s.status)
    return { ...pageSearch(s), ...(status === undefined ? {} : { status }) }
  },
  search: firstPagePlain(),
  component: ApplicationRecordScreen,
})
