import type { FundQuery } from '@/app/actors/money/invoice'
import { pageSearch, searchText } from '@/routes/-components/search'
import { fundMovementLabels } from '@/routes/-screens/money/order-labels'

export function fundSearch(s: Record<string, unknown>): FundQuery {
  const projectName = searchText(s.projectName)
  const type = Number(s.type)
  return { ...pageSearch(s), ...(projectName ? { projectName } : {}), ...(Object.hasOwn(fundMovementLabels, type) ? { type } : {}) }
}
