import { fromPromise } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { dayOf } from '@/machines/opening/schedule-days'
import { boundCertificates } from '@/services/bid-crm'
import { ORDER_STATUS, supplierOrderPage } from '@/services/bid-order'
import { myProjectPage, serverTime } from '@/services/tender/projects'
import type { BoundCa } from '@/services/schemas/bid-crm'
import type { Project } from '@/services/schemas/bid-project'
import { epochOf } from '@/services/schemas/values'
import { pagesUpTo } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/*
 * /wel/index: the supplier's figures at a glance, each tile from calls its own screen already
 * makes (decision 042). Each tile is a record read once (the id is unused), so one slow or failing
 * call leaves the other tiles standing.
 */

const DAY = 86_400_000
/** "Soon": the openings of the next seven days after today. */
export const OPENING_SOON_DAYS = 7
/** A certificate this close to its end is due for renewal. */
export const CERTIFICATE_WARNING_DAYS = 30

export type StageCount = { status: number; statusName: string; count: number }
export type UpcomingOpening = { projectId: string; projectName: string; openTime: string }
export type ProjectFigures = {
  total: number
  /** My projects read (a supplier with very many may have more than were counted). */
  counted: number
  byStage: StageCount[]
  openingsToday: UpcomingOpening[]
  openingsSoon: UpcomingOpening[]
}
export type OrderFigures = { unpaid: number; rejected: number; failed: number }
export type ExpiringCertificate = { serial: string; companyName: string; validTo: string; daysLeft: number }
export type CertificateFigures = { bound: number; expiring: ExpiringCertificate[]; expired: ExpiringCertificate[] }

/** A time as BladeX writes it, a date alone meaning its last second, or epoch ms as digits. */
const endOf = (text: string) => {
  const trimmed = text.trim()
  return epochOf(/^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed} 23:59:59` : trimmed)
}

/** My projects counted by stage (in the stages' order) and the openings of today and the days after. */
export function projectFigures(projects: readonly Project[], total: number, now: number): ProjectFigures {
  const stages = new Map<number, StageCount>()
  for (const { status, statusName } of projects) {
    const stage = stages.get(status) ?? { status, statusName, count: 0 }
    stages.set(status, { ...stage, count: stage.count + 1 })
  }
  const today = dayOf(now)
  const lastSoonDay = dayOf(now + OPENING_SOON_DAYS * DAY)
  const upcoming = projects
    .map((project) => ({ project, at: endOf(project.openTime) }))
    .filter(({ at }) => Number.isFinite(at) && dayOf(at) >= today && dayOf(at) <= lastSoonDay)
    .sort((a, b) => a.at - b.at)
  const opening = ({ project }: { project: Project }): UpcomingOpening => ({ projectId: project.id, projectName: project.projectName, openTime: project.openTime })
  return {
    total,
    counted: projects.length,
    byStage: [...stages.values()].sort((a, b) => a.status - b.status),
    // Today's openings count even when their hour has passed: the hall may still be open.
    openingsToday: upcoming.filter(({ at }) => dayOf(at) === today).map(opening),
    openingsSoon: upcoming.filter(({ at }) => dayOf(at) > today).map(opening),
  }
}

/** Bound certificates that end within the warning period, and those already ended. */
export function certificateFigures(certificates: readonly BoundCa[], now: number): CertificateFigures {
  const dated = certificates.map((certificate) => {
    const end = endOf(certificate.validTo)
    return { serial: certificate.serial, companyName: certificate.companyName, validTo: certificate.validTo, end, daysLeft: Math.floor((end - now) / DAY) }
  })
  const plain = ({ end: _, ...certificate }: (typeof dated)[number]): ExpiringCertificate => certificate
  return {
    bound: certificates.length,
    expiring: dated.filter(({ end }) => end > now && end - now <= CERTIFICATE_WARNING_DAYS * DAY).sort((a, b) => a.end - b.end).map(plain),
    expired: dated.filter(({ end }) => end <= now).map(plain),
  }
}

const once = <T>(id: string, read: (signal: AbortSignal) => Promise<T>) =>
  recordDetailMachine<T>(id).provide({
    actors: { loadRecord: fromPromise(({ signal }: { input: { id: string }; signal: AbortSignal }): Promise<T | null> => read(signal)) },
  })

/** My projects by stage, and my openings today and soon, by the server's clock (read as /personal/openTenderSchedule reads them). */
export function dashboardProjectsLogic({ http, profile }: SupplierDeps) {
  return once('dashboardProjects', async (signal) => {
    const supplierId = await requireSupplier(profile)
    const [now, { records, total }] = await Promise.all([
      serverTime(http, {}, signal),
      pagesUpTo((curr, size) => myProjectPage(http, { supplierId, curr, size }, signal)),
    ])
    return projectFigures(records, total, now)
  })
}

/** My orders still to pay: not paid, a refused transfer, a failed payment (the statuses 我的订单 pays from). */
export function dashboardOrdersLogic({ http, profile }: SupplierDeps) {
  return once('dashboardOrders', async (signal): Promise<OrderFigures> => {
    const supplierId = await requireSupplier(profile)
    const count = async (status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]) => (await supplierOrderPage(http, { supplierId, curr: 1, size: 1, status }, signal)).total
    const [unpaid, rejected, failed] = await Promise.all([count(ORDER_STATUS.unpaid), count(ORDER_STATUS.rejected), count(ORDER_STATUS.failed)])
    return { unpaid, rejected, failed }
  })
}

/** My bound certificates that end within 30 days of the server's clock, or have ended. */
export function dashboardCertificatesLogic({ http, profile }: SupplierDeps) {
  return once('dashboardCertificates', async (signal) => {
    const supplierId = await requireSupplier(profile)
    const [now, certificates] = await Promise.all([serverTime(http, {}, signal), boundCertificates(http, supplierId, signal)])
    return certificateFigures(certificates, now)
  })
}
