import { http, HttpResponse } from 'msw'
import { CONSOLE_MEMBERS, type ConsoleMember } from './console-members'
import { ConsoleError, type ConsoleApi } from './console-types'

/**
 * The console over HTTP (decision 034): `POST /__simulator/console/<member>` with `{ args: [...] }`
 * answers `{ ok: true, value }`, or `{ ok: false, message }` with status 400 for a refusal. Like
 * the other control endpoints, no latency, faults or credentials apply, and nothing is logged.
 */

const answer = (body: { ok: true; value: unknown } | { ok: false; message: string }, status = 200) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers: { 'Cache-Control': 'no-store' } })

export function consoleHandlers(api: ConsoleApi) {
  return [
    http.post('*/__simulator/console/:member', async ({ request, params }) => {
      const member = String(params.member) as ConsoleMember
      if (!(CONSOLE_MEMBERS as readonly string[]).includes(member)) return answer({ ok: false, message: `控制台没有操作“${member}”` }, 404)
      let args: unknown[] = []
      const text = await request.text()
      if (text) {
        try {
          const body = JSON.parse(text) as { args?: unknown }
          if (body.args !== undefined && !Array.isArray(body.args)) throw new TypeError('args')
          args = (body.args as unknown[] | undefined) ?? []
        } catch {
          return answer({ ok: false, message: '请求体须为 JSON：{ "args": [...] }' }, 400)
        }
      }
      try {
        const call = api[member] as (...values: unknown[]) => Promise<unknown>
        const value = await call(...args)
        return answer({ ok: true, value: value ?? null })
      } catch (error) {
        if (error instanceof ConsoleError) return answer({ ok: false, message: error.message }, 400)
        console.error('[simulator] console operation failed', member, error)
        return answer({ ok: false, message: `模拟器内部错误：${error instanceof Error ? error.message : String(error)}` }, 500)
      }
    }),
  ]
}
