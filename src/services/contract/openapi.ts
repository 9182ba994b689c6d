import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import * as bidCa from '../schemas/bid-ca'
import * as bidCredit from '../schemas/bid-credit'
import * as bidCrm from '../schemas/bid-crm'
import * as bidDms from '../schemas/bid-dms'
import * as bidEs from '../schemas/bid-es'
import * as bidOrder from '../schemas/bid-order'
import * as bidProject from '../schemas/bid-project'
import * as bidResearchAnswer from '../schemas/bid-research-answer'
import * as bidSpecimen from '../schemas/bid-specimen'
import * as bidWechat from '../schemas/bid-wechat'
import * as bladeAuth from '../schemas/blade-auth'
import * as bladeDesk from '../schemas/blade-desk'
import * as bladeLog from '../schemas/blade-log'
import * as bladeResource from '../schemas/blade-resource'
import * as bladeSystem from '../schemas/blade-system'
import * as bladeSystemPublic from '../schemas/blade-system-public'
import { envelopeSchema } from '../schemas/envelope'
import * as publicNotice from '../schemas/public-notice'
import * as user from '../schemas/user'
import * as userAccount from '../schemas/user-account'
import * as values from '../schemas/values'
import { endpoints, keyOf, type Area, type Endpoint, type Param, type Reading } from './endpoints'

/*
 * The OpenAPI 3.1 document of the registry (docs/api/openapi.json; `npm run openapi` writes it,
 * openapi.test.ts keeps it current). Contracts are converted with @valibot/to-json-schema in input
 * mode: the document says what a back end may send, not what the portal makes of it. The tolerant
 * scalars of values.ts (a Long as a number or digits, a date-time in any form BladeX writes) carry
 * their accepted forms as metadata, and are described by them.
 */

/** The schema modules whose exported contracts name the document's components. */
const schemaModules: Record<string, Record<string, unknown>> = {
  'bid-ca': bidCa,
  'bid-credit': bidCredit,
  'bid-crm': bidCrm,
  'bid-dms': bidDms,
  'bid-es': bidEs,
  'bid-order': bidOrder,
  'bid-project': bidProject,
  'bid-research-answer': bidResearchAnswer,
  'bid-specimen': bidSpecimen,
  'bid-wechat': bidWechat,
  'blade-auth': bladeAuth,
  'blade-desk': bladeDesk,
  'blade-log': bladeLog,
  'blade-resource': bladeResource,
  'blade-system': bladeSystem,
  'blade-system-public': bladeSystemPublic,
  'public-notice': publicNotice,
  user,
  'user-account': userAccount,
}

type Json = Record<string, unknown>
type AnySchema = v.GenericSchema & { readonly pipe?: readonly PipeItem[] }
type PipeItem = { readonly kind: string; readonly type: string; readonly metadata?: { readonly jsonSchema?: Json }; readonly pipe?: readonly PipeItem[] }

const isSchema = (value: unknown): value is AnySchema => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema'
const flatten = (pipe: readonly PipeItem[]): PipeItem[] => pipe.flatMap((item) => (item.pipe ? flatten(item.pipe) : [item]))
const COMPONENTS = '#/components/schemas/'
const INLINE = '__inline_'

/** `projectPageSchema` → `ProjectPage`. */
const componentName = (exportName: string) => exportName.replace(/Schema$/, '').replace(/^./, (first) => first.toUpperCase())

/** The exported schemas by object, first name first (modules and exports in a fixed order). */
function exportedNames(): Map<AnySchema, string> {
  const names = new Map<AnySchema, string>([[envelopeSchema as AnySchema, 'Envelope']])
  for (const path of Object.keys(schemaModules).sort()) {
    const module = schemaModules[path]!
    for (const name of Object.keys(module).sort()) {
      const value = module[name]
      if (/Schema$/.test(name) && isSchema(value) && !names.has(value)) names.set(value, componentName(name))
    }
  }
  return names
}

