/**
 * The registry is what the services call: every path a service module sends to (read off its
 * source, prefix constants resolved) is registered with the method and contract the service uses,
 * and every registered call is made somewhere. The discover hints and origins hold together.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { discoverByName, endpointByKey, endpoints, keyOf, type Endpoint, type Method, type Source } from './endpoints'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const SERVICES = join(root, 'src/services')
const schemaModules = import.meta.glob<Record<string, unknown>>(['../schemas/*.ts', '!../schemas/*.test.ts'], { eager: true })

/** One place a service module names a back-end path. */
type ScannedCall = {
  file: string
  /** The literal as written, e.g. `${P}/entry/${path}`. */
  text: string
  /** The path with prefix constants resolved; what could not be resolved is a wildcard. */
  pattern: RegExp
  /** The method, when the literal is the first argument of http.request/upload/send. */
  method: Method | null
  /** The contract argument as written (`v.nullable(projectDetailSchema)`), for request and upload. */
  schema: string | null
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text of a call's arguments from its opening parenthesis, by balanced brackets. */
function argumentsFrom(source: string, open: number): string {
  let depth = 0
  for (let index = open; index < source.length; index += 1) {
    const char = source[index]
    if (char === '(' || char === '{' || char === '[') depth += 1
    else if (char === ')' || char === '}' || char === ']') {
      depth -= 1
      if (depth === 0) return source.slice(open + 1, index)
    }
  }
  throw new Error('unbalanced call')
}

/** Splits an argument list at its top-level commas. */
function topLevelArguments(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (char === '(' || char === '{' || char === '[') depth += 1
    else if (char === ')' || char === '}' || char === ']') depth -= 1
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index).trim())
      start = index + 1
    }
  }
  parts.push(text.slice(start).trim())
  return parts
}

/** Method and contract of the http call whose first argument starts at `at`, if it is one. */
function callAt(source: string, at: number): Pick<ScannedCall, 'method' | 'schema'> {
  const before = /http\.(request|upload|send)\(\s*$/.exec(source.slice(0, at))
  if (!before) return { method: null, schema: null }
  const kind = before[1]
  const args = topLevelArguments(argumentsFrom(source, at - (before[0].length - before[0].indexOf('(')) ))
  const method = kind === 'upload' ? 'POST' : ((/\bmethod:\s*'(GET|POST)'/.exec(args.slice(1).join(','))?.[1] as Method | undefined) ?? 'GET')
  return { method, schema: kind === 'send' ? null : (args[1] ?? null) }
}

/** Every back-end path a service module names. */
function scan(file: string): ScannedCall[] {
  const source = withoutComments(readFileSync(join(SERVICES, file), 'utf8'))
  const constants = new Map<string, string>()
  const declared = new Set<number>()
  for (const match of source.matchAll(/const (\w+) = (['`])((?:\$\{\w+\})?\/[^'`\s]*)\2/g)) {
    constants.set(match[1]!, match[3]!.replace(/\$\{(\w+)\}/g, (whole, name: string) => constants.get(name) ?? whole))
    declared.add(match.index + match[0].indexOf(match[2]!))
  }
  const toPattern = (text: string) => {
    let pattern = ''
    let rest = text
    while (rest) {
      const hole = /\$\{([^}]+)\}/.exec(rest)
      if (!hole) {
        pattern += escapeRegExp(rest)
        break
      }
      pattern += escapeRegExp(rest.slice(0, hole.index))
      const known = constants.get(hole[1]!)
      pattern += known !== undefined ? escapeRegExp(known) : pattern === '' ? '(?:.*)' : '([^/]+)'
      rest = rest.slice(hole.index + hole[0].length)
    }
    return new RegExp(`^${pattern}$`)
  }
  const calls: ScannedCall[] = []
  for (const match of source.matchAll(/(['`])((?:\$\{[\w.]+\})*\/[^'`\s]*)\1/g)) {
    if (declared.has(match.index)) continue
    const text = match[2]!
    // A path has two segments at least: the certificate helper's '/add' is no back-end call.
    const statics = text.replace(/\$\{([^}]+)\}/g, (_, name: string) => constants.get(name) ?? '')
    if (statics.split('/').filter(Boolean).length < 2) continue
    calls.push({ file, text, pattern: toPattern(text), ...callAt(source, match.index) })
  }
  // A path constant used as a value (TOKEN), not only as a prefix inside other literals (P).
  for (const [name, value] of constants) {
    for (const use of source.matchAll(new RegExp(`(?<![\\w{])${name}\\b(?!\\s*=)`, 'g'))) {
      if (source.slice(use.index - 2, use.index) === '${') continue
      calls.push({ file, text: name, pattern: new RegExp(`^${escapeRegExp(value)}$`), ...callAt(source, use.index) })
    }
  }
  return calls
}

// The service modules, and the bid-project service's calls in their feature folders (tender/, opening/, money/).
const serviceFiles = readdirSync(SERVICES, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^(schemas|contract)\//.test(file.replaceAll('\\', '/')),
)
const scanned = serviceFiles.flatMap(scan)
const sourceOf = (file: string) => readFileSync(join(SERVICES, file), 'utf8')

/** The schema objects a service module imports by name. */
function importedSchemas(file: string): Map<string, unknown> {
  const names = new Map<string, unknown>()
  for (const match of sourceOf(file).matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:\.\.?\/)+schemas\/([\w-]+)'/g)) {
    const module = schemaModules[`../schemas/${match[2]}.ts`]!
    for (const name of match[1]!.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) if (name && name in module) names.set(name, module[name])
  }
  return names
}

/** A schema's shape without its functions: two calls of one factory (`long()`) give the same. */
function shapeOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeOf)
  if (typeof schema !== 'object' || schema === null) return typeof schema === 'function' ? 'fn' : schema
  const { kind, type } = schema as { kind?: string; type?: string }
  const parts = schema as Record<string, unknown>
  return { kind, type, ...Object.fromEntries(['pipe', 'entries', 'wrapped', 'item', 'options', 'default'].filter((key) => key in parts).map((key) => [key, shapeOf(parts[key])])) }
}

