import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import { ApiError, clientIp, ok, userEndpoint } from '../../http'
import type { Simulator } from '../../state'

/** One upload carries at most what a portal keeps (its log holds the newest 50). */
export const MAX_UPLOADED_ENTRIES = 50
/** What the simulator keeps per tenant, newest first: a state file must not grow without bound. */
export const KEPT_PER_TENANT = 500

const FIELDS = ['type', 'message', 'stack', 'info', 'url', 'time'] as const
type Entry = Record<(typeof FIELDS)[number], string>

// Checked by hand rather than with the portal's schema, so the simulator's chunk and the portal's
// share no module for it (a shared one would cost the start chunk a name in its preload map).
const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')

/**
 * blade-log, the back end's log service (decision 041): the portal's local error log arrives here
 * as a JSON list of entries. Signed-in callers only; the entries are kept under the caller's tenant.
 */
export function bladeLogHandlers(sim: Simulator) {
  return [
    http.post(
      '*/api/blade-log/error/upload',
      userEndpoint(sim, async ({ request, session, user }) => {
        let body: unknown
        try {
          body = await request.json()
        } catch {
          throw new ApiError(400, '请求体格式错误')
        }
        if (!Array.isArray(body) || !body.every(isEntry)) throw new ApiError(400, '日志格式错误')
        if (body.length === 0) throw new ApiError(400, '没有要上传的日志')
        if (body.length > MAX_UPLOADED_ENTRIES) throw new ApiError(400, `一次最多上传${MAX_UPLOADED_ENTRIES}条日志`)

        const now = sim.clock.now()
        const uploadTime = formatDateTime(now)
        const ip = clientIp(request)
        for (const entry of body) {
          const fields = Object.fromEntries(FIELDS.map((field) => [field, entry[field]])) as Entry
          sim.db.errorLog.create({ id: snowflakeId(now), tenantId: session.tenantId, userId: user.id, account: user.account, uploadTime, ip, ...fields })
        }
        const kept = sim.db.errorLog.findMany({ where: { tenantId: { equals: session.tenantId } } })
        for (const old of kept.slice(0, Math.max(0, kept.length - KEPT_PER_TENANT))) sim.db.errorLog.delete({ where: { id: { equals: old.id } } })
        sim.persist()
        return ok(true)
      }),
    ),
  ]
}
