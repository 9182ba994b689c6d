/**
 * npm run check-backend -- --url URL --tenant ID --user NAME [--actions] [--captcha CODE]
 *
 * Checks a live BladeX back end against the portal's contracts (src/services/contract/endpoints.ts).
 * Signs in as the portal does, finds real ids as the registry's `discover` hints say (the supplier
 * from the profile, a project from the first page of my projects, …), calls every read-only
 * endpoint and prints one line each:
 *
 *   ok        the answer fits what the portal reads
 *   404       the path is not on this back end
 *   mismatch  the field's path and the value the portal cannot read (a page whose rows partly do
 *             not fit counts: the portal would leave those rows out)
 *   refused   an error envelope (the path exists; its answer could not be checked)
 *   skipped   a parameter could not be filled, and why
 *
 * Exits 1 on any mismatch, 2 when it cannot check at all (usage, sign-in, back end unreachable),
 * 0 otherwise. Calls that change state are made only with --actions.
 *
 *   --url URL              the back end (the portal's apiBase)
 *   --tenant ID            Tenant-Id to sign in to (000000: the platform)
 *   --user NAME            the supplier account; the password comes from PORTAL_CHECK_PASSWORD or a prompt
 *   --captcha CODE         the captcha code, when the back end asks for one the answer does not carry
 *   --actions              also make the calls that change state, with ids it found and sample values
 *   --client-id ID         client credential (default saber)
 *   --client-secret S      (default saber_secret)
 *   --user-base URL        where /user/getUserInfo hangs (config userBase; default: --url)
 *   --timeout MS           per call (default 30000)
 */
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import * as v from 'valibot'
import { discoverByName, endpointByKey, endpoints, keyOf, type Endpoint, type EndpointKey, type Param, type Reading, type Source } from '../src/services/contract/endpoints'
import { captchaSchema, tokenErrorSchema } from '../src/services/schemas/blade-auth'
import { unreadableRows, type UnreadableRow } from '../src/services/schemas/envelope'

const USAGE = 'usage: npm run check-backend -- --url URL --tenant ID --user NAME [--actions] [--captcha CODE] [--client-id ID] [--client-secret SECRET] [--user-base URL] [--timeout MS]'
const CLIENT_TYPE = 'web_eroll'

type Options = {
  url: string
  tenant: string
  user: string
  captcha: string | null
  actions: boolean
  clientId: string
  clientSecret: string
  userBase: string | null
  timeoutMs: number
}

class UsageError extends Error {}