/**
 * The contract a service writes (`projectPageSchema`, `v.nullable(quoteSchema)`, `long()`,
 * `recordOrNull(acceptanceSchema)`), made again from the schemas and factories it imports.
 */
function contractOf(expression: string, file: string): v.GenericSchema {
  const imported = importedSchemas(file)
  const made = (text: string): unknown => {
    if (/^(null|true|false|-?\d+(\.\d+)?)$/.test(text)) return JSON.parse(text)
    if (/^'[^']*'$/.test(text)) return text.slice(1, -1)
    const call = /^(v\.)?(\w+)\(([\s\S]*)\)$/.exec(text)
    if (call) {
      const factory = call[1] ? (v as unknown as Record<string, unknown>)[call[2]!] : imported.get(call[2]!)
      if (typeof factory === 'function') return (factory as (...args: unknown[]) => unknown)(...(call[3]!.trim() ? topLevelArguments(call[3]!).map(made) : []))
    }
    if (imported.has(text)) return imported.get(text)
    throw new Error(`${file}: a contract written as ${expression} is not one this test can read; teach contractOf to read it`)
  }
  return made(expression) as v.GenericSchema
}

/** Whether the contract written in the service is one the entry reads the answer with: the same object, or the same factory's. */
function readsWith(endpoint: Endpoint, expression: string, file: string): boolean {
  const contract = contractOf(expression, file)
  const readings = [endpoint.response, ...(endpoint.alsoReadAs ?? [])].map((reading) => reading.schema)
  if (readings.includes(contract)) return true
  const shape = JSON.stringify(shapeOf(contract))
  return readings.some((schema) => JSON.stringify(shapeOf(schema)) === shape)
}

/**
 * Whether a scanned call is this entry's: its path fits, and a segment the service fills in
 * (`${kind}`, `${path}`) is one the module names as a literal ('notice', 'uploadBidFile').
 */
function callsEntry(call: ScannedCall, endpoint: Endpoint): boolean {
  const match = call.pattern.exec(endpoint.path)
  return !!match && match.slice(1).every((segment) => sourceOf(call.file).includes(`'${segment}'`))
}