/** Accepted forms are alternatives: `anyOf`, so a value two forms take (digits are text too) is still taken. */
const alternatives = (forms: Json): Json => {
  const { oneOf, ...rest } = forms
  return oneOf ? { anyOf: oneOf, ...rest } : forms
}

/** The forms a scalar of values.ts accepts, found in its metadata. */
function formsOf(schema: unknown): Json | undefined {
  if (!isSchema(schema)) return undefined
  const wrapped = (schema as unknown as { wrapped?: unknown }).wrapped
  if (wrapped) return formsOf(wrapped)
  return [...flatten(schema.pipe ?? [])].reverse().find((item) => item.kind === 'metadata' && item.metadata?.jsonSchema)?.metadata?.jsonSchema
}

/** The scalars of values.ts as components, by their forms: `long()` → `Long`, `dateTimeOrNull()` → `DateTimeOrNull`. */
function scalarComponents(taken: ReadonlySet<string>): Map<string, { name: string; json: Json }> {
  const scalars = new Map<string, { name: string; json: Json }>()
  for (const name of Object.keys(values).sort()) {
    const factory = (values as Record<string, unknown>)[name]
    if (typeof factory !== 'function' || factory.length > 1) continue
    let forms: Json | undefined
    try {
      forms = formsOf((factory as (fallback?: unknown) => unknown)(null))
    } catch {
      continue
    }
    const key = forms && JSON.stringify(forms)
    if (!key || scalars.has(key)) continue
    const component = componentName(name)
    scalars.set(key, { name: taken.has(component) ? `${component}Value` : component, json: alternatives(forms!) })
  }
  return scalars
}

/**
 * The conversion: named contracts become components, everything else is inlined. A pipe the
 * converter cannot see into in input mode (it stops at the first transformation, and values.ts
 * starts every scalar with a `v.custom` that lets the scalar judge any value) is described by
 * the forms its metadata names, or, for a container that first normalises what is absent
 * (`listOf`, `recordOrNull`), by the schema after that step, null allowed.
 */
class Converter {
  readonly definitions: Record<string, AnySchema> = {}
  /** The JSON Schema to put in place of a pipe's leading `v.custom`. */
  private readonly heads = new Map<AnySchema, Json>()
  /** Answers that pick each shape of a `v.lazy` that chooses by keys. */
  private readonly shapes = new Map<AnySchema, readonly unknown[]>()
  private readonly visited = new Set<unknown>()
  private inlined = 0

  private readonly scalars: Map<string, { name: string; json: Json }>

  constructor(private readonly names: Map<AnySchema, string>) {
    this.scalars = scalarComponents(new Set(names.values()))
  }

  /** A name for the document: the export's, or a placeholder inlined at the end. */
  define(schema: AnySchema): string {
    const named = this.names.get(schema)
    const existing = Object.entries(this.definitions).find(([, defined]) => defined === schema)?.[0]
    if (existing) return existing
    const name = named ?? `${INLINE}${(this.inlined += 1)}`
    this.definitions[name] = schema
    this.visit(schema)
    return name
  }

  ref(schema: AnySchema): Json {
    return { $ref: `${COMPONENTS}${this.define(schema)}` }
  }

  withShapes(schema: AnySchema, shapes: readonly unknown[]) {
    this.shapes.set(schema, shapes)
    for (const shape of shapes) this.visit((schema as unknown as { getter: (input: unknown) => AnySchema }).getter(shape))
  }

