import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { orderSearch } from '@/routes/-screens/money/my-order-search'
import { MyOrdersScreen } from '@/routes/-screens/money/MyOrdersScreen'

/** Spec 001 §2 /personal/costCenter/myOrder: my orders, filtered by project and status in the URL; pay, see or cancel each. */
export const Route = createFileRoute('/_auth/_shell/personal/costCenter/myOrder')({
  validateSearch: orderSearch,
  search: firstPagePlain(),
  component: MyOrdersScreen,
})