describe('the endpoint registry', () => {
  it('finds the calls it checks: well over a hundred paths across the service modules', () => {
    expect(scanned.length).toBeGreaterThan(140)
    expect(new Set(scanned.map((call) => call.file)).size).toBeGreaterThan(15)
  })

  it('registers every path a service module calls, with the method and contract the service uses', () => {
    const problems: string[] = []
    for (const call of scanned) {
      const matching = endpoints.filter((endpoint) => callsEntry(call, endpoint))
      if (!matching.length) {
        problems.push(`${call.file}: ${call.text} is called but not registered in src/services/contract/endpoints.ts`)
        continue
      }
      const sameMethod = call.method ? matching.filter((endpoint) => endpoint.method === call.method) : matching
      if (!sameMethod.length) {
        problems.push(`${call.file}: ${call.text} is called with ${call.method}, registered as ${matching.map(keyOf).join(', ')}`)
        continue
      }
      if (call.schema && !sameMethod.every((endpoint) => readsWith(endpoint, call.schema!, call.file))) {
        problems.push(`${call.file}: ${call.text} is read with ${call.schema}, which its registry entry does not list`)
      }
    }
    expect(problems).toEqual([])
  })

  it('registers no call that nothing makes', () => {
    const called = (endpoint: Endpoint) => scanned.some((call) => (!call.method || call.method === endpoint.method) && callsEntry(call, endpoint))
    expect(endpoints.filter((endpoint) => !called(endpoint)).map(keyOf)).toEqual([])
  })

  it('leaves calling the back end to src/services: the app makes no call of its own', () => {
    const files = readdirSync(join(root, 'src/app'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    const direct = files.filter((file) => /\bhttp\.(request|upload|send)\(/.test(readFileSync(join(root, 'src/app', file), 'utf8')))
    expect(direct).toEqual([])
  })

  it('keys each call once by method and path', () => {
    expect(endpointByKey.size).toBe(endpoints.length)
  })

  it('marks state changes: every upload and every save, submit, pay, sign, delete and read-marking call changes state', () => {
    const changing = /\/(save\w*|submit\w*|register|forgetPwd|change\w+|update\w+|upload\w*|put-file-attach|pay\w+|delete\w*|bindCa|appeal|checkAllMsg|replyInvite|confirm|start|checkedSign|foreFileSure|supBeginDecrypt|entryDecrypt|qualifyEntry|tenderQuote|setManage|getCode|logout|token|supplierAnswer)$/
    for (const endpoint of endpoints) {
      if (changing.test(endpoint.path) || endpoint.params.some((param) => param.in === 'multipart')) expect(endpoint.readOnly, keyOf(endpoint)).toBe(false)
    }
    // Reading a message marks it read.
    expect(endpointByKey.get('GET /api/bid-crm/sup/msg/queryById')?.readOnly).toBe(false)
    expect(endpoints.filter((endpoint) => endpoint.readOnly).length).toBeGreaterThan(90)
  })

  it('says how a check fills every required parameter of a read-only call, from calls that exist and read only', () => {
    const problems: string[] = []
    const visiting = new Set<string>()
    const isSource = (value: unknown): value is Source => typeof value === 'object' && value !== null && ('from' in value || 'session' in value || 'never' in value)
    const follow = (endpoint: Endpoint, name: string, source: Source): void => {
      const key = keyOf(endpoint)
      if (!('from' in source)) return
      const from = endpointByKey.get(source.from)
      if (!from) {
        problems.push(`${key}: ${name} comes from ${source.from}, which is not registered`)
        return
      }
      if (!from.readOnly) problems.push(`${key}: ${name} comes from ${source.from}, which changes state`)
      for (const [param, given] of Object.entries(source.with ?? {})) {
        if (!from.params.some((sent) => sent.name === param)) problems.push(`${key}: ${source.from} does not take ${param}`)
        if (isSource(given)) follow(endpoint, param, given)
        else if (typeof given === 'object' && given !== null && !endpoint.params.some((sent) => sent.name === given.param)) problems.push(`${key}: no parameter ${given.param} to pass on`)
      }
      resolvable(from)
    }
    const resolvable = (endpoint: Endpoint): void => {
      const key = keyOf(endpoint)
      if (visiting.has(key)) throw new Error(`discover hints go round in a circle through ${key}`)
      visiting.add(key)
      for (const [name, source] of Object.entries(endpoint.discover ?? {})) {
        if (!endpoint.params.some((param) => param.name === name)) problems.push(`${key}: discovers ${name}, which it does not send`)
        follow(endpoint, name, source)
      }
      visiting.delete(key)
    }
    for (const endpoint of endpoints) {
      resolvable(endpoint)
      if (!endpoint.readOnly) continue
      for (const param of endpoint.params.filter((sent) => sent.required)) {
        const source: Source | undefined = endpoint.discover?.[param.name] ?? discoverByName[param.name]
        if (!source && param.example === undefined) problems.push(`${keyOf(endpoint)}: nothing says how to fill ${param.name}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('names the decision that designed each call the specification does not name', () => {
    const decisions = readdirSync(join(root, 'docs/decisions'))
    const problems: string[] = []
    for (const endpoint of endpoints) {
      if (endpoint.origin === 'spec') continue
      const { decision } = endpoint.origin
      const last = endpoint.path.split('/').pop()!
      const file = decisions.find((name) => name.startsWith(`${decision}-`))
      if (!file) problems.push(`${keyOf(endpoint)}: no docs/decisions/${decision}-*.md`)
      else if (!readFileSync(join(root, 'docs/decisions', file), 'utf8').includes(last)) problems.push(`${keyOf(endpoint)}: ${file} never names ${last}`)
    }
    expect(problems).toEqual([])
  })
})
