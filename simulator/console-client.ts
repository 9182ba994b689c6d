import { CONSOLE_MEMBERS, type ConsoleMember } from './console-members'
import { ConsoleError, type ConsoleApi } from './console-types'

interface ConsoleAnswer {
  ok?: boolean
  value?: unknown
  message?: unknown
}

/**
 * The console of a shared simulator server, over `/__simulator/console/*` (decision 034): the
 * same ConsoleApi the page's simulator offers, without the live feed (poll requestLog instead).
 * A refusal rejects with the server's ConsoleError message; an unreachable server with one too.
 */
export function createHttpConsole(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ConsoleApi {
  const root = baseUrl.replace(/\/+$/, '')
  const invoke = async (member: ConsoleMember, args: unknown[]): Promise<unknown> => {
    let response: Response
    try {
      response = await fetchImpl(`${root}/__simulator/console/${member}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ args }),
      })
    } catch {
      throw new ConsoleError(`无法连接模拟器服务器（${root || '当前站点'}）`)
    }
    let body: ConsoleAnswer | null = null
    try {
      body = (await response.json()) as ConsoleAnswer
    } catch {
      body = null
    }
    if (body?.ok === true) return body.value
    throw new ConsoleError(typeof body?.message === 'string' ? body.message : `模拟器服务器应答异常（HTTP ${response.status}）`)
  }
  return Object.fromEntries(CONSOLE_MEMBERS.map((member) => [member, (...args: unknown[]) => invoke(member, args)])) as unknown as ConsoleApi
}