  /** Finds the pipes to describe in a contract and everything it contains. */
  private visit(schema: AnySchema): void {
    if (this.visited.has(schema)) return
    this.visited.add(schema)
    if (this.names.has(schema)) this.define(schema)
    // A lazy one refers to itself: it needs a name of its own, never inlined.
    else if (schema.type === 'lazy') {
      this.names.set(schema, `Recursive${this.names.size}`)
      this.define(schema)
    }
    if (schema.pipe) {
      const flat = flatten(schema.pipe)
      const head = flat[0] as unknown as AnySchema
      if (head.type === 'custom') {
        if (!this.heads.has(head)) this.heads.set(head, this.describePipe(flat))
      } else this.visit(head)
      for (const item of flat.slice(1)) if (isSchema(item)) this.visit(item)
      return
    }
    const parts = schema as unknown as { entries?: Record<string, AnySchema>; item?: AnySchema; wrapped?: AnySchema; options?: AnySchema[]; items?: AnySchema[] }
    for (const child of [...Object.values(parts.entries ?? {}), parts.item, parts.wrapped, ...(parts.options ?? []), ...(parts.items ?? [])]) {
      if (isSchema(child)) this.visit(child)
    }
  }

  private describePipe(flat: readonly PipeItem[]): Json {
    const forms = [...flat].reverse().find((item) => item.kind === 'metadata' && item.metadata?.jsonSchema)?.metadata?.jsonSchema
    // A scalar wrapped in a step that reads absent first (flagOr): what the scalar reads, or null.
    const absentFirst = flat.slice(1).some((item) => item.kind === 'schema' && item.type === 'custom')
    if (forms) {
      const scalar = this.scalars.get(JSON.stringify(forms))
      const described = scalar ? { $ref: `${COMPONENTS}${scalar.name}` } : alternatives(forms)
      return absentFirst ? { anyOf: [described, { type: 'null' }] } : described
    }
    const index = flat.findIndex((item, at) => at > 0 && item.kind === 'schema')
    if (index === -1) return {}
    const next = this.ref(flat[index] as unknown as AnySchema)
    const normalised = flat.slice(1, index).some((item) => item.kind === 'transformation')
    return normalised ? { anyOf: [next, { type: 'null' }], description: 'null, left out, "" or {} read as none' } : next
  }

  private readonly config = (): ConversionConfig => ({
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `${COMPONENTS}${referenceId}`,
    overrideSchema: ({ valibotSchema, getterMap }) => {
      const schema = valibotSchema as AnySchema
      const head = this.heads.get(schema)
      if (head) return head
      if (schema.type === 'custom') return {}
      if (schema.type !== 'lazy') return undefined
      const shapes = this.shapes.get(schema)
      const getter = (schema as unknown as { getter: (input: unknown) => AnySchema }).getter
      if (shapes) return { anyOf: shapes.map((shape) => this.ref(getter(shape))) }
      return this.lazily(schema, getterMap.get(getter) as AnySchema)
    },
  })

  /**
   * A lazy contract (a menu tree) builds its schema afresh at each conversion, so its pipes were
   * never visited: the first schema it builds is visited and converted, and that stands for it.
   */
  private readonly lazies = new Map<AnySchema, JsonSchema | undefined>()
  private lazily(schema: AnySchema, built: AnySchema): JsonSchema | undefined {
    if (this.lazies.has(schema)) return this.lazies.get(schema)
    this.lazies.set(schema, undefined)
    this.visit(built)
    const { $defs: _defs, $schema: _schema, ...converted } = toJsonSchema(built, { ...this.config(), definitions: this.definitions })
    this.lazies.set(schema, converted)
    return converted
  }

  /** Every definition converted, placeholders inlined, unused ones dropped. */
  convert(roots: readonly Json[]): { components: Record<string, Json>; inline: (json: Json) => Json } {
    // Converting may find pipes and lazies that define more: go again until nothing new appears.
    let converted: Record<string, Json> = {}
    for (let count = -1; count !== Object.keys(this.definitions).length; ) {
      count = Object.keys(this.definitions).length
      converted = toJsonSchemaDefs(this.definitions, this.config()) as Record<string, Json>
    }
    const all: Record<string, Json> = { ...converted, ...Object.fromEntries([...this.scalars.values()].map(({ name, json }) => [name, json])) }
    const inline = (json: Json): Json => replaceRefs(json, (name) => (name.startsWith(INLINE) ? inline(all[name]!) : undefined))
    const components: Record<string, Json> = {}
    const keep = (json: unknown): void => {
      for (const name of referencedNames(json)) {
        if (name in components || name.startsWith(INLINE) || !(name in all)) continue
        components[name] = inline(all[name]!)
        keep(components[name])
      }
    }
    keep(roots.map(inline))
    return { components: Object.fromEntries(Object.keys(components).sort().map((name) => [name, components[name]!])), inline }
  }
}

