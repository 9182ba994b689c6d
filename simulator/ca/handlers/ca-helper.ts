import { delay, http, HttpResponse } from 'msw'
import { defaultConfig } from '@/services/schemas/runtime-config'
import { caStateOf, helperMessage, runSignJob } from '../ca'
import type { Simulator } from '../../state'

/*
 * The local signing helper as the supplier's machine would run it (decision 024), answering at the
 * configured helper address. Not part of the back end: its body is `{ code, msg, data }` with code
 * 0 for success, and it knows nothing of sessions or tenants.
 */

/** What the simulated helper says it is, beside every answer (the self-check shows it, decision 069). */
export const SIMULATED_HELPER_VERSION = '3.2.1-sim'

// The page's origin differs from the helper's, so a real helper answers with CORS headers too.
const reply = (code: number, data: unknown, msg = code === 0 ? 'success' : helperMessage(code)) =>
  HttpResponse.json({ code, msg, data, version: SIMULATED_HELPER_VERSION }, { headers: { 'Access-Control-Allow-Origin': '*' } })

export function caHelperHandlers(sim: Simulator, baseUrl: string = defaultConfig.caHelperUrl) {
  const base = baseUrl.replace(/\/$/, '')

  /** A code forced from the control surface answers one call, whichever it is. */
  const forced = () => {
    const state = caStateOf(sim)
    const code = state.forced
    state.forced = null
    return code
  }
  /**
   * Latency, then any fault set for the helper's address (`POST http://127.0.0.1:18089/add`, or
   * `* *` for a machine with no network at all): a response to give instead, or null.
   */
  const settle = async (request: Request): Promise<Response | null> => {
    if (sim.settings.latency > 0) await delay(sim.settings.latency)
    return (await sim.faults.apply(request))?.response ?? null
  }

  return [
    /** `add`: queue a signing job with the PIN; the key is consulted when the job runs. */
    http.post(`${base}/add`, async ({ request }) => {
      const fault = await settle(request)
      if (fault) return fault
      const code = forced()
      if (code !== null) return reply(code, null)
      let job: { method?: unknown; srcData?: unknown; pin?: unknown; serial?: unknown }
      try {
        job = (await request.json()) as typeof job
      } catch {
        return reply(9999, null, '请求数据格式错误')
      }
      if (job?.method !== 'sign' || typeof job.srcData !== 'string' || !job.srcData) return reply(9999, null, '请求数据格式错误')
      const state = caStateOf(sim)
      const id = String(state.nextJob++)
      state.jobs.set(
        id,
        runSignJob(state, {
          srcData: job.srcData,
          pin: typeof job.pin === 'string' ? job.pin : '',
          serial: typeof job.serial === 'string' && job.serial ? job.serial : undefined,
        }),
      )
      return reply(0, { id })
    }),

    /** `get`: the job's outcome; the simulated helper has always finished by the first poll. */
    http.get(`${base}/get`, async ({ request }) => {
      const fault = await settle(request)
      if (fault) return fault
      const code = forced()
      if (code !== null) return reply(code, null)
      const id = new URL(request.url).searchParams.get('id') ?? ''
      const state = caStateOf(sim)
      const job = state.jobs.get(id)
      if (!job) return reply(404, null)
      state.jobs.delete(id)
      return 'result' in job ? reply(0, { status: 'done', result: job.result }) : reply(job.code, null, job.msg)
    }),
  ]
}
