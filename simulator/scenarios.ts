import { ACCOUNTS } from '../fixtures/accounts'
import { formatDateTime, MINUTE } from '../fixtures/random'
import { scenarioProjectIn } from '../fixtures/tender-scenarios'
import { FEE_TYPE } from '@/services/schemas/bid-order'
import { INVOICE_STATUS } from '@/services/schemas/bid-project'
import { ConsoleError, SCENARIO_NAMES, type QaScenarioName, type ScenarioInfo, type ScenarioName } from './console-types'
import { resetConsoleIds } from './console-ids'
import { hallSchedule } from './opening/hall'
import { seedHostileLinks } from './hostile-links'
import { orderFor } from './money/money'
import { addMessage } from './messages/supplier-messages'
import type { Simulator } from './types'

/**
 * The console's named starting points (decision 034): each is the seed, then a few deterministic
 * changes, and names the seeded account that sees it. Loading one ends every session.
 */

const approved = ACCOUNTS.find((account) => account.tenantId === '000000' && account.reviewStatus === '1')!
const underReview = ACCOUNTS.find((account) => account.reviewStatus === '0')!
const rejected = ACCOUNTS.find((account) => account.reviewStatus === '2')!

/** Minutes into the check-in window the opening-day clock starts (time to sign in and reach the hall). */
export const OPENING_DAY_CHECK_IN_MINUTES = 5

/** The reason the invoice-rejected scenario's invoice carries. */
export const INVOICE_REJECT_REASON = '发票抬头与开户许可证名称不一致，请核对后重新申请'

const findSeededProject = (sim: Simulator, key: string) => scenarioProjectIn(sim.db.project.findMany({ where: { tenantId: { equals: approved.tenantId } } }), key)

function seededProject(sim: Simulator, key: string) {
  const project = findSeededProject(sim, key)
  if (!project) throw new ConsoleError(`种子数据中缺少场景项目（${key}）`)
  return project
}

function supplierOf(sim: Simulator, username: string) {
  const user = sim.db.user.findFirst({ where: { account: { equals: username } } })
  const supplier = user && sim.db.supplier.findFirst({ where: { id: { equals: user.supplierId } } })
  if (!supplier) throw new ConsoleError(`种子数据中缺少账号 ${username} 的供应商`)
  return supplier
}

interface Scenario {
  account: string
  /** The seeded tender scenario (fixtures/tender-scenarios.ts) of the project it is about. */
  project?: string
  /** Applies the changes to a freshly seeded simulator. */
  apply(sim: Simulator): void
}

const SCENARIOS: Record<ScenarioName | QaScenarioName, Scenario> = {
  seed: { account: approved.username, apply: () => {} },

  // The hall of `hallSoon` (opening three hours after the seed) has just opened for check-in; the account has not checked in yet.
  openingDay: {
    account: approved.username,
    project: 'hallSoon',
    apply(sim) {
      const project = seededProject(sim, 'hallSoon')
      const hall = sim.db.hall.findFirst({ where: { projectId: { equals: project.id } } })
      sim.clock.set(hallSchedule(project, hall).checkInStart + OPENING_DAY_CHECK_IN_MINUTES * MINUTE)
    },
  },

  // Beside the unpaid 标书费 of `feeUnpaid`, its 投标保证金 is ordered and unpaid too.
  unpaidFees: {
    account: approved.username,
    project: 'feeUnpaid',
    apply(sim) {
      const project = seededProject(sim, 'feeUnpaid')
      const supplier = supplierOf(sim, approved.username)
      const entry = sim.db.entry.findFirst({ where: { projectId: { equals: project.id }, supplierId: { equals: supplier.id }, status: { equals: 1 } } })
      const pkg = entry && sim.db.package.findFirst({ where: { id: { equals: entry.packageId } } })
      if (!entry || !pkg) throw new ConsoleError('种子数据中缺少待缴费的报名')
      orderFor(sim, entry, pkg, FEE_TYPE.deposit)
    },
  },

  // The rejected account, with the rejection just announced (unread) beside its seeded remark.
  rejectedSupplier: {
    account: rejected.username,
    apply(sim) {
      const supplier = supplierOf(sim, rejected.username)
      addMessage(sim, supplier.id, supplier.tenantId, '2', '企业认证审核未通过', `您的企业认证审核未通过，原因：${supplier.auditRemark ?? ''}。请修改后重新提交。`)
    },
  },

  // The account under review registered a moment ago: its registration is the newest thing it has.
  newSupplierUnderReview: {
    account: underReview.username,
    apply(sim) {
      const supplier = supplierOf(sim, underReview.username)
      const now = sim.clock.now()
      sim.db.supplier.update({ where: { id: { equals: supplier.id } }, data: { reviewStatus: '0', auditRemark: null, createTime: formatDateTime(now - 10 * MINUTE) } })
      addMessage(sim, supplier.id, supplier.tenantId, '2', '企业认证资料已提交', '您的企业认证资料已提交，平台将在1至3个工作日内完成审核。')
    },
  },

  // The account's newest invoice application (the 标书费 of `documents`, 申请中 in the seed) is rejected with a reason.
  invoiceRejected: {
    account: approved.username,
    project: 'documents',
    apply(sim) {
      const supplier = supplierOf(sim, approved.username)
      const applied = sim.db.invoice
        .findMany({ where: { supplierId: { equals: supplier.id }, status: { equals: INVOICE_STATUS.applied } } })
        .sort((a, b) => b.applyTime.localeCompare(a.applyTime) || b.id.localeCompare(a.id))[0]
      if (!applied) throw new ConsoleError('种子数据中缺少申请中的发票')
      sim.control.payments.rejectInvoice(applied.id, INVOICE_REJECT_REASON)
    },
  },

  // 恶意链接（安全测试）: hostile addresses on every link, file and picture the approved accounts see (simulator/hostile-links.ts).
  hostileLinks: {
    account: approved.username,
    project: 'documents',
    apply(sim) {
      seedHostileLinks(sim)
    },
  },
}

/** The scenarios with their account and the project they are about, as it stands in the current state (ids change with every seeding). */
export function scenarioList(sim: Simulator): ScenarioInfo[] {
  return SCENARIO_NAMES.map((name) => {
    const { account, project } = SCENARIOS[name]
    return { name, account, projectId: (project && findSeededProject(sim, project)?.id) ?? null }
  })
}

/** Back to the seed, then the scenario's changes. */
export function loadScenario(sim: Simulator, name: ScenarioName | QaScenarioName): void {
  if (!Object.hasOwn(SCENARIOS, name)) throw new ConsoleError(`没有名为“${String(name)}”的场景`)
  sim.control.reset()
  resetConsoleIds()
  SCENARIOS[name].apply(sim)
  sim.persist()
}