/** The JSON with each `$ref` to a component replaced where `replacement` gives one (its other keys, a default, kept). */
function replaceRefs(json: Json, replacement: (name: string) => Json | undefined): Json {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (typeof node !== 'object' || node === null) return node
    const { $ref, ...rest } = node as Json
    const name = typeof $ref === 'string' && $ref.startsWith(COMPONENTS) ? $ref.slice(COMPONENTS.length) : undefined
    const walked = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, walk(value)]))
    const replaced = name === undefined ? undefined : replacement(name)
    if (replaced) return { ...replaced, ...walked }
    return $ref === undefined ? walked : { $ref, ...walked }
  }
  return walk(json) as Json
}

/** `anyOf` inside `anyOf` (a nullable record read as absent-or-null) as one list, without repeats. */
function flattened<T>(json: T): T {
  if (Array.isArray(json)) return json.map(flattened) as T
  if (typeof json !== 'object' || json === null) return json
  const node = Object.fromEntries(Object.entries(json).map(([key, value]) => [key, flattened(value)])) as Json
  if (Array.isArray(node.anyOf)) {
    const members = (node.anyOf as Json[]).flatMap((member) => (Object.keys(member).length === 1 && Array.isArray(member.anyOf) ? (member.anyOf as Json[]) : [member]))
    node.anyOf = members.filter((member, index) => members.findIndex((other) => JSON.stringify(other) === JSON.stringify(member)) === index)
  }
  return node as T
}

function referencedNames(json: unknown): string[] {
  const names: string[] = []
  JSON.stringify(json, (key, value: unknown) => {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENTS)) names.push(value.slice(COMPONENTS.length))
    return value
  })
  return names
}

// --- The document -----------------------------------------------------------------------------

const PARAM_TYPES: Record<Param['type'], Json> = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  array: { type: 'array' },
  object: { type: 'object' },
  file: { type: 'string', contentMediaType: 'application/octet-stream' },
}

const paramSchema = (param: Param): Json => ({
  ...PARAM_TYPES[param.type],
  ...(param.description ? { description: param.description } : {}),
  ...(param.example !== undefined ? { examples: [param.example] } : {}),
})

const MEDIA: Record<'body' | 'form' | 'multipart', string> = {
  body: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
}

