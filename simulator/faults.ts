import { delay, HttpResponse } from 'msw'

/**
 * A fault answers instead of the handler: an error envelope, or a transport-level failure. A
 * latency fault only holds the request back, then the handler answers as usual.
 */
export type Fault =
  | { status: number; code?: number; msg?: string; body?: unknown }
  | { latencyMs: number }
  | 'network'
  | 'timeout'
  | 'malformed'

/** What a matching fault did to a request: its pattern, and the answer it gave (null: the handler answers, after any delay). */
export interface FaultOutcome {
  pattern: string
  response: Response | null
}

const isLatency = (fault: Fault): fault is { latencyMs: number } => typeof fault === 'object' && 'latencyMs' in fault

export interface FaultOptions {
  /** Answer with the fault this many times, then behave normally again (default: until cleared). */
  times?: number
}

export interface FaultEntry {
  /** As given: `METHOD path-glob`, e.g. `POST /api/blade-auth/oauth/token` (see SimulatorControl.faults.set). */
  pattern: string
  fault: Fault
  remaining: number | null
}

interface CompiledFault extends FaultEntry {
  method: string
  test: (url: URL) => boolean
}

/** A 'timeout' holds the response until the client gives up (aborts); after this it fails anyway. */
export const TIMEOUT_FAULT_MAX_MS = 300_000

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

function compile(pattern: string): Pick<CompiledFault, 'method' | 'test'> {
  const trimmed = pattern.trim()
  const space = trimmed.indexOf(' ')
  const method = space === -1 ? '*' : trimmed.slice(0, space).toUpperCase()
  const glob = space === -1 ? trimmed : trimmed.slice(space + 1).trim()
  // `*` matches anything, slashes included; the glob must cover the whole pathname
  // (or origin + pathname when it names a scheme).
  const regex = new RegExp(`^${glob.split('*').map(escapeRegExp).join('.*')}$`)
  const absolute = /^[a-z]+:\/\//i.test(glob)
  return { method, test: (url) => regex.test(absolute ? `${url.origin}${url.pathname}` : url.pathname) }
}

export class FaultRegistry {
  private entries: CompiledFault[] = []

  set(pattern: string, fault: Fault, options: FaultOptions = {}): void {
    if (isLatency(fault)) {
      if (!(Number.isFinite(fault.latencyMs) && fault.latencyMs >= 0)) throw new RangeError(`fault latency must be a non-negative number of ms, got ${String(fault.latencyMs)}`)
    } else if (typeof fault === 'object' && !(fault.status >= 100 && fault.status <= 599)) {
      throw new RangeError(`fault status must be an HTTP status, got ${String(fault.status)}`)
    }
    if (options.times !== undefined && !(Number.isInteger(options.times) && options.times > 0)) throw new RangeError(`fault times must be a positive whole number, got ${options.times}`)
    this.clear(pattern)
    this.entries.unshift({ pattern, fault, remaining: options.times ?? null, ...compile(pattern) })
  }

  /** Clears one pattern, or every fault when called without one. */
  clear(pattern?: string): void {
    this.entries = pattern === undefined ? [] : this.entries.filter((entry) => entry.pattern !== pattern)
  }

  list(): FaultEntry[] {
    return this.entries.map(({ pattern, fault, remaining }) => ({ pattern, fault, remaining }))
  }

  /** The fault's response when one matches the request (the newest matching fault wins). */
  async respond(request: Request): Promise<Response | null> {
    return (await this.apply(request))?.response ?? null
  }

  /** Applies the newest matching fault: a latency one waits and answers null (go on), any other answers. */
  async apply(request: Request): Promise<FaultOutcome | null> {
    const url = new URL(request.url)
    const entry = this.entries.find((candidate) => (candidate.method === '*' || candidate.method === request.method) && candidate.test(url))
    if (!entry) return null
    if (entry.remaining !== null) {
      entry.remaining -= 1
      if (entry.remaining <= 0) this.entries = this.entries.filter((candidate) => candidate !== entry)
    }
    if (isLatency(entry.fault)) {
      await delay(entry.fault.latencyMs)
      return { pattern: entry.pattern, response: null }
    }
    return { pattern: entry.pattern, response: await answer(entry.fault, request) }
  }
}

async function answer(fault: Exclude<Fault, { latencyMs: number }>, request: Request): Promise<Response> {
  if (fault === 'network') return HttpResponse.error()
  if (fault === 'malformed') {
    // A body cut off mid-way, as a dropped proxy connection leaves it.
    return new HttpResponse('{"code":200,"success":true,"data":{"records":[{"id":"17', {
      status: 200,
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
    })
  }
  if (fault === 'timeout') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, TIMEOUT_FAULT_MAX_MS)
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve()
      }, { once: true })
    })
    return HttpResponse.error()
  }
  const code = fault.code ?? fault.status
  const body = fault.body ?? { code, success: false, data: null, msg: fault.msg ?? defaultMessage(code) }
  return HttpResponse.json(body as Record<string, unknown>, {
    status: fault.status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
  })
}

function defaultMessage(code: number): string {
  if (code === 400) return '请求参数错误'
  if (code === 401) return '请求未授权'
  if (code === 404) return '404 没找到请求'
  if (code >= 500) return '服务异常'
  return '未知错误'
}
