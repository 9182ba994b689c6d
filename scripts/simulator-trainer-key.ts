/**
 * The trainer's key of the shared simulator server (decision 062). Students' browsers reach the
 * portal and its API; the console page and every control call under `/__simulator/` need the key
 * the server made at its first start, kept beside its state file.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Where a control tool puts the key. */
export const TRAINER_HEADER = 'x-trainer-key'
/** Where the trainer's browser keeps it once the console was opened with `?key=`. */
export const TRAINER_COOKIE = 'simulator-trainer'
export const CONTROL_PREFIX = '/__simulator'

/** The key file beside the state: `<state>.trainer-key`. */
export const trainerKeyPath = (statePath: string) => `${statePath}.trainer-key`

/** The key kept beside `statePath`, made (and kept, readable by its owner only) on the first start. */
export function trainerKeyFor(statePath: string): string {
  const path = trainerKeyPath(statePath)
  if (existsSync(path)) {
    const kept = readFileSync(path, 'utf8').trim()
    if (/^[\w-]{20,}$/.test(kept)) return kept
  }
  const key = randomBytes(24).toString('base64url')
  writeFileSync(path, `${key}\n`, { mode: 0o600 })
  return key
}

const sameKey = (given: string | undefined, key: string) => {
  if (!given) return false
  const [a, b] = [Buffer.from(given), Buffer.from(key)]
  return a.length === b.length && timingSafeEqual(a, b)
}

const cookieOf = (request: IncomingMessage, name: string) =>
  (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([cookie]) => cookie === name)?.[1]

function refuse(response: ServerResponse, status: number, message: string, page: boolean) {
  response.removeHeader('X-Powered-By')
  if (page) {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    response.end(`<!doctype html><meta charset="utf-8"><title>${status}</title><p>${message}</p>`)
    return
  }
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify({ code: status, success: false, data: null, msg: message }))
}

/**
 * Handles what a request under `/__simulator/` lacks and answers true when it did: no key or a
 * wrong one (403), a change asked from another site or without a JSON body type (403 / 415), and
 * the console opened with `?key=` (the key goes into a cookie for this path only, and the address
 * loses it). Anything else is left to the server (false).
 */
export function guardControl(request: IncomingMessage, response: ServerResponse, key: string): boolean {
  const url = new URL(request.url ?? '/', 'http://simulator.invalid')
  if (url.pathname !== CONTROL_PREFIX && !url.pathname.startsWith(`${CONTROL_PREFIX}/`)) return false
  const method = request.method ?? 'GET'
  const reading = method === 'GET' || method === 'HEAD'
  const page = reading && (request.headers.accept ?? '').includes('text/html')

  const fromQuery = url.searchParams.get('key') ?? undefined
  if (reading && fromQuery !== undefined) {
    if (!sameKey(fromQuery, key)) {
      refuse(response, 403, '培训师密钥不正确。请使用服务器启动时打印的控制台地址。', page)
      return true
    }
    url.searchParams.delete('key')
    response.writeHead(303, {
      Location: `${url.pathname}${url.search}`,
      'Set-Cookie': `${TRAINER_COOKIE}=${key}; Path=${CONTROL_PREFIX}; HttpOnly; SameSite=Strict`,
      'Cache-Control': 'no-store',
    })
    response.end()
    return true
  }

  const header = request.headers[TRAINER_HEADER]
  const given = (Array.isArray(header) ? header[0] : header) ?? cookieOf(request, TRAINER_COOKIE)
  if (!sameKey(given, key)) {
    refuse(response, 403, '需要培训师密钥：请使用服务器启动时打印的控制台地址（带 key）打开控制台。', page)
    return true
  }
  if (reading) return false

  // A change: only from the console's own page (or a tool), never a form or script of another site.
  const site = request.headers['sec-fetch-site']
  const origin = request.headers.origin
  if ((site !== undefined && site !== 'same-origin' && site !== 'none') || (origin !== undefined && origin !== `http://${request.headers.host}`)) {
    refuse(response, 403, '拒绝来自其他站点的控制请求。', false)
    return true
  }
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    refuse(response, 415, '控制请求须为 JSON（Content-Type: application/json）。', false)
    return true
  }
  return false
}
