import type { OrderListQuery } from '@/app/actors/money/payment'
import { pageSearch, searchText } from '@/routes/-components/search'
import { orderStatusLabels } from '@/routes/-screens/money/order-labels'

export function orderSearch(s: Record<string, unknown>): OrderListQuery {
  const projectName = searchText(s.projectName)
  const status = Number(s.status)
  return { ...pageSearch(s), ...(projectName ? { projectName } : {}), ...(s.status !== undefined && s.status !== '' && Object.hasOwn(orderStatusLabels, status) ? { status } : {}) }
}
