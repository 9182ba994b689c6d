/**
 * Helpers for the money tests: the account's seeded sign-up and orders of a scenario, and the
 * gateway's form post. (Not a test file; nothing in the app imports it.)
 */
import type { FeeType } from '@/services/schemas/bid-order'
import { isLive } from './money'
import { call, ORIGIN } from '../test-support'
import { scenarioProject } from '../tender/tender-test-support'
import type { Simulator } from '../types'

export const BO = '/api/bid-order'

/** The account's (supplier's) sign-up in a scenario and its live order of a fee kind. */
export function seededSignUp(simulator: Simulator, key: string, supplierId: string) {
  const { project, packages } = scenarioProject(simulator, key)
  const entry = simulator.db.entry.findFirst({ where: { projectId: { equals: project.id }, supplierId: { equals: supplierId } } })!
  const order = (feeType: FeeType) =>
    simulator.db.feeOrder.findMany({ where: { entryId: { equals: entry.id }, feeType: { equals: feeType } } }).find(isLive)!
  return { project, packages, entry, order }
}

export const pay = (token: string, orderId: string, extra: Record<string, unknown> = {}) => call(`${BO}/payMoneyc/payServiceFee`, { method: 'POST', token, json: { orderId, ...extra } })

export const orderStatus = (token: string, orderId: string) => call(`${BO}/queryOrderStatus`, { token, query: { orderId } })

/** The payer's choice on the simulated payment page, posted the way its form does. */
export async function gateway(payNo: string, action: 'confirm' | 'cancel') {
  const response = await fetch(new URL('/api/bid-order/payMoneyc/gateway', ORIGIN), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payNo, action }).toString(),
  })
  return { status: response.status, text: await response.text() }
}
