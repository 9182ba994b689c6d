import { ConsoleError, type ConsoleFault, type ConsoleFaultEntry } from './console-types'
import type { Fault, FaultEntry } from './faults'

/** The console's faults and the registry's, both ways (decision 034). */

/** The token endpoint answers errors as `{ error_code, error_description }`, not the envelope (blade-auth). */
const TOKEN_PATH = /\/oauth\/token$/

export function toFault(fault: ConsoleFault, pattern = ''): Fault {
  switch (fault?.kind) {
    case 'error': {
      if (!(Number.isInteger(fault.status) && fault.status >= 100 && fault.status <= 599)) throw new ConsoleError(`HTTP状态码须为100至599之间的整数，收到 ${String(fault.status)}`)
      if (fault.code !== undefined && !Number.isInteger(fault.code)) throw new ConsoleError(`业务码须为整数，收到 ${String(fault.code)}`)
      const msg = fault.msg?.trim()
      // An empty message is sent empty (the portal then words the status itself, as the catalogue's
      // rows without a message say); only a fault without one gets the registry's default.
      const error = { status: fault.status, ...(fault.code !== undefined ? { code: fault.code } : {}), ...(msg !== undefined ? { msg } : {}) }
      if (TOKEN_PATH.test(pattern.trim()) && fault.status !== 200) return { ...error, body: { error_code: fault.code ?? fault.status, error_description: msg || '请求参数错误' } }
      return error
    }
    case 'latency':
      if (!(Number.isFinite(fault.ms) && fault.ms >= 0 && fault.ms <= 600_000)) throw new ConsoleError(`延迟须为0至600000毫秒，收到 ${String(fault.ms)}`)
      return { latencyMs: fault.ms }
    case 'network':
    case 'timeout':
    case 'malformed':
      return fault.kind
    default:
      throw new ConsoleError('未知的故障类型')
  }
}

export function toConsoleFault(fault: Fault): ConsoleFault {
  if (typeof fault === 'string') return { kind: fault }
  if ('latencyMs' in fault) return { kind: 'latency', ms: fault.latencyMs }
  return { kind: 'error', status: fault.status, ...(fault.code !== undefined ? { code: fault.code } : {}), ...(fault.msg !== undefined ? { msg: fault.msg } : {}) }
}

export const toConsoleEntry = ({ pattern, fault, remaining }: FaultEntry): ConsoleFaultEntry => ({ pattern, fault: toConsoleFault(fault), remaining })

/** A pattern as the registry takes it: `METHOD glob`, or a bare glob (any method). */
export function checkedPattern(pattern: string): string {
  const trimmed = (pattern ?? '').trim()
  if (!trimmed) throw new ConsoleError('请填写接口匹配规则（如 GET /api/bid-crm/*，或 * * 表示全部）')
  return trimmed
}

export function checkedTimes(times: number | null): number | null {
  if (times === null || times === undefined) return null
  if (!(Number.isInteger(times) && times > 0)) throw new ConsoleError(`次数须为正整数，收到 ${String(times)}`)
  return times
}
