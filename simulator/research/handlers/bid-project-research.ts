import { http } from 'msw'
import type { ResearchRecord } from '../../../fixtures/tender-types'
import type { Research, ResearchDetail } from '@/services/schemas/bid-project'
import { ApiError, ok, page, paging, userEndpoint } from '../../http'
import type { Simulator } from '../../state'
import { at, readTenderParams, required } from '../../tender'

const P = '*/api/bid-project'

/** 1 taking replies, 2 closed, by the server clock (decision 020). */
const researchStatus = (record: ResearchRecord, now: number) => (now < at(record.endTime) ? 1 : 2)
const STATUS_NAMES: Record<number, string> = { 1: '征集中', 2: '已截止' }

export function toResearch(record: ResearchRecord, now: number): Research {
  const { id, researchCode, title, purchaserName, category, publishTime, endTime } = record
  const status = researchStatus(record, now)
  return { id, researchCode, title, purchaserName, category, publishTime, endTime, status, statusName: STATUS_NAMES[status]! }
}

export function toResearchDetail(record: ResearchRecord, now: number): ResearchDetail {
  return { ...toResearch(record, now), content: record.content, contactName: record.contactName, contactPhone: record.contactPhone }
}

/**
 * Demand survey bulletins (需求调研公告, paths designed: decision 020). Suppliers see their tenant's
 * published ones only; a scheduled bulletin does not exist for them until it is published.
 */
export function bidProjectResearchHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  const published = (tenantId: string, time: number) =>
    sim.db.research.findMany({ where: { tenantId: { equals: tenantId } } }).filter((record) => at(record.publishTime) <= time)

  return [
    /** `{ curr, size, title?, status? }`: `title` matches the title or the code; newest first. */
    http.post(
      `${P}/research/querySupplierResearchPage`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const time = now()
        const title = params.title?.trim()
        const rows = published(context.session.tenantId, time)
          .filter((record) => !title || record.title.includes(title) || record.researchCode.includes(title))
          .filter((record) => !params.status || Number(params.status) === researchStatus(record, time))
          .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.id.localeCompare(a.id))
        const { current, size } = paging(params)
        const shown = page(rows, current, size)
        return ok({ ...shown, records: shown.records.map((record) => toResearch(record, time)) })
      }),
    ),

    /** One bulletin with its body; unknown or not yet published → null, another tenant's → 400. */
    http.get(
      `${P}/research/queryById`,
      userEndpoint(sim, (context) => {
        const id = required(Object.fromEntries(context.url.searchParams), 'id')
        const record = sim.db.research.findFirst({ where: { id: { equals: id } } })
        if (!record) return ok(null)
        if (record.tenantId !== context.session.tenantId) throw new ApiError(400, '无权访问该公告')
        const time = now()
        return ok(at(record.publishTime) <= time ? toResearchDetail(record, time) : null)
      }),
    ),
  ]
}