/** `POST /api/bid-project/entry/saveEntry` → `postBidProjectEntrySaveEntry`. */
const operationId = (endpoint: Endpoint) =>
  endpoint.method.toLowerCase() +
  endpoint.path
    .replace(/^\/api\//, '/')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')

export const originText = (endpoint: Pick<Endpoint, 'origin'>) => (endpoint.origin === 'spec' ? 'spec' : `decision ${endpoint.origin.decision}`)

/** Where the rows of a page (`records`) or a list are, in a converted answer. */
function putRows(json: Json, rows: Json, components: Record<string, Json>): void {
  const ref = typeof json.$ref === 'string' ? json.$ref.slice(COMPONENTS.length) : undefined
  if (ref && components[ref]) return putRows(components[ref], rows, components)
  const records = (json.properties as Record<string, Json> | undefined)?.records
  const list = records ?? json
  const array = list.type === 'array' ? list : ((list.anyOf ?? list.oneOf) as Json[] | undefined)?.find((member) => member.type === 'array')
  if (!array) throw new Error(`rows given for an answer that is neither a page nor a list: ${JSON.stringify(json).slice(0, 600)}`)
  array.items = rows
}

export type OpenApiOptions = { version: string }

export function openApiDocument({ version }: OpenApiOptions) {
  const converter = new Converter(exportedNames())
  const readings = (endpoint: Endpoint): Reading[] => [endpoint.response, ...(endpoint.alsoReadAs ?? [])]
  for (const endpoint of endpoints) if (endpoint.shapes) converter.withShapes(endpoint.response.schema as AnySchema, endpoint.shapes)
  const data = new Map<Reading, Json>()
  const rowsOf = new Map<Reading, Json>()
  const bodies = new Map<Endpoint, Json>()
  for (const endpoint of endpoints) {
    for (const reading of readings(endpoint)) {
      data.set(reading, converter.ref(reading.schema as AnySchema))
      if (reading.rows) rowsOf.set(reading, converter.ref(reading.rows as AnySchema))
    }
    if (endpoint.body) bodies.set(endpoint, converter.ref(endpoint.body as AnySchema))
    if (endpoint.failure) bodies.set(endpoint, converter.ref(endpoint.failure as AnySchema))
  }
  const envelope = converter.ref(envelopeSchema as AnySchema)
  const roots = [...data.values(), ...rowsOf.values(), ...bodies.values(), envelope]
  const { components, inline } = converter.convert(roots)
  // Inline answers are copies: give each its rows before they are placed.
  const placed = new Map<Reading, Json>()
  for (const [reading, json] of data) {
    const answer = inline(json)
    const rows = rowsOf.get(reading)
    if (rows) putRows(answer, inline(rows), components)
    placed.set(reading, answer)
  }

  const dataOf = (endpoint: Endpoint): Json => {
    const all = readings(endpoint).map((reading) => placed.get(reading)!)
    return all.length === 1 ? all[0]! : { allOf: all, description: 'read with each of these contracts in different screens: it must fit all of them' }
  }
  const enveloped = (json: Json): Json => ({ allOf: [{ $ref: `${COMPONENTS}Envelope` }, { type: 'object', properties: { data: json } }] })

  const paths: Record<string, Record<string, Json>> = {}
  for (const endpoint of endpoints) {
    const inQuery = endpoint.params.filter((param) => param.in === 'query')
    const inBody = endpoint.params.filter((param) => param.in !== 'query')
    const where = (inBody[0]?.in ?? 'body') as 'body' | 'form' | 'multipart'
    const body = endpoint.body
      ? { required: true, content: { [MEDIA.body]: { schema: inline(bodies.get(endpoint)!) } } }
      : inBody.length
        ? {
            required: true,
            content: {
              [MEDIA[where]]: {
                schema: {
                  type: 'object',
                  properties: Object.fromEntries(inBody.map((param) => [param.name, paramSchema(param)])),
                  required: inBody.filter((param) => param.required).map((param) => param.name),
                },
              },
            },
          }
        : undefined
    const answer = dataOf(endpoint)
    const content =
      endpoint.answer === 'bare' ? answer : endpoint.answer === 'bare or enveloped' ? { oneOf: [answer, enveloped(answer)] } : enveloped(answer)
    const operation: Json = {
      operationId: operationId(endpoint),
      summary: endpoint.summary,
      tags: [endpoint.area],
      'x-origin': originText(endpoint),
      'x-read-only': endpoint.readOnly,
      ...(endpoint.base === 'user' ? { servers: [{ url: '{userBase}', variables: { userBase: { default: '', description: "config.json's userBase (Saber's `{base}/user/...`)" } } }] } : {}),
      security:
        endpoint.auth === 'user' ? [{ client: [], user: [] }] : endpoint.auth === 'none' ? [{ client: [] }] : [{ client: [], user: [] }, { client: [] }],
      parameters: [
        { $ref: '#/components/parameters/TenantId' },
        { $ref: '#/components/parameters/ClientType' },
        { $ref: '#/components/parameters/Timestamp' },
        ...inQuery.map((param) => ({ name: param.name, in: 'query', required: param.required, schema: paramSchema(param) })),
      ],
      ...(body ? { requestBody: body } : {}),
      responses: {
        '200': {
          description: endpoint.answer === 'bare' ? 'The answer itself (no envelope).' : 'The envelope; `data` as the portal reads it.',
          content: { 'application/json': { schema: content } },
        },
        ...(endpoint.failure
          ? { '400': { description: 'Refused.', content: { 'application/json': { schema: inline(bodies.get(endpoint)!) } } } }
          : { default: { description: 'A refusal: the envelope with a code other than 200 and `msg`.', content: { 'application/json': { schema: { $ref: `${COMPONENTS}Envelope` } } } } }),
      },
    }
    ;(paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation
  }

  const areas = [...new Set(endpoints.map((endpoint) => endpoint.area))] as Area[]
  return flattened({
    openapi: '3.1.0',
    info: {
      title: 'Supplier tendering portal: the calls to its BladeX back end',
      version,
      description:
        'Every call the portal makes, generated from src/services/contract/endpoints.ts (npm run openapi). Answers are described as a back end may send them: ' +
        'each value in every form the portal reads (a Long as a number or digits, a date-time as BladeX writes it, null, left out or empty where absence is allowed). ' +
        "`x-origin` is `spec` for a call the specification names, or the decision in docs/decisions/ that designed it; `x-read-only` tells lookups from calls that change state.",
    },
    servers: [{ url: '{apiBase}', variables: { apiBase: { default: 'https://api.example.com', description: "config.json's apiBase" } } }],
    tags: areas.map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      parameters: {
        TenantId: { name: 'Tenant-Id', in: 'header', required: false, description: 'The tenant (000000: the platform itself).', schema: { type: 'string' } },
        ClientType: { name: 'Client-Type', in: 'header', required: true, schema: { const: 'web_eroll' } },
        Timestamp: { name: '_t', in: 'query', required: true, description: 'Epoch ms, on every URL.', schema: { type: 'integer' } },
      },
      securitySchemes: {
        client: { type: 'http', scheme: 'basic', description: 'The client credential: base64(clientId:clientSecret), saber:saber_secret by default.' },
        user: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: '`bearer <access_token>` from the token endpoint.' },
      },
    },
    'x-endpoint-count': { total: endpoints.length, spec: endpoints.filter((endpoint) => endpoint.origin === 'spec').length },
  })
}

