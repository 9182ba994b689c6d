/**
 * docs/api/openapi.json is the registry's document as `npm run openapi` writes it, and it
 * describes each call as a back end may answer it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { endpoints, keyOf } from './endpoints'
import { designedCallsTable, openApiDocument, openApiText, withDesignedCalls } from './openapi'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
const document = openApiDocument({ version })
type Json = Record<string, unknown>
const schemas = document.components.schemas as Record<string, Json>
const operation = (method: string, path: string) => (document.paths[path] as Record<string, Json>)[method.toLowerCase()]!
const component = (ref: unknown) => schemas[String((ref as Json).$ref).replace('#/components/schemas/', '')]!
const dataOf = (method: string, path: string) => {
  const schema = ((operation(method, path).responses as Json)['200'] as { content: Record<string, { schema: Json }> }).content['application/json']!.schema
  return ((schema.allOf as Json[])[1]!.properties as Json).data as Json
}

describe('docs/api', () => {
  it('openapi.json is what the registry generates now', () => {
    const current = readFileSync(join(root, 'docs/api/openapi.json'), 'utf8')
    // Compared whole but reported short: the document is too long for a readable diff.
    expect(current === openApiText({ version }), 'docs/api/openapi.json is stale: run npm run openapi').toBe(true)
  })

  it("README.md's table of designed calls is what the registry generates now", () => {
    const readme = readFileSync(join(root, 'docs/api/README.md'), 'utf8')
    const table = designedCallsTable(readdirSync(join(root, 'docs/decisions')))
    expect(withDesignedCalls(readme, table) === readme, 'docs/api/README.md is stale: run npm run openapi').toBe(true)
  })

  it('has every registered call with its method, origin and whether it changes state', () => {
    for (const endpoint of endpoints) {
      const described = operation(endpoint.method, endpoint.path)
      expect(described, keyOf(endpoint)).toBeDefined()
      expect(described['x-origin']).toBe(endpoint.origin === 'spec' ? 'spec' : `decision ${endpoint.origin.decision}`)
      expect(described['x-read-only']).toBe(endpoint.readOnly)
    }
    expect(document.openapi).toBe('3.1.0')
    expect(document['x-endpoint-count'].total).toBe(endpoints.length)
  })

  it('refers only to components it has', () => {
    const dangling: string[] = []
    JSON.stringify(document, (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/') && !(value.slice(21) in schemas)) dangling.push(value)
      return value
    })
    expect(dangling).toEqual([])
  })

  it('describes a tolerant scalar by the forms it accepts, and a page row by row', () => {
    const page = component(dataOf('POST', '/api/bid-project/entry/querySupplierAllProject'))
    const records = (page.properties as Record<string, Json>).records!
    const list = (records.anyOf as Json[]).find((member) => member.type === 'array')!
    const project = component(list.items)
    const fields = project.properties as Record<string, Json>
    expect(component(fields.status)).toEqual({ anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^-?\\d+$' }] })
    expect(component(fields.openTime).anyOf).toContainEqual({ type: 'integer', description: 'epoch milliseconds' })
    // Text for people may be left out: the default says what it reads as.
    expect(fields.statusName).toMatchObject({ default: '' })
    expect(project.required).toContain('openTime')
    expect(project.required).not.toContain('statusName')
    // A page's counts may come as digits, or not at all.
    expect(component((page.properties as Record<string, Json>).total).anyOf).toContainEqual({ type: 'null' })
  })

  it('wraps answers in the envelope, except the token endpoint, which answers bare', () => {
    expect(schemas.Envelope).toMatchObject({ type: 'object', required: ['code'] })
    expect(Object.keys(schemas.Envelope!.properties as Json)).toEqual(expect.arrayContaining(['code', 'success', 'data', 'msg']))
    const token = operation('POST', '/api/blade-auth/oauth/token')
    const answer = ((token.responses as Json)['200'] as { content: Record<string, { schema: Json }> }).content['application/json']!.schema
    expect(component(answer).required).toContain('access_token')
    expect(token.requestBody).toMatchObject({ content: { 'application/x-www-form-urlencoded': { schema: { required: expect.arrayContaining(['tenantId', 'grant_type']) } } } })
  })

  it('describes each shape the user info may come in', () => {
    const userInfo = component(dataOf('GET', '/user/getUserInfo').allOf ? (dataOf('GET', '/user/getUserInfo').allOf as Json[])[0] : dataOf('GET', '/user/getUserInfo'))
    const shapes = userInfo.anyOf as Json[]
    expect(shapes).toHaveLength(4)
    expect(shapes.map((shape) => Object.keys(shape.properties as Json))).toEqual(
      expect.arrayContaining([expect.arrayContaining(['userId']), expect.arrayContaining(['userInfo']), expect.arrayContaining(['user']), expect.arrayContaining(['id', 'account'])]),
    )
  })

  it('says what each call sends: query parameters, a JSON body or a multipart upload', () => {
    const details = operation('GET', '/api/bid-project/project/queryById')
    expect(details.parameters).toContainEqual({ name: 'id', in: 'query', required: true, schema: { type: 'string', description: 'the project id' } })
    const upload = operation('POST', '/api/bid-project/entry/uploadBidFile')
    expect(upload.requestBody).toMatchObject({ content: { 'multipart/form-data': { schema: { required: ['proId', 'pacId', 'supId', 'file'] } } } })
    expect(upload['x-read-only']).toBe(false)
  })
})
