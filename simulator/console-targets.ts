import { FEE_TYPE_NAMES, type FeeType } from '@/services/schemas/bid-order'
import { HALL_NODE_NAMES } from '@/services/schemas/bid-project'
import { fenToDecimal } from '@/services/schemas/money'
import type { ConsoleTargets } from './console-types'
import { currentNode, NET_BID_TYPES } from './opening/hall'
import { projectIndex } from './tender/tender-access'
import type { Simulator } from './types'

/** Each picker's list stops here (the large seed has 10 000 projects). */
export const TARGET_LIMIT = 200

/** The platform tenant first, then the others, each in its own order. */
const PLATFORM_TENANT = '000000'
const platformFirst = <T extends { tenantId: string }>(rows: T[]) => [...rows.filter((row) => row.tenantId === PLATFORM_TENANT), ...rows.filter((row) => row.tenantId !== PLATFORM_TENANT)]

/** What the console's pickers offer: suppliers, projects (with their hall's node), orders, invoices, sessions. */
export function consoleTargets(sim: Simulator): ConsoleTargets {
  const now = sim.clock.now()
  const usernames = new Map(sim.db.user.getAll().map((user) => [user.supplierId, user.account]))
  // Suppliers with an account first: those are the ones someone can sign in as.
  const suppliers = platformFirst(sim.db.supplier.getAll().sort((a, b) => Number(usernames.has(b.id)) - Number(usernames.has(a.id))))
    .slice(0, TARGET_LIMIT)
    .map((supplier) => ({ id: supplier.id, name: supplier.name, username: usernames.get(supplier.id) ?? '', tenantId: supplier.tenantId, reviewStatus: supplier.reviewStatus }))

  const { byId, newestFirst } = projectIndex(sim)
  const halls = new Map(sim.db.hall.getAll().map((hall) => [hall.projectId, hall]))
  const projects = platformFirst(newestFirst.filter((project) => !project.projectCode.startsWith('BULK')))
    .slice(0, TARGET_LIMIT)
    .map((project) => ({
      id: project.id,
      code: project.projectCode,
      name: project.projectName,
      tenantId: project.tenantId,
      hallNode: NET_BID_TYPES.has(project.projectType) ? HALL_NODE_NAMES[currentNode(project, halls.get(project.id) ?? null, now)] : null,
    }))

  const orders = platformFirst(sim.db.feeOrder.getAll().sort((a, b) => b.createTime.localeCompare(a.createTime)))
    .slice(0, TARGET_LIMIT)
    .map((order) => ({ id: order.id, orderNo: order.orderNo, projectName: byId.get(order.projectId)?.projectName ?? '', feeTypeName: FEE_TYPE_NAMES[order.feeType as FeeType] ?? String(order.feeType), status: order.status }))

  const invoices = platformFirst(sim.db.invoice.getAll().sort((a, b) => b.applyTime.localeCompare(a.applyTime)))
    .slice(0, TARGET_LIMIT)
    .map((invoice) => ({ id: invoice.id, title: invoice.title, amount: fenToDecimal(invoice.amountFen), status: invoice.status }))

  const sessions = sim.sessions
    .list()
    .sort((a, b) => b.issuedAt - a.issuedAt)
    .slice(0, TARGET_LIMIT)
    .map((session) => ({ username: session.account, tenantId: session.tenantId, status: session.status }))

  return { suppliers, projects, orders, invoices, sessions }
}
