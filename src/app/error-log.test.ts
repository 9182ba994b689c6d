// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createStorage } from '@/services/storage'
import { collectErrors, RENDER_ERROR_EVENT, requestEntry, STILL_HERE_MS } from './error-collector'
import { createErrorLog, ERROR_LOG_LIMIT, ERROR_LOG_KEY, MESSAGE_LIMIT, STACK_LIMIT, type ErrorLogInput } from './error-log'
import { MASK } from './redaction'
import { ApiError } from '@/services/error-catalogue'
import type { Http } from '@/services/http'

/** A client whose every request fails with `error`, as a call cut short by leaving the page does. */
const failingWith = (error: unknown) =>
  ({
    send: async () => ({ status: 200, body: null }),
    request: async () => {
      throw error
    },
    upload: async () => null,
  }) as unknown as Http

const memoryStorage = () => {
  const local = new Map<string, string>()
  const store = {
    getItem: (k: string) => local.get(k) ?? null,
    setItem: (k: string, v: string) => void local.set(k, v),
    removeItem: (k: string) => void local.delete(k),
    key: (i: number) => [...local.keys()][i] ?? null,
    get length() {
      return local.size
    },
    clear: () => local.clear(),
  } as Storage
  return { storage: createStorage({ prefix: 'saber', local: store, session: { ...store, getItem: () => null } as Storage }), raw: local }
}

const entry = (message: string): ErrorLogInput => ({ type: 'error', message, stack: '', info: '', url: 'http://localhost/home/homePage' })

describe('the local error log', () => {
  it('keeps the newest entries first, at most the limit, in local storage under the site prefix', () => {
    const { storage, raw } = memoryStorage()
    let now = 1_000
    const log = createErrorLog({ storage, now: () => now++ })
    for (let i = 0; i < ERROR_LOG_LIMIT + 7; i++) log.record(entry(`e${i}`))
    expect(log.entries()).toHaveLength(ERROR_LOG_LIMIT)
    expect(log.entries()[0]!.message).toBe(`e${ERROR_LOG_LIMIT + 6}`)
    expect(log.entries().at(-1)!.message).toBe('e7')
    expect(new Set(log.entries().map((e) => e.id)).size).toBe(ERROR_LOG_LIMIT)
    expect([...raw.keys()]).toEqual(['saber-errorLog'])
    // A reload reads the same log back.
    expect(createErrorLog({ storage }).entries()).toEqual(log.entries())
  })

  it('cuts long messages and stacks', () => {
    const { storage } = memoryStorage()
    const log = createErrorLog({ storage })
    const kept = log.record({ ...entry('m'.repeat(MESSAGE_LIMIT * 3)), stack: 's'.repeat(STACK_LIMIT * 3) })
    expect(kept.message.length).toBeLessThanOrEqual(MESSAGE_LIMIT + 1)
    expect(kept.stack.length).toBeLessThanOrEqual(STACK_LIMIT + 1)
  })

  it('never keeps tokens, passwords or codes from addresses and texts', () => {
    const { storage, raw } = memoryStorage()
    const log = createErrorLog({ storage })
    const kept = log.record({
      type: 'request',
      url: '/api/blade-resource/file?blade-auth=bearer%20abc&name=a.pdf&access_token=SECRET0#top',
      message: 'at /x?password=SECRET2&imgCode=SECRET4',
      stack: 'Authorization: Basic SECRET3',
      info: 'Blade-Auth: bearer eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiU0VDUkVUNSJ9.c2ln',
    })
    expect(kept.url).toBe(`/api/blade-resource/file?blade-auth=${MASK}&name=a.pdf&access_token=${MASK}#top`)
    expect(kept.message).toBe(`at /x?password=${MASK}&imgCode=${MASK}`)
    expect(JSON.stringify([...raw.values()])).not.toMatch(/SECRET|eyJ/)
  })

  it('puts entries an older version kept through today’s policy before showing or uploading them', () => {
    const { storage } = memoryStorage()
    storage.set(ERROR_LOG_KEY, [{ id: 'a', type: 'error', message: 'GET /f?sign=SECRET1', stack: '', info: '', url: '/home?token=SECRET2', time: 1 }])
    expect(JSON.stringify(createErrorLog({ storage }).entries())).not.toContain('SECRET')
  })

  it('takes out only what was uploaded, and clears on demand, telling its listeners', () => {
    const { storage, raw } = memoryStorage()
    const log = createErrorLog({ storage })
    let told = 0
    log.subscribe(() => told++)
    const a = log.record(entry('a'))
    log.record(entry('b'))
    log.remove([a.id])
    expect(log.entries().map((e) => e.message)).toEqual(['b'])
    log.clear()
    expect(log.entries()).toEqual([])
    expect(raw.size).toBe(0)
    expect(told).toBe(4)
  })

  it('drops damaged stored entries', () => {
    const { storage } = memoryStorage()
    storage.set('errorLog', [{ id: 'x' }, { id: '1', type: 'error', message: 'm', stack: '', info: '', url: '', time: 5 }, 'junk'])
    expect(createErrorLog({ storage }).entries().map((e) => e.id)).toEqual(['1'])
  })
})

