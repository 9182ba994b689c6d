import { http } from 'msw'
import { consoleHandlers } from '../console-http'
import type { Fault, FaultOptions } from '../faults'
import { done, failure, json, ok } from '../http'
import { isSerialisation, SERIALISATIONS } from '../serialisation'
import type { Simulator } from '../state'

/**
 * The control surface over HTTP, under `/__simulator/` (never part of the real API), for tools
 * that cannot reach `window.__simulator`. No latency, faults or credentials apply here.
 */
export function controlHandlers(sim: Simulator) {
  const { control } = sim
  const body = async <T>(request: Request): Promise<Partial<T>> => {
    const text = await request.text()
    return text ? (JSON.parse(text) as Partial<T>) : {}
  }
  const unknownSerialisation = () => json({ code: 400, success: false, data: null, msg: `serialisation must be one of ${SERIALISATIONS.join(', ')}` }, 400)
  const guard = (resolve: (request: Request) => Promise<Response> | Response) => async ({ request }: { request: Request }) => {
    try {
      return await resolve(request)
    } catch (error) {
      return failure(error)
    }
  }

  return [
    http.get(
      '*/__simulator/state',
      guard(() =>
        ok({
          now: control.clock.now(),
          clockOffset: control.clock.offset,
          clockPaused: control.clock.paused,
          clockRate: control.clock.rate,
          latency: control.latency,
          captchaCode: control.captchaCode,
          serialisation: control.serialisation.get(),
          faults: control.faults.list(),
          sessions: control.sessions(),
        }),
      ),
    ),
    http.post(
      '*/__simulator/reset',
      guard(() => {
        control.reset()
        return done()
      }),
    ),
    /** Security testing: hostile addresses on the seeded records (simulator/hostile-links.ts), answered as what was set. */
    http.post(
      '*/__simulator/hostile-links',
      guard(() => ok(control.seedHostileLinks())),
    ),
    http.post(
      '*/__simulator/clock/advance',
      guard(async (request) => {
        const { ms } = await body<{ ms: number }>(request)
        return ok({ now: control.clock.advance(Number(ms)) })
      }),
    ),
    http.post(
      '*/__simulator/kick',
      guard(async (request) => {
        const { username, tenantId } = await body<{ username: string; tenantId: string }>(request)
        if (!username) return json({ code: 400, success: false, data: null, msg: 'username is required' }, 400)
        return ok({ kicked: control.kick(username, tenantId) })
      }),
    ),
    http.post(
      '*/__simulator/faults',
      guard(async (request) => {
        const { pattern, fault, times } = await body<{ pattern: string; fault: Fault; times: number }>(request)
        if (!pattern || !fault) return json({ code: 400, success: false, data: null, msg: 'pattern and fault are required' }, 400)
        const options: FaultOptions = times ? { times } : {}
        control.faults.set(pattern, fault, options)
        return ok(control.faults.list())
      }),
    ),
    http.delete(
      '*/__simulator/faults',
      guard(() => {
        control.faults.clear()
        return done()
      }),
    ),
    http.post(
      '*/__simulator/settings',
      guard(async (request) => {
        const { latency, captchaCode, serialisation } = await body<{ latency: number; captchaCode: string; serialisation: string }>(request)
        if (serialisation !== undefined && !isSerialisation(serialisation)) return unknownSerialisation()
        if (latency !== undefined) control.latency = Number(latency)
        if (captchaCode !== undefined) control.captchaCode = String(captchaCode)
        if (serialisation !== undefined) control.serialisation.set(serialisation)
        return ok({ latency: control.latency, captchaCode: control.captchaCode, serialisation: control.serialisation.get() })
      }),
    ),
    http.get(
      '*/__simulator/serialisation',
      guard(() => ok({ serialisation: control.serialisation.get() })),
    ),
    http.post(
      '*/__simulator/serialisation',
      guard(async (request) => {
        const { serialisation } = await body<{ serialisation: string }>(request)
        if (!isSerialisation(serialisation)) return unknownSerialisation()
        control.serialisation.set(serialisation)
        return ok({ serialisation: control.serialisation.get() })
      }),
    ),
    ...consoleHandlers(control.console),
  ]
}
