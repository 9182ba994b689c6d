/**
 * Every API handler's answers, success and failure, validated against the app's response
 * contracts in src/services/schemas: the simulator and the client share one definition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { messagePageSchema, messageSchema, supplierSchema } from '@/services/schemas/bid-crm'
import { captchaSchema, tokenErrorSchema, tokenResponseSchema } from '@/services/schemas/blade-auth'
import { buttonTreeSchema, dictionarySchema, menuTreeSchema, tenantInfoSchema, topMenuSchema } from '@/services/schemas/blade-system'
import { envelopeSchema } from '@/services/schemas/envelope'
import { userInfoSchema } from '@/services/schemas/user'
import { createApiHandlers } from './handlers'
import { createSimulatorServer } from './node'
import { call, signedIn, signIn, type CallResult } from './test-support'

const { server, simulator } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

type Schema = v.GenericSchema

/** The success envelope with its data validated by the app's schema. */
const enveloped = (data: Schema) => v.object({ code: v.literal(200), success: v.literal(true), data, msg: v.string() })
/** An error envelope: `{ code, success: false, data: null, msg }` and nothing else. */
const errorEnvelope = (code: number) =>
  v.strictObject({ code: v.literal(code), success: v.literal(false), data: v.null(), msg: v.pipe(v.string(), v.minLength(1)) })
/** Non-empty list of the app's item schema. */
const nonEmpty = (list: Schema) => v.pipe(list, v.check((value) => Array.isArray(value) && value.length > 0, 'empty list'))

interface Context {
  token: string
  refreshToken: string
  supplierId: string
  messageId: string
}

interface Case {
  handler: string
  name: string
  status: number
  schema: Schema
  send: (context: Context) => Promise<CallResult>
}

