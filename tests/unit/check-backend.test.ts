/**
 * `npm run check-backend` against the simulator served over HTTP, as someone connecting a real
 * back end runs it: through a proxy that records every call, and that can rewrite one field of
 * one answer to plant a mismatch.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatorServer, type RunningSimulatorServer } from '../../scripts/simulator-server.app'
import { DEFAULT_PASSWORD } from '../../fixtures/accounts'
import { endpoints, keyOf } from '../../src/services/contract/endpoints'

// A string, not a URL object: jsdom's URL is not the one node:url checks for.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const PLANTED_PATH = '/api/bid-project/entry/querySupplierAllProject'

let dir: string
let simulator: RunningSimulatorServer
let proxy: Server
let proxyUrl: string
/** Every call that reached the back end, as `METHOD /path`. */
const received: string[] = []
/** When set, the first project of the purchase notices answers this budget. */
let plantedBudget: unknown

const readBody = (message: IncomingMessage) =>
  new Promise<Buffer>((resolveBody, reject) => {
    const chunks: Buffer[] = []
    message.on('data', (chunk: Buffer) => chunks.push(chunk))
    message.on('end', () => resolveBody(Buffer.concat(chunks)))
    message.on('error', reject)
  })

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'check-backend-'))
  // A stand-in build: what the server does with dist/ does not matter to the API.
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true })
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body>portal</body></html>')
  writeFileSync(join(dir, 'dist', 'assets', 'app-1a2b.js'), 'console.log("portal")')
  simulator = await startSimulatorServer({ port: 0, host: '127.0.0.1', statePath: join(dir, 'state.json'), dist: join(dir, 'dist') })
  const target = new URL(simulator.url)

  proxy = createServer(async (incoming, outgoing) => {
    const path = new URL(incoming.url!, 'http://proxy').pathname
    received.push(`${incoming.method} ${path}`)
    const body = await readBody(incoming)
    const headers = { ...incoming.headers, host: target.host }
    delete headers['accept-encoding']
    const upstream = forward({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers }, async (answer) => {
      let answerBody = await readBody(answer)
      if (plantedBudget !== undefined && path === PLANTED_PATH) {
        const envelope = JSON.parse(answerBody.toString('utf8')) as { data: { records: Array<Record<string, unknown>> } }
        envelope.data.records[0]!.budget = plantedBudget
        answerBody = Buffer.from(JSON.stringify(envelope))
      }
      outgoing.writeHead(answer.statusCode!, { ...answer.headers, 'content-length': String(answerBody.length) })
      outgoing.end(answerBody)
    })
    upstream.end(body)
  })
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((closed) => proxy?.close(closed))
  await simulator?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** `npm run check-backend` in a process of its own; the password from the environment, or typed into its stdin. */
function checkBackend(args: string[], password: { env: string } | { typed: string } = { env: DEFAULT_PASSWORD }) {
  const env = { ...process.env, PORTAL_CHECK_PASSWORD: 'env' in password ? password.env : '' }
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/check-backend.ts', ...args], { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] })
  if ('typed' in password) child.stdin.write(`${password.typed}\n`)
  child.stdin.end()
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((done) => child.once('close', (code) => done({ code, output })))
}

const asSupplier = () => ['--url', proxyUrl, '--tenant', '000000', '--user', 'supplier', '--captcha', '1234']
const lineOf = (output: string, kind: string, key: string) => new RegExp(`^${kind}\\s+${key.replace(' ', '\\s+').replace(/[/.]/g, '\\$&')}\\b`, 'm').test(output)

describe('npm run check-backend', () => {
  it('passes against the simulator: every read-only call answers as the portal reads it, and nothing is changed', async () => {
    received.length = 0
    const { code, output } = await checkBackend(asSupplier())
    expect(output).toMatch(/ 0 mismatch/)
    expect(code).toBe(0)
    for (const key of ['POST /api/blade-auth/oauth/token', 'GET /user/getUserInfo', `POST ${PLANTED_PATH}`, 'GET /api/bid-project/project/queryById', 'GET /api/bid-dms/queryCatalog']) {
      expect(lineOf(output, 'ok', key), `${key} ok`).toBe(true)
    }
    // Every read-only call has its line: checked, or skipped with why.
    for (const endpoint of endpoints.filter((candidate) => candidate.readOnly)) {
      expect(lineOf(output, '(ok|404|refused|skipped|mismatch)', keyOf(endpoint)), keyOf(endpoint)).toBe(true)
    }
    expect(output).toMatch(/^skipped\s+GET\s+\/api\/bid-ca\/valid\/checkCa: certificate: .*certificate helper/m)
    expect((output.match(/^ok\s/gm) ?? []).length).toBeGreaterThan(90)
    // Signing in is the one call that is not a lookup; nothing else that changes state was sent.
    const changing = new Set(endpoints.filter((endpoint) => !endpoint.readOnly).map(keyOf) as string[])
    expect(received.filter((call) => changing.has(call))).toEqual(['POST /api/blade-auth/oauth/token'])
  })

  it('names the field and the value of a row the portal cannot read, and exits 1', async () => {
    plantedBudget = 'abc'
    try {
      const { code, output } = await checkBackend(asSupplier())
      expect(code).toBe(1)
      expect(output).toMatch(new RegExp(`^mismatch\\s+POST\\s+${PLANTED_PATH.replace(/\//g, '\\/')}\\n\\s+data\\.records\\.0\\.budget: "abc" — Invalid amount`, 'm'))
      expect(output).toMatch(/ 1 mismatch/)
    } finally {
      plantedBudget = undefined
    }
  })

  it('with --actions also makes the calls that change state it can fill, and signs out last', async () => {
    received.length = 0
    const { code, output } = await checkBackend([...asSupplier(), '--actions'])
    expect(code).toBe(0)
    expect(lineOf(output, 'ok', 'GET /api/bid-crm/sup/msg/checkAllMsg')).toBe(true)
    expect(received).toContain('GET /api/bid-crm/sup/msg/checkAllMsg')
    // What only a person can give (a password, a certificate's signature) is never made up.
    expect(output).toMatch(/^skipped\s+POST\s+\/api\/bid-crm\/supplier\/changePwd: oldPassword: /m)
    expect(received).not.toContain('POST /api/bid-crm/supplier/changePwd')
    expect(received.at(-1)).toBe('GET /user/logout')
  })

  it('takes the password typed into it, and stops with 2 when the back end refuses the sign-in', async () => {
    const { code, output } = await checkBackend(asSupplier(), { typed: 'not-the-password' })
    expect(code).toBe(2)
    expect(output).toMatch(/sign-in refused: 用户名或密码错误/)
  })
})