/** docs/api/openapi.json as `npm run openapi` writes it. */
export const openApiText = (options: OpenApiOptions) => `${JSON.stringify(openApiDocument(options), null, 2)}\n`

/**
 * The designed calls (those the specification does not name), by area, each with its decision:
 * a link when `decisionFiles` (docs/decisions' file names) has it. For docs/api/README.md.
 */
export function designedCallsTable(decisionFiles: readonly string[]): string {
  const designed = endpoints.filter((endpoint) => endpoint.origin !== 'spec')
  const lines = ['| area | call | decision |', '|---|---|---|']
  for (const area of new Set(designed.map((endpoint) => endpoint.area))) {
    designed
      .filter((endpoint) => endpoint.area === area)
      .forEach((endpoint, index) => {
        const { decision } = endpoint.origin as { decision: string }
        const file = decisionFiles.find((name) => name.startsWith(`${decision}-`))
        lines.push(`| ${index === 0 ? area : ''} | \`${keyOf(endpoint)}\` | ${file ? `[${decision}](../decisions/${file})` : decision} |`)
      })
  }
  return lines.join('\n')
}

const TABLE_START = '<!-- designed calls: npm run openapi writes this table -->'
const TABLE_END = '<!-- end of designed calls -->'

/** The README with the table of designed calls put between its markers. */
export function withDesignedCalls(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start === -1 || end < start) throw new Error(`docs/api/README.md needs the lines ${TABLE_START} and ${TABLE_END}`)
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`
}