describe('collecting errors', () => {
  it('records window errors, unhandled rejections, render errors and failed calls, and stops when told', async () => {
    const { storage } = memoryStorage()
    const log = createErrorLog({ storage })
    const target = new EventTarget() as Window
    const refusal = new ApiError({ kind: 'server', path: '/api/bid-crm/sup/msg/queryList', code: 500, serverMessage: '服务异常' })
    const http = {
      send: async (path: string) => ({ status: path.endsWith('.pdf') ? 404 : 200, body: null }),
      request: async () => {
        throw refusal
      },
      upload: async () => null,
    } as unknown as Http
    const original = http.request
    const stop = collectErrors(log, http, target)

    target.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'Uncaught Error: boom', filename: 'app.js', lineno: 3, colno: 9 }))
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.assign(rejection, { reason: new Error('later') })
    target.dispatchEvent(rejection)
    target.dispatchEvent(new ErrorEvent(RENDER_ERROR_EVENT, { error: new Error('render') }))
    await expect(http.request('/api/bid-crm/sup/msg/queryList', null as never, { method: 'POST' })).rejects.toBe(refusal)
    await http.send('/files/ok.txt', {})
    expect(log.entries()).toHaveLength(4)
    await http.send('/files/gone.pdf', {})
    expect(log.entries()[0]).toMatchObject({ type: 'request', url: '/files/gone.pdf', info: 'GET status=404' })
    log.remove([log.entries()[0]!.id])

    expect(log.entries().map((e) => [e.type, e.message]).reverse()).toEqual([
      ['error', 'boom'],
      ['unhandledrejection', 'later'],
      ['render', 'render'],
      ['request', '服务异常'],
    ])
    expect(log.entries()[3]!.info).toBe('app.js:3:9')
    expect(log.entries()[1]!.stack).toMatch(/render/)
    expect(log.entries()[0]).toMatchObject({ url: '/api/bid-crm/sup/msg/queryList', info: 'POST server code=500' })

    stop()
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }))
    expect(http.request).toBe(original)
    expect(log.entries()).toHaveLength(4)
  })

  it('leaves out calls cut short by a reload or a link away, and records again once the page is back', async () => {
    const { storage } = memoryStorage()
    const log = createErrorLog({ storage })
    const target = new EventTarget() as Window
    const cut = new ApiError({ kind: 'network', path: '/api/bid-project/entry/querySupplierAllProject' })
    const http = failingWith(cut)
    const stop = collectErrors(log, http, target)

    target.dispatchEvent(new Event('pagehide'))
    await expect(http.request('/api/bid-project/entry/querySupplierAllProject', null as never, { method: 'POST' })).rejects.toBe(cut)
    expect(log.entries()).toEqual([])

    // Back from the browser's page cache: the page stayed after all.
    target.dispatchEvent(new Event('pageshow'))
    await expect(http.request('/api/bid-project/entry/querySupplierAllProject', null as never, { method: 'POST' })).rejects.toBe(cut)
    expect(log.entries()).toHaveLength(1)
    stop()
  })

  it('leaves out calls cut short between beforeunload and pagehide, and counts again when the page stays after all', async () => {
    vi.useFakeTimers()
    try {
      const log = createErrorLog({ storage: memoryStorage().storage })
      const target = new EventTarget() as Window
      const cut = new ApiError({ kind: 'network', path: '/api/blade-system/menu/routes' })
      const http = failingWith(cut)
      const stop = collectErrors(log, http, target)
      const call = () => expect(http.request('/api/blade-system/menu/routes', null as never)).rejects.toBe(cut)

      target.dispatchEvent(new Event('beforeunload'))
      await call()
      expect(log.entries()).toEqual([])

      // The address was a download: the page is still here, and its failures count again.
      await vi.advanceTimersByTimeAsync(STILL_HERE_MS)
      await call()
      expect(log.entries()).toHaveLength(1)
      stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves out calls the page itself abandoned, and names HTTP errors of plain exchanges', () => {
    expect(requestEntry({ method: 'GET', path: '/x', error: new ApiError({ kind: 'aborted', path: '/x' }) })).toBeNull()
    expect(requestEntry({ method: 'GET', path: '/file.pdf', status: 404 })).toMatchObject({ type: 'request', message: 'HTTP 404', info: 'GET status=404' })
    expect(requestEntry({ method: 'GET', path: '/x', error: new TypeError('Failed to fetch') })).toMatchObject({ message: 'Failed to fetch', info: 'GET' })
  })
})