const tenantId = '100001'
const cases: Case[] = [
  { handler: 'POST */api/blade-auth/oauth/token', name: 'password grant', status: 200, schema: tokenResponseSchema, send: () => signIn('supplier') },
  { handler: 'POST */api/blade-auth/oauth/token', name: 'refresh grant', status: 200, schema: tokenResponseSchema, send: ({ refreshToken }) => call('/api/blade-auth/oauth/token', { method: 'POST', form: { grant_type: 'refresh_token', refresh_token: refreshToken } }) },
  { handler: 'POST */api/blade-auth/oauth/token', name: 'bad password', status: 400, schema: tokenErrorSchema, send: () => signIn('supplier', { password: 'x' }) },
  { handler: 'GET */api/blade-auth/oauth/captcha', name: 'captcha', status: 200, schema: enveloped(captchaSchema), send: () => call('/api/blade-auth/oauth/captcha') },
  { handler: 'GET */user/getUserInfo', name: 'user info', status: 200, schema: enveloped(userInfoSchema), send: ({ token }) => call('/api/blade-user/user/getUserInfo', { token }) },
  { handler: 'GET */user/getUserInfo', name: 'no token', status: 401, schema: errorEnvelope(401), send: () => call('/user/getUserInfo') },
  { handler: 'GET */user/logout', name: 'logout (GET)', status: 200, schema: enveloped(v.null()), send: async () => call('/user/logout', { token: (await signedIn('pending')).access_token }) },
  { handler: 'POST */user/logout', name: 'logout (POST)', status: 200, schema: enveloped(v.null()), send: async () => call('/user/logout', { method: 'POST', token: (await signedIn('pending')).access_token }) },
  { handler: 'GET */api/blade-system/menu/buttons', name: 'buttons', status: 200, schema: enveloped(buttonTreeSchema), send: ({ token }) => call('/api/blade-system/menu/buttons', { token }) },
  { handler: 'GET */api/blade-system/menu/top-menu', name: 'top menu', status: 200, schema: enveloped(topMenuSchema), send: ({ token }) => call('/api/blade-system/menu/top-menu', { token }) },
  { handler: 'GET */api/blade-system/menu/routes', name: 'routes', status: 200, schema: enveloped(menuTreeSchema), send: ({ token }) => call('/api/blade-system/menu/routes', { token }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfoByDns', name: 'known host', status: 200, schema: enveloped(tenantInfoSchema), send: () => call('/api/blade-system/tenant/tenantInfoByDns', { query: { dns: 'huadong.localhost' } }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfoByDns', name: 'unknown host', status: 200, schema: enveloped(v.null()), send: () => call('/api/blade-system/tenant/tenantInfoByDns', { query: { dns: 'x.test' } }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfoByDns', name: 'no dns', status: 400, schema: errorEnvelope(400), send: () => call('/api/blade-system/tenant/tenantInfoByDns') },
  { handler: 'GET */api/blade-system/tenant/detailInfo', name: 'detail', status: 200, schema: enveloped(tenantInfoSchema), send: ({ token }) => call('/api/blade-system/tenant/detailInfo', { token, query: { tenantId } }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfo', name: 'tenant info', status: 200, schema: enveloped(tenantInfoSchema), send: ({ token }) => call('/api/blade-system/tenant/tenantInfo', { token, query: { tenantId } }) },
  { handler: 'GET */api/blade-system/tenant/tenantInfoNoAuth', name: 'tenant info, no auth', status: 200, schema: enveloped(tenantInfoSchema), send: () => call('/api/blade-system/tenant/tenantInfoNoAuth', { query: { tenantId } }) },
  { handler: 'GET */api/blade-system/dict/dictionary', name: 'dictionary', status: 200, schema: enveloped(nonEmpty(dictionarySchema)), send: () => call('/api/blade-system/dict/dictionary', { query: { code: 'bulletin_type' } }) },
  { handler: 'GET */api/bid-crm/supplier/queryById', name: 'own supplier', status: 200, schema: enveloped(supplierSchema), send: ({ token, supplierId }) => call('/api/bid-crm/supplier/queryById', { token, query: { id: supplierId } }) },
  { handler: 'GET */api/bid-crm/supplier/queryById', name: 'other tenant', status: 400, schema: errorEnvelope(400), send: ({ token }) => call('/api/bid-crm/supplier/queryById', { token, query: { id: simulator.db.supplier.findFirst({ where: { tenantId: { equals: '100002' } } })!.id } }) },
  { handler: 'POST */api/bid-crm/sup/msg/queryList', name: 'message page', status: 200, schema: enveloped(messagePageSchema), send: ({ token, supplierId }) => call('/api/bid-crm/sup/msg/queryList', { method: 'POST', token, json: { curr: 1, size: 10, supplierId } }) },
  { handler: 'GET */api/bid-crm/sup/msg/queryById', name: 'message', status: 200, schema: enveloped(messageSchema), send: ({ token, supplierId, messageId }) => call('/api/bid-crm/sup/msg/queryById', { token, query: { id: messageId, supplierId } }) },
  { handler: 'GET */api/bid-crm/sup/msg/checkAllMsg', name: 'read all', status: 200, schema: enveloped(v.null()), send: ({ token, supplierId }) => call('/api/bid-crm/sup/msg/checkAllMsg', { token, query: { supplierId, type: 1 } }) },
]

describe('response contracts', () => {
  let context: Context

  beforeAll(async () => {
    const refreshable = await signedIn('xn_supplier', '100002')
    const { access_token: token } = await signedIn('supplier')
    const { body } = await call('/user/getUserInfo', { token })
    const supplierId = body.data.supplierId as string
    const messageId = simulator.db.message.findFirst({ where: { supplierId: { equals: supplierId } } })!.id
    context = { token, refreshToken: refreshable.refresh_token, supplierId, messageId }
  })

  it.each(cases.map((entry) => [entry.handler, entry.name, entry] as const))('%s (%s)', async (_handler, _name, entry) => {
    const { status, body } = await entry.send(context)
    expect(status).toBe(entry.status)
    const result = v.safeParse(entry.schema, body)
    expect((result.issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }))).toEqual([])
    if (entry.schema !== tokenResponseSchema && entry.schema !== tokenErrorSchema) {
      expect(v.safeParse(envelopeSchema, body).success).toBe(true)
    }
    // Errors carry the same status in the body (envelope code or error_code).
    if (status !== 200) expect((body as { code?: number; error_code?: number }).code ?? (body as { error_code?: number }).error_code).toBe(status)
  })

  it('covers every API handler', () => {
    const handlers = createApiHandlers(simulator).map((handler) => (handler.info as { header: string }).header)
    expect(new Set(cases.map((entry) => entry.handler))).toEqual(new Set(handlers))
  })
})