function parseArgs(args: readonly string[]): Options {
  const options: Partial<Options> & Pick<Options, 'captcha' | 'actions' | 'clientId' | 'clientSecret' | 'userBase' | 'timeoutMs'> = {
    captcha: null,
    actions: false,
    clientId: 'saber',
    clientSecret: 'saber_secret',
    userBase: null,
    timeoutMs: 30_000,
  }
  for (let i = 0; i < args.length; i += 1) {
    const [name, inline] = args[i]!.split(/=(.*)/s, 2) as [string, string | undefined]
    const value = () => {
      if (inline !== undefined) return inline
      const next = args[i + 1]
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${name} takes a value`)
      i += 1
      return next
    }
    if (name === '--url') options.url = value().replace(/\/$/, '')
    else if (name === '--tenant') options.tenant = value()
    else if (name === '--user') options.user = value()
    else if (name === '--captcha') options.captcha = value()
    else if (name === '--actions') options.actions = true
    else if (name === '--client-id') options.clientId = value()
    else if (name === '--client-secret') options.clientSecret = value()
    else if (name === '--user-base') options.userBase = value().replace(/\/$/, '')
    else if (name === '--timeout') {
      options.timeoutMs = Number(value())
      if (!Number.isInteger(options.timeoutMs) || options.timeoutMs <= 0) throw new UsageError('--timeout takes milliseconds')
    } else if (name === '--help' || name === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else throw new UsageError(`unknown option ${args[i]}`)
  }
  for (const required of ['url', 'tenant', 'user'] as const) if (!options[required]) throw new UsageError(`--${required} is required`)
  try {
    new URL(options.url!)
  } catch {
    throw new UsageError(`--url ${options.url} is not an address`)
  }
  return options as Options
}

/** The password: PORTAL_CHECK_PASSWORD, else asked without echo (or read from a pipe). */
async function password(): Promise<string> {
  const fromEnv = process.env.PORTAL_CHECK_PASSWORD
  if (fromEnv) return fromEnv
  const { stdin, stdout } = process
  if (!stdin.isTTY) {
    const lines = createInterface({ input: stdin })
    for await (const line of lines) {
      lines.close()
      return line
    }
    throw new UsageError('no password: set PORTAL_CHECK_PASSWORD or type it when asked')
  }
  stdout.write('Password: ')
  stdin.setRawMode(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  return new Promise((resolve) => {
    let typed = ''
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          stdout.write('\n')
          resolve(typed)
          return
        }
        if (char === '\u0003') {
          stdout.write('\n')
          process.exit(130)
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else typed += char
      }
    }
    stdin.on('data', onData)
  })
}

// --- Talking to the back end as the portal does (src/services/http.ts) ------------------------

type Answer = { status: number; body: unknown }

class Unreachable extends Error {}

function createClient(options: Options) {
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`
  let token: string | null = null

  async function send(endpoint: Endpoint, values: Record<string, unknown>, extraHeaders: Record<string, string> = {}): Promise<Answer> {
    const base = endpoint.base === 'user' ? (options.userBase ?? options.url) : options.url
    const url = new URL(`${base}${endpoint.path}`)
    const headers: Record<string, string> = { Authorization: basic, 'Client-Type': CLIENT_TYPE, 'Tenant-Id': options.tenant, ...extraHeaders }
    if (endpoint.auth !== 'none' && token) headers['Blade-Auth'] = `bearer ${token}`
    const sent = (where: Param['in']) => endpoint.params.filter((param) => param.in === where && values[param.name] !== undefined)
    for (const param of sent('query')) url.searchParams.set(param.name, String(values[param.name]))
    url.searchParams.set('_t', String(Date.now()))
    let body: BodyInit | undefined
    if (endpoint.body) {
      body = JSON.stringify(values.body ?? [])
      headers['Content-Type'] = 'application/json'
    } else if (sent('body').length) {
      body = JSON.stringify(Object.fromEntries(sent('body').map((param) => [param.name, values[param.name]])))
      headers['Content-Type'] = 'application/json'
    } else if (sent('form').length) {
      body = new URLSearchParams(Object.fromEntries(sent('form').map((param) => [param.name, String(values[param.name])]))).toString()
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
    } else if (sent('multipart').length) {
      const form = new FormData()
      for (const param of sent('multipart')) {
        if (param.type === 'file') form.append(param.name, new Blob(['check-backend sample file\n'], { type: 'text/plain' }), 'check-backend.txt')
        else form.append(param.name, String(values[param.name]))
      }
      body = form
    }
    let response: Response
    try {
      response = await fetch(url, { method: endpoint.method, headers, body: body ?? null, signal: AbortSignal.timeout(options.timeoutMs) })
    } catch (cause) {
      throw new Unreachable(`${endpoint.method} ${url.origin}${url.pathname}: ${(cause as Error).message}`, { cause })
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // Not JSON: kept as text, and reported as such.
    }
    return { status: response.status, body: parsed }
  }

  return {
    send,
    signedInWith(accessToken: string) {
      token = accessToken
    },
  }
}

// --- Reading an answer as the portal does -----------------------------------------------------

type Kind = 'ok' | '404' | 'mismatch' | 'refused' | 'skipped'
type Outcome = { kind: Kind; details: string[]; output?: unknown }

const shown = (value: unknown) => {
  const text = value === undefined ? 'nothing (left out)' : (JSON.stringify(value) ?? String(value))
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}

/** The value at a dot path (`records.3.budget`, as v.getDotPath writes it) in what the back end sent. */
function at(raw: unknown, path: string): unknown {
  let value = raw
  for (const key of path.split('.').filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/**
 * A union that took none of its shapes says only that; the issues inside the shape the answer came
 * closest to (those that reached a field of it) name the field that kept it out.
 */
function leafIssues(issues: readonly v.BaseIssue<unknown>[]): v.BaseIssue<unknown>[] {
  return issues.flatMap((issue) => {
    const inner = issue.type === 'union' ? (issue.issues ?? []).filter((sub) => (sub.path?.length ?? 0) > (issue.path?.length ?? 0)) : []
    return inner.length ? leafIssues(inner) : [issue]
  })
}

/** Each issue as the field's path and the value that does not fit. */
function issueLines(issues: readonly v.BaseIssue<unknown>[], raw: unknown, prefix: string): string[] {
  return leafIssues(issues).slice(0, 5).map((issue) => {
    const path = v.getDotPath(issue)
    const received = path ? at(raw, path) : raw
    return `${path ? `${prefix}${path}` : prefix.replace(/\.$/, '')}: ${shown(received)} — ${issue.message}`
  })
}

/**
 * The rows a page or list left out (envelope.ts's `unreadable`, `unreadableRows`): each with its
 * path in the answer, and the field and value that did not fit.
 */
function unreadableLines(output: unknown, raw: unknown): string[] {
  const lines: string[] = []
  const seen = new Set<unknown>()
  const walk = (node: unknown, path: string, depth: number) => {
    if (typeof node !== 'object' || node === null || seen.has(node) || depth > 6) return
    seen.add(node)
    const report = (rows: readonly UnreadableRow[], listPath: string) => {
      for (const { index, issue } of rows) {
        const split = issue.indexOf(': ')
        const field = split === -1 ? '' : issue.slice(0, split)
        const rowPath = [listPath, String(index), field].filter(Boolean).join('.')
        lines.push(`${rowPath}: ${shown(at(raw, rowPath))} — ${split === -1 ? issue : issue.slice(split + 2)} (the portal leaves this row out)`)
      }
    }
    const left = unreadableRows.get(node)
    if (left) report(left, path)
    const page = node as { unreadable?: UnreadableRow[]; records?: unknown }
    if (Array.isArray(page.unreadable) && page.unreadable.length && Array.isArray(page.records) && !unreadableRows.has(page.records)) {
      report(page.unreadable, [path, 'records'].filter(Boolean).join('.'))
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'unreadable') walk(child, [path, key].filter(Boolean).join('.'), depth + 1)
  }
  walk(output, '', 0)
  return lines
}

/** What the portal makes of an answer: the envelope's code, then `data` through each contract it reads it with. */
function judge(endpoint: Endpoint, answer: Answer): Outcome {
  if (answer.status === 404) return { kind: '404', details: ['not on this back end'] }
  // As the portal: statuses 200 to 500 are answers; anything else is the back end being unavailable.
  if (answer.status < 200 || answer.status > 500) return { kind: 'refused', details: [`HTTP ${answer.status}: unavailable`] }
  if (typeof answer.body !== 'object' || answer.body === null) {
    return { kind: 'mismatch', details: [`HTTP ${answer.status}, not a JSON object: ${shown(answer.body)}`] }
  }
  const body = answer.body as { code?: unknown; msg?: unknown; message?: unknown; data?: unknown }
  const readings: Reading[] = [endpoint.response, ...(endpoint.alsoReadAs ?? [])]
  let data: unknown
  if (endpoint.answer === 'bare' || (endpoint.answer === 'bare or enveloped' && v.safeParse(readings[0]!.schema, body).success)) data = body
  else {
    // As error-catalogue.ts's classify: the body's code, or the HTTP status when it has none.
    const code = typeof body.code === 'number' ? body.code : answer.status
    if (code !== 200) return { kind: 'refused', details: [`${code} ${typeof body.msg === 'string' ? body.msg : typeof body.message === 'string' ? body.message : ''}`.trim()] }
    data = body.data
  }
  const details: string[] = []
  let output: unknown
  readings.forEach((reading, index) => {
    const parsed = v.safeParse(reading.schema, data)
    if (!parsed.success) details.push(...issueLines(parsed.issues, data, 'data.'))
    else {
      if (index === 0) output = parsed.output
      details.push(...unreadableLines(parsed.output, data).map((line) => `data.${line}`))
    }
  })
  return { kind: details.length ? 'mismatch' : 'ok', details: [...new Set(details)], output }
}

// --- Filling parameters -------------------------------------------------------------------------

/** `records[0].id`, `[0].id`, `packages[0].id`, `supplierId` in what the contract made of an answer. */
function pick(output: unknown, path: string): unknown {
  let value = output
  for (const key of path.match(/[^.[\]]+/g) ?? []) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

const isParamRef = (value: unknown): value is { param: string } => typeof value === 'object' && value !== null && 'param' in value
const isSource = (value: unknown): value is Source => typeof value === 'object' && value !== null && ('from' in value || 'session' in value || 'never' in value)

type Filled = { values: Record<string, unknown> } | { skipped: string }

type Line = { kind: Kind; key: EndpointKey; note: string; details: string[] }

function createChecker(options: Options, client: ReturnType<typeof createClient>) {
  const calls = new Map<string, Promise<Outcome>>()
  const lines: Line[] = []

  /** One call with these values, made once, and its line printed as it is answered. */
  function call(endpoint: Endpoint, values: Record<string, unknown>, note = ''): Promise<Outcome> {
    const id = `${keyOf(endpoint)} ${JSON.stringify(values)}`
    let outcome = calls.get(id)
    if (!outcome) {
      outcome = client.send(endpoint, values).then(
        (answer) => judge(endpoint, answer),
        (error: unknown): Outcome => {
          // One call that gets no answer (a time-out) is that call's; signing in is where an unreachable back end stops the check.
          if (error instanceof Unreachable) return { kind: 'refused', details: [`no answer: ${(error.cause as Error | undefined)?.message ?? error.message}`] }
          throw error
        },
      )
      void outcome.then((result) => print({ kind: result.kind, key: keyOf(endpoint), note, details: result.details }))
      calls.set(id, outcome)
    }
    return outcome
  }

  function print(line: Line) {
    lines.push(line)
    const [method, path] = line.key.split(' ')
    const head = `${line.kind.padEnd(9)}${method!.padEnd(5)}${path}${line.note ? ` ${line.note}` : ''}`
    if (line.kind === 'ok') console.log(head)
    else if (line.details.length === 1 && line.kind !== 'mismatch') console.log(`${head}: ${line.details[0]}`)
    else console.log([head, ...line.details.map((detail) => `           ${detail}`)].join('\n'))
  }

  async function fromSource(source: Source, name: string, own: Record<string, unknown>): Promise<{ value: unknown } | { skipped: string }> {
    if ('never' in source) return { skipped: `${name}: ${source.never}` }
    if ('session' in source) return { value: source.session === 'tenantId' ? options.tenant : new URL(options.url).hostname }
    const from = endpointByKey.get(source.from)!
    const fixed: Record<string, unknown> = {}
    for (const [param, given] of Object.entries(source.with ?? {})) {
      if (isParamRef(given)) fixed[param] = own[given.param]
      else if (isSource(given)) {
        const found = await fromSource(given, param, own)
        if ('skipped' in found) return { skipped: `${name}: ${found.skipped}` }
        fixed[param] = found.value
      } else fixed[param] = given
    }
    const filled = await fill(from, fixed)
    if ('skipped' in filled) return { skipped: `${name}: ${source.from} could not be called (${filled.skipped})` }
    const note = Object.keys(fixed).length ? JSON.stringify(fixed) : ''
    const outcome = await call(from, filled.values, note)
    if (outcome.kind !== 'ok') return { skipped: `${name}: ${source.from}${note ? ` ${note}` : ''} answered ${outcome.kind}` }
    const value = pick(outcome.output, source.pick)
    if (value === undefined || value === null || value === '') return { skipped: `${name}: ${source.from}${note ? ` ${note}` : ''} has no ${source.pick}` }
    return { value }
  }

  /** Values for the parameters a call needs: given ones, discovered ones, then the registry's samples. */
  async function fill(endpoint: Endpoint, fixed: Record<string, unknown> = {}): Promise<Filled> {
    const values: Record<string, unknown> = {}
    const needed = endpoint.params.filter((param) => param.name in fixed || param.required)
    // Parameters whose source names another of this call's parameters come after it.
    const later = (param: Param) => Object.values((endpoint.discover?.[param.name] as { with?: Record<string, unknown> } | undefined)?.with ?? {}).some(isParamRef)
    for (const param of [...needed.filter((param) => !later(param)), ...needed.filter(later)]) {
      if (param.name in fixed) {
        values[param.name] = fixed[param.name]
        continue
      }
      const source = endpoint.discover?.[param.name] ?? discoverByName[param.name]
      if (source) {
        const found = await fromSource(source, param.name, values)
        if ('skipped' in found) return found
        values[param.name] = found.value
      } else if (param.example !== undefined) values[param.name] = param.example
      // A file part gets a small text file (check-backend.txt).
      else if (param.type === 'file') values[param.name] = 'check-backend.txt'
      else return { skipped: `${param.name}: a value someone has to choose (no answer gives it, the registry has no sample)` }
    }
    return { values }
  }

  async function check(endpoint: Endpoint): Promise<void> {
    const filled = await fill(endpoint)
    if ('skipped' in filled) print({ kind: 'skipped', key: keyOf(endpoint), note: '', details: [filled.skipped] })
    else await call(endpoint, filled.values)
  }

  return { call, check, print, lines }
}

// --- Signing in as src/services/blade-auth.ts does -------------------------------------------

/** The captcha's picture saved beside the other temporary files, and the code read off it by the person running the check. */
async function captchaTyped(image: string): Promise<string> {
  const [, type = 'png', data = image] = /^data:image\/(\w+)[^,]*,(.*)$/s.exec(image) ?? []
  const file = join(tmpdir(), `check-backend-captcha-${Date.now()}.${type}`)
  writeFileSync(file, Buffer.from(data, 'base64'))
  const lines = createInterface({ input: process.stdin, output: process.stdout })
  try {
    return (await lines.question(`Captcha (its picture: ${file}): `)).trim()
  } finally {
    lines.close()
  }
}

async function signIn(options: Options, client: ReturnType<typeof createClient>, checker: ReturnType<typeof createChecker>, secret: string) {
  const captchaEndpoint = endpointByKey.get('GET /api/blade-auth/oauth/captcha')!
  const captcha = await checker.call(captchaEndpoint, {})
  const given = captcha.kind === 'ok' ? (v.parse(captchaSchema, captcha.output) as v.InferOutput<typeof captchaSchema>) : null
  let imgCode = options.captcha ?? given?.code ?? null
  if (given && !imgCode) {
    if (!process.stdin.isTTY || !given.image) {
      throw new UsageError('the back end asks for a captcha and does not say its code: pass --captcha CODE (a back end whose code changes each time needs a terminal to type it in)')
    }
    imgCode = await captchaTyped(given.image)
  }
  const tokenEndpoint = endpointByKey.get('POST /api/blade-auth/oauth/token')!
  const form = {
    tenantId: options.tenant,
    username: options.user,
    password: secret,
    grant_type: 'password',
    scope: 'all',
    type: 'account',
    web: 'web',
    ...(given && imgCode ? { imgCode, imgCodeKey: given.key } : {}),
  }
  const answer = await client.send(tokenEndpoint, form, { 'User-Type': 'web' })
  const refused = v.safeParse(tokenErrorSchema, answer.body)
  if (answer.status !== 200 && refused.success) throw new UsageError(`sign-in refused: ${refused.output.error_description}`)
  const outcome = judge(tokenEndpoint, answer)
  checker.print({ kind: outcome.kind, key: keyOf(tokenEndpoint), note: '', details: outcome.details })
  const accessToken = (answer.body as { access_token?: unknown } | null)?.access_token
  if (typeof accessToken !== 'string' || !accessToken) throw new UsageError(`sign-in gave no access token (HTTP ${answer.status}): ${shown(answer.body)}`)
  client.signedInWith(accessToken)
}

async function main(): Promise<number> {
  let options: Options
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`check-backend: ${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const client = createClient(options)
  const checker = createChecker(options, client)
  try {
    console.log(`Checking ${options.url} as ${options.user} of tenant ${options.tenant}${options.actions ? ', calls that change state included' : ''}`)
    await signIn(options, client, checker, await password())
    const done = new Set<EndpointKey>(['GET /api/blade-auth/oauth/captcha', 'POST /api/blade-auth/oauth/token', 'GET /user/logout'])
    for (const endpoint of endpoints) {
      if (done.has(keyOf(endpoint)) || (!endpoint.readOnly && !options.actions)) continue
      await checker.check(endpoint)
    }
    // Signing out last, when asked to change state at all.
    if (options.actions) await checker.check(endpointByKey.get('GET /user/logout')!)
  } catch (error) {
    if (error instanceof UsageError || error instanceof Unreachable) {
      console.error(`check-backend: ${error.message}`)
      return 2
    }
    throw error
  }

  const count = (kind: Kind) => checker.lines.filter((line) => line.kind === kind).length
  const notMade = options.actions ? 0 : endpoints.filter((endpoint) => !endpoint.readOnly && keyOf(endpoint) !== 'POST /api/blade-auth/oauth/token').length
  const checked = new Set(checker.lines.map((line) => line.key)).size
  console.log(
    `\n${checker.lines.length} calls to ${checked} endpoints: ${count('ok')} ok, ${count('404')} 404, ${count('mismatch')} mismatch, ${count('refused')} refused, ${count('skipped')} skipped` +
      (notMade ? `; ${notMade} endpoints that change state not called (--actions calls them)` : ''),
  )
  return count('mismatch') ? 1 : 0
}

process.exitCode = await main()
