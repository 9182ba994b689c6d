import { http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSimulator } from '../state'
import { createMemoryStorage } from '../storage'
import { createHandlers, listHandlers } from '.'
import { acceptsFor, fixedText, routeHandlers } from './routed'

describe('fixedText', () => {
  it('keeps the text between wildcards and parameters, lower-cased', () => {
    expect(fixedText('*/api/blade-auth/oauth/token')).toEqual(['/api/blade-auth/oauth/token'])
    expect(fixedText('*/api/bid-dms/file/:id/Download')).toEqual(['/api/bid-dms/file/', '/download'])
    expect(fixedText('http://127.0.0.1:12345/sign')).toEqual(['http://127.0.0.1', '/sign'])
  })

  it('drops the letters msw reads as a wildcard’s name', () => {
    expect(fixedText('*/files/report*')).toEqual(['/files/'])
  })

  it('gives nothing to require for a pattern it cannot read as plain text, so that handler is always tried', () => {
    expect(fixedText('*')).toBeNull()
    expect(fixedText('*/api/(a|b)')).toBeNull()
    expect(fixedText('*/api/x{/:y}?')).toBeNull()
    expect(fixedText('*/api/文件')).toBeNull()
  })
})

/** An address the pattern matches: wildcards and parameters filled in. */
const addressFor = (pattern: string) => pattern.replace(/^\*/, 'http://localhost:3000').replace(/:[A-Za-z0-9_]+/g, 'v1').replace(/\*/g, 'x')

describe('which handlers a request is tried on', () => {
  // What createHandlers puts behind the router, the helper at its default address.
  const all = listHandlers(createSimulator({ storage: createMemoryStorage() })) as HttpHandler[]
  const patterns = all.map((handler) => handler.info.path).filter((path): path is string => typeof path === 'string')

  it('reads most of the simulator’s paths, so few handlers are tried on every request', () => {
    const unread = patterns.filter((pattern) => fixedText(pattern) === null)
    expect(patterns.length).toBeGreaterThan(100)
    expect(unread.length).toBeLessThan(patterns.length / 20)
  })

  it('never passes over a handler msw would match, for every handler and every other handler’s address', () => {
    const missed: string[] = []
    for (const address of patterns.map(addressFor)) {
      for (const handler of all) {
        const { path, method } = handler.info
        if (typeof path !== 'string' || !matchRequestUrl(new URL(address), path).matches) continue
        for (const verb of ['GET', 'POST', 'PUT', 'DELETE']) {
          const methodMatches = method instanceof RegExp ? method.test(verb) : method.toUpperCase() === verb
          if (methodMatches && !acceptsFor(handler)(verb, address.toLowerCase())) missed.push(`${verb} ${address} → ${handler.info.header}`)
        }
      }
    }
    expect(missed).toEqual([])
  })

  it('passes over a handler for another method or another path', () => {
    const token = all.find((handler) => handler.info.path === '*/api/blade-auth/oauth/token')!
    expect(acceptsFor(token)('POST', 'http://localhost:3000/api/blade-auth/oauth/token')).toBe(true)
    expect(acceptsFor(token)('GET', 'http://localhost:3000/api/blade-auth/oauth/token')).toBe(false)
    expect(acceptsFor(token)('POST', 'http://localhost:3000/api/blade-auth/oauth/captcha')).toBe(false)
  })
})

describe('the routed handler', () => {
  const seen: string[] = []
  const server = setupServer(
    routeHandlers([
      http.get('*/api/x/:id', ({ params }) => {
        seen.push(`first ${String(params.id)}`)
        // Nothing answered: the next handler that matches is tried, as in msw's own list.
        return undefined
      }),
      http.get('*/api/x/:id', ({ params }) => HttpResponse.json({ id: params.id, by: 'second' })),
      http.get('*/api/x/:id', () => HttpResponse.json({ by: 'third' })),
      http.post('*/api/once', () => HttpResponse.json({ by: 'once' }), { once: true }),
      http.post('*/api/once', () => HttpResponse.json({ by: 'after once' })),
    ]),
    http.all('*/api/*', () => HttpResponse.json({ by: 'fallback' }, { status: 404 })),
  )
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it('answers with the first handler that answers, after one that only looked, with its parameters', async () => {
    const body = await (await fetch('http://localhost:3000/api/X/42?_t=1')).json()
    expect(body).toEqual({ id: '42', by: 'second' })
    expect(seen).toEqual(['first 42'])
  })

  it('keeps a one-time handler’s once, and hands what none of its handlers answer to the handlers after it', async () => {
    const once = async () => (await (await fetch('http://localhost:3000/api/once', { method: 'POST' })).json()) as { by: string }
    expect((await once()).by).toBe('once')
    expect((await once()).by).toBe('after once')
    const other = await fetch('http://localhost:3000/api/y')
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ by: 'fallback' })
  })

  it('stands in front of every simulator handler', () => {
    const handlers = createHandlers(createSimulator({ storage: createMemoryStorage() }))
    expect(handlers).toHaveLength(1)
    expect(handlers[0]!.info.header).toMatch(/^\d+ simulator handlers$/)
  })
})
