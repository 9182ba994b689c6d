import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startSimulatorServer, type RunningSimulatorServer } from '../../scripts/simulator-server.app'
import { DEFAULT_PASSWORD } from '../../fixtures/accounts'
import { call, type CallOptions } from '../../simulator/test-support'
import { SECURITY_HEADERS } from '../../scripts/content-security-policy'
import { spawnSimulatorCommand } from '../support/simulator-command'

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body>portal</body></html>'

let dir: string
let dist: string
let statePath: string
const running: RunningSimulatorServer[] = []
const spawned: ChildProcess[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'simulator-server-'))
  // A stand-in build: what the server does with dist/ does not depend on the portal's code.
  dist = join(dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("portal")')
  mkdirSync(join(dist, 'simulator-console', 'assets'), { recursive: true })
  writeFileSync(join(dist, 'simulator-console', 'console.html'), '<!doctype html><title>console</title><script type="module" src="/__simulator/console/assets/console-3c4d.js"></script>')
  writeFileSync(join(dist, 'simulator-console', 'assets', 'console-3c4d.js'), 'console.log("console")')
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ mode: 'simulator', requestTimeoutMs: 20_000 }))
  statePath = join(dir, 'state.db')
})
afterEach(async () => {
  for (const child of spawned.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await Promise.all(running.splice(0).map((server) => server.close()))
  rmSync(dir, { recursive: true, force: true })
})

async function start(): Promise<RunningSimulatorServer> {
  const server = await startSimulatorServer({ port: 0, host: '127.0.0.1', statePath, dist })
  running.push(server)
  return server
}

async function stop(server: RunningSimulatorServer) {
  running.splice(running.indexOf(server), 1)
  await server.close()
}

/** A browser of the class: every call goes to the server over real HTTP, as the tenant's page. */
function client(origin: string, tenantId = '000000') {
  const send = (path: string, options: CallOptions = {}) => call(path, { ...options, origin, headers: { 'Tenant-Id': tenantId, ...options.headers } })
  return {
    send,
    async signIn(username: string) {
      const captcha = (await send('/api/blade-auth/oauth/captcha')).body.data as { key: string; code: string }
      const query = { tenantId, username, password: DEFAULT_PASSWORD, grant_type: 'password', scope: 'all', type: 'account', imgCode: captcha.code, imgCodeKey: captcha.key }
      const { status, body } = await send('/api/blade-auth/oauth/token', { method: 'POST', query })
      expect(status).toBe(200)
      const token = body.access_token as string
      const supplierId = (await send('/user/getUserInfo', { token })).body.data.supplierId as string
      return { token, supplierId }
    },
  }
}

/** `npm run simulator` as a trainer starts it, in a process of its own. */
async function spawnServer(options: { crashAfterReads?: number } = {}) {
  const running = await spawnSimulatorCommand({ statePath, dist, ...options })
  spawned.push(running.child)
  return running
}

async function unreadIds(browser: ReturnType<typeof client>, token: string, supplierId: string): Promise<string[]> {
  const { body } = await browser.send('/api/bid-crm/sup/msg/queryList', { method: 'POST', token, json: { supplierId, readStatus: 0, curr: 1, size: 500 } })
  return (body.data.records as Array<{ id: string }>).map((message) => message.id)
}

describe.each([
  { store: 'its database (the default)', file: 'state.db' },
  { store: 'one JSON file (--state x.json)', file: 'state.json' },
])('the shared simulator server with its state in $store', ({ file }) => {
  beforeEach(() => {
    statePath = join(dir, file)
  })

    it('keeps every write of two concurrent sessions across a restart', async () => {
      const first = await start()
      const platform = client(first.url)
      const huadong = client(first.url, '100001')
      const a = await platform.signIn('supplier')
      const b = await huadong.signIn('hd_supplier')
      const aUnread = await unreadIds(platform, a.token, a.supplierId)
      const bUnread = await unreadIds(huadong, b.token, b.supplierId)
      const aRead = aUnread.slice(0, 40)
      expect(aRead).toHaveLength(40)
      expect(bUnread.length).toBeGreaterThan(0)

      // Both sessions' reads in flight at once, interleaved, each persisting the whole state.
      const reads = aRead.flatMap((id, index) => {
        const mine = platform.send('/api/bid-crm/sup/msg/queryById', { token: a.token, query: { id, supplierId: a.supplierId } })
        const theirs = bUnread[index] ? [huadong.send('/api/bid-crm/sup/msg/queryById', { token: b.token, query: { id: bUnread[index], supplierId: b.supplierId } })] : []
        return [mine, ...theirs]
      })
      const answers = await Promise.all(reads)
      expect(answers.every((answer) => answer.status === 200 && answer.body.data.readStatus === 1)).toBe(true)
      await stop(first)

      const second = await start()
      // The sessions came back with the state: the same tokens still work.
      const aAfter = await unreadIds(client(second.url), a.token, a.supplierId)
      const bAfter = await unreadIds(client(second.url, '100001'), b.token, b.supplierId)
      expect(aAfter).toEqual(aUnread.slice(40))
      expect(bAfter).toEqual([])
    })

    it('loses no acknowledged write when killed (SIGKILL) the moment an answer has left, and restarted', async () => {
      // It dies right after its tenth answer, before its event loop turns again.
      const { child, url } = await spawnServer({ crashAfterReads: 10 })
      const browser = client(url)
      const { token, supplierId } = await browser.signIn('supplier')
      const unread = await unreadIds(browser, token, supplierId)
      const acknowledged: string[] = []
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      // Reads keep going four at a time; the process dies under them.
      let next = 0
      const worker = async () => {
        while (next < unread.length) {
          const id = unread[next++]!
          try {
            const { status } = await browser.send('/api/bid-crm/sup/msg/queryById', { token, query: { id, supplierId } })
            if (status === 200) acknowledged.push(id)
          } catch {
            return // the connection died with the process: not acknowledged
          }
        }
      }
      await Promise.all([worker(), worker(), worker(), worker()])
      await exited
      expect(child.signalCode).toBe('SIGKILL')
      expect(acknowledged.length).toBeGreaterThanOrEqual(10)
      expect(acknowledged.length).toBeLessThan(unread.length)

      const again = await start()
      const stillUnread = new Set(await unreadIds(client(again.url), token, supplierId))
      expect(acknowledged.filter((id) => stillUnread.has(id))).toEqual([])
    })
})

describe('the shared simulator server', () => {
  it('keeps every write of twenty clients sending at once', async () => {
    const first = await start()
    const browsers = Array.from({ length: 20 }, () => client(first.url))
    // Twenty sign-ins at once: each is a write (a session), all racing for the file.
    const sessions = await Promise.all(browsers.map((browser) => browser.signIn('supplier')))
    const { token, supplierId } = sessions[0]!
    const unread = await unreadIds(browsers[0]!, token, supplierId)
    expect(unread.length).toBeGreaterThanOrEqual(40)
    // Then each client reads two messages of its own, all forty reads in flight together.
    const reads = await Promise.all(
      browsers.flatMap((browser, index) =>
        unread.slice(index * 2, index * 2 + 2).map((id) => browser.send('/api/bid-crm/sup/msg/queryById', { token: sessions[index]!.token, query: { id, supplierId } })),
      ),
    )
    expect(reads.map((read) => read.status)).toEqual(Array(40).fill(200))
    await stop(first)

    const second = await start()
    const again = client(second.url)
    // Every session survived (each token still answers), and so did every read.
    for (const session of sessions) expect((await again.send('/user/getUserInfo', { token: session.token })).status).toBe(200)
    expect(await unreadIds(again, token, supplierId)).toEqual(unread.slice(40))
  })

  it('answers config.json for back-end mode on its own origin, keeping the build’s other settings', async () => {
    const server = await start()
    const response = await fetch(`${server.url}/config.json`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      mode: 'backend',
      apiBase: '',
      userBase: '',
      clientId: 'saber',
      clientSecret: 'saber_secret',
      requestTimeoutMs: 20_000,
      simulatorLatencyMs: 0,
      caHelperUrl: '/__ca-helper',
    })
  })

  it('serves the portal’s files, its page for any route, and the console page', async () => {
    const server = await start()
    const route = await fetch(`${server.url}/projects/1930000000000000001/detail?tab=files`)
    expect(route.status).toBe(200)
    expect(route.headers.get('content-type')).toContain('text/html')
    expect(await route.text()).toBe(INDEX)

    const asset = await fetch(`${server.url}/assets/app-1a2b.js`)
    expect(asset.headers.get('content-type')).toContain('text/javascript')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(await asset.text()).toBe('console.log("portal")')

    expect((await fetch(`${server.url}/assets/gone-9z9z.js`)).status).toBe(404)
    const trainer = { headers: { 'X-Trainer-Key': server.trainerKey } }
    expect(await (await fetch(`${server.url}/__simulator/console`, trainer)).text()).toContain('<title>console</title>')
    // The console's own build answers under its base, its hashed files cached like the portal's.
    const consoleAsset = await fetch(`${server.url}/__simulator/console/assets/console-3c4d.js`, trainer)
    expect(await consoleAsset.text()).toBe('console.log("console")')
    expect(consoleAsset.headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${server.url}/__simulator/console/..%2F..%2F..%2Fstate.json`, trainer)).status).toBe(404)
    // The state file sits beside dist/ here; an encoded way out of dist/ must not reach it.
    const escape = await fetch(`${server.url}/assets/..%2F..%2Fstate.json`)
    expect(escape.status).toBe(404)
    expect(await escape.text()).not.toContain('"version"')
  })

  it('sends the portal’s security headers on its pages, files and API, and does not name its framework', async () => {
    const server = await start()
    const answers = await Promise.all(['/login', '/assets/app-1a2b.js', '/config.json', '/api/bid-project/no/such/path'].map((path) => fetch(`${server.url}${path}`)))
    for (const answer of answers) {
      expect(Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, answer.headers.get(name)]))).toEqual(SECURITY_HEADERS)
      expect(answer.headers.get('x-powered-by')).toBeNull()
    }
  })

  it('keeps an idle connection open for 65 s, so a class’s browsers are not cut off between clicks', async () => {
    const server = await start()
    const answer = await fetch(`${server.url}/config.json`)
    expect(answer.headers.get('keep-alive')).toBe('timeout=65')
  })

  it('answers an unknown API path with the gateway’s 404 envelope, not the page', async () => {
    const server = await start()
    const { status, body } = await client(server.url).send('/api/bid-project/no/such/path')
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 404, success: false })
  })

  it('plays the certificate helper on its own origin, where config.json points the portal', async () => {
    const server = await start()
    const { body } = await call('/__ca-helper/add', { origin: server.url, method: 'POST', json: { method: 'sign', srcData: 'abc', pin: '123456' } })
    expect(body).toMatchObject({ code: 0, data: { id: expect.any(String) } })
  })

  it('lets the console drive it over HTTP, and keeps what the console changed across a restart', async () => {
    const first = await start()
    const consoleCall = async (origin: string, member: string, args: unknown[] = []) =>
      (await call(`/__simulator/console/${member}`, { origin, method: 'POST', json: { args }, headers: { 'X-Trainer-Key': first.trainerKey } })).body
    const before = (await consoleCall(first.url, 'clock')).value.now as number
    expect(await consoleCall(first.url, 'advanceClock', [3_600_000])).toMatchObject({ ok: true })
    await stop(first)

    const second = await start()
    const after = (await consoleCall(second.url, 'clock')).value.now as number
    expect(after - before).toBeGreaterThanOrEqual(3_600_000)
  })

  it('exports its state as one file and takes one back, in place of its database, through the console', async () => {
    const first = await start()
    const consoleCall = async (member: string, args: unknown[] = []) =>
      (await call(`/__simulator/console/${member}`, { origin: first.url, method: 'POST', json: { args }, headers: { 'X-Trainer-Key': first.trainerKey } })).body
    const browser = client(first.url)
    const { token, supplierId } = await browser.signIn('supplier')
    const unread = await unreadIds(browser, token, supplierId)
    const exported = (await consoleCall('exportState')).value as string
    expect(JSON.parse(exported)).toMatchObject({ snapshot: { db: expect.any(Object), sessions: [] } })

    // Read three messages, then put the exported file back: they are unread again, here and after a restart.
    for (const id of unread.slice(0, 3)) await browser.send('/api/bid-crm/sup/msg/queryById', { token, query: { id, supplierId } })
    expect(await consoleCall('importState', [exported])).toMatchObject({ ok: true })
    await stop(first)

    const second = await start()
    const again = await client(second.url).signIn('supplier')
    expect(await unreadIds(client(second.url), again.token, again.supplierId)).toEqual(unread)
  })

  it('keeps the console page and every control call to the trainer’s key, made at the first start and kept beside the state', async () => {
    const server = await start()
    const key = server.trainerKey
    expect(readFileSync(`${statePath}.trainer-key`, 'utf8').trim()).toBe(key)
    expect(statSync(`${statePath}.trainer-key`).mode & 0o077).toBe(0)
    const moved = async () => ((await call('/__simulator/state', { origin: server.url, headers: { 'X-Trainer-Key': key } })).body.data as { clockOffset: number }).clockOffset

    // A student: the portal and its API answer; the console and the controls do not.
    expect((await client(server.url).send('/api/blade-auth/oauth/captcha')).status).toBe(200)
    const page = await fetch(`${server.url}/__simulator/console`, { headers: { Accept: 'text/html' } })
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('需要培训师密钥')
    for (const [path, method] of [['/__simulator/state', 'GET'], ['/__simulator/reset', 'POST'], ['/__simulator/console/exportState', 'POST'], ['/__simulator/console/smsCodes', 'POST'], ['/__simulator/clock/advance', 'POST']] as const) {
      const { status, body } = await call(path, { origin: server.url, method, json: method === 'POST' ? { ms: 3_600_000 } : undefined })
      expect([path, status, body]).toEqual([path, 403, expect.objectContaining({ code: 403, success: false })])
    }
    expect((await call('/__simulator/state', { origin: server.url, headers: { 'X-Trainer-Key': `${key}x` } })).status).toBe(403)
    expect((await fetch(`${server.url}/__simulator/console?key=wrong`)).status).toBe(403)

    // The trainer opens the printed address once: the key goes into a cookie for the console's path only.
    const opened = await fetch(`${server.url}/__simulator/console?key=${key}`, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/__simulator/console')
    const cookie = opened.headers.get('set-cookie')!
    expect(cookie).toMatch(/^simulator-trainer=[\w-]+; Path=\/__simulator; HttpOnly; SameSite=Strict$/)
    const withCookie = { Cookie: cookie.split(';')[0]! }
    expect(await (await fetch(`${server.url}/__simulator/console`, { headers: withCookie })).text()).toContain('<title>console</title>')

    // A change from another site, or not as JSON (a form's text/plain), is refused even with the key.
    const advance = (headers: Record<string, string>, body = JSON.stringify({ ms: 3_600_000 })) =>
      fetch(`${server.url}/__simulator/clock/advance`, { method: 'POST', headers: { ...withCookie, ...headers }, body })
    const before = await moved()
    expect((await advance({ 'Content-Type': 'application/json', Origin: 'http://evil.example' })).status).toBe(403)
    expect((await advance({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await advance({ 'Content-Type': 'text/plain' })).status).toBe(415)
    expect(await moved()).toBe(before)
    expect((await advance({ 'Content-Type': 'application/json', Origin: server.url, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
    expect(await moved()).toBe(before + 3_600_000)

    // The same key after a restart.
    await stop(server)
    expect((await start()).trainerKey).toBe(key)
  })

  it('starts from `npm run simulator`, writes its state on SIGTERM, and a later start finds it', async () => {
    const { child, url, output } = await spawnServer()
    expect(output).toContain(`/__simulator/console?key=${readFileSync(`${statePath}.trainer-key`, 'utf8').trim()}`)
    expect(output).toContain(statePath)

    const browser = client(url)
    const { token, supplierId } = await browser.signIn('supplier')
    const [id] = await unreadIds(browser, token, supplierId)
    expect((await browser.send('/api/bid-crm/sup/msg/queryById', { token, query: { id, supplierId } })).body.data.readStatus).toBe(1)

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)

    const again = await start()
    expect(await unreadIds(client(again.url), token, supplierId)).not.toContain(id)
  })
})
