import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messageSchema, supplierSchema } from '@/services/schemas/bid-crm'
import { catalogListSchema } from '@/services/schemas/bid-dms'
import { bidFileListSchema } from '@/services/schemas/bid-project'
import { orderDetailSchema } from '@/services/schemas/bid-order'
import { articleDetailSchema, articlePageSchema } from '@/services/schemas/blade-desk'
import { tenantInfoSchema } from '@/services/schemas/blade-system'
import { wxQrSchema } from '@/services/schemas/bid-wechat'
import { userInfoSchema } from '@/services/schemas/user'
import { SCENARIO_NAMES } from './console-types'
import { HOSTILE_LINKS, HOSTILE_PICTURES, type HostileLinkEntry } from './hostile-links'
import { bp, createTenderServer, scenarioProject, session } from './tender/tender-test-support'
import { call } from './test-support'
import type { Simulator } from './types'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const HOSTILE = new Set([...HOSTILE_LINKS, ...HOSTILE_PICTURES])

/** A field as the db holds it now: `fileUrls[1]` is a list's item. */
function stored(sim: Simulator, { table, id, field }: HostileLinkEntry): unknown {
  const key = table === 'tenant' ? 'tenantId' : 'id'
  const record = (sim.db as unknown as Record<string, { findFirst(query: unknown): Record<string, unknown> | null }>)[table]!.findFirst({ where: { [key]: { equals: id } } })
  const [, name, index] = /^(\w+)(?:\[(\d+)\])?$/.exec(field)!
  const value = record?.[name!]
  return index === undefined ? value : (value as unknown[])[Number(index)]
}

/** The entries of one table and field (a list's items by the field's name). */
const of = (entries: HostileLinkEntry[], table: string, field: string) => entries.filter((entry) => entry.table === table && entry.field.replace(/\[\d+\]$/, '') === field)

/** The app's contract for an answer's data, with its issues listed (none expected). */
const issues = (schema: v.GenericSchema, data: unknown) => (v.safeParse(schema, data).issues ?? []).map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)

describe('hostile links on demand (security testing)', () => {
  it('sets a hostile value on every address field the approved accounts see, and keeps it', () => {
    const entries = control.seedHostileLinks()
    for (const entry of entries) {
      expect(HOSTILE.has(entry.value), entry.value).toBe(true)
      expect(stored(simulator, entry), `${entry.table} ${entry.id} ${entry.field}`).toBe(entry.value)
    }
    // Every kind of address, for each tenant's approved account.
    for (const [table, field] of [
      ['tenant', 'logoUrl'], ['tenant', 'wechatQr'], ['user', 'avatar'], ['supplier', 'licenceLinks'], ['article', 'fileUrls'], ['catalog', 'link'],
      ['message', 'fileUrls'], ['bidFile', 'link'], ['payment', 'gatewayUrl'], ['invoice', 'fileUrl'], ['feeOrder', 'voucherLink'],
    ] as const) {
      expect(new Set(of(entries, table, field).map(tenantOf)), `${table}.${field}`).toEqual(new Set(['000000', '100001', '100002']))
    }
    // Both the site's downloads (下载工具) and its notices carry hostile files.
    const kinds = new Set(of(entries, 'article', 'fileUrls').map((entry) => simulator.db.article.findFirst({ where: { id: { equals: entry.id } } })!.kind))
    expect([...kinds]).toEqual(expect.arrayContaining(['download', 'notice']))
    // Every hostile value is used somewhere.
    expect(new Set(entries.map((entry) => entry.value))).toEqual(HOSTILE)
    // Persisted: a reload keeps them.
    const snapshot = control.snapshot()
    expect(snapshot.db.tenant.find((tenant) => tenant.tenantId === '000000')!.wechatQr).toBe(HOSTILE_PICTURES[0])
  })

  it('leaves every list that carries them answering, with the records valid by the portal’s contracts', async () => {
    const entries = control.seedHostileLinks()
    const value = (table: string, id: string, field: string) => entries.find((entry) => entry.table === table && entry.id === id && entry.field === field)?.value
    const { token, supplierId } = await session('supplier')
    const user = simulator.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!

    // The site: logo, QR code, the downloads (下载工具) and a notice's attachments.
    const tenant = await call('/api/blade-system/tenant/tenantInfoByDns', { query: { dns: 'localhost' } })
    expect(tenant.status).toBe(200)
    expect(issues(tenantInfoSchema, tenant.body.data)).toEqual([])
    expect(tenant.body.data.logoUrl).toBe(value('tenant', '000000', 'logoUrl'))
    const qr = await call('/api/bid-wechat/mp/getWxQr')
    expect(qr.status).toBe(200)
    expect(qr.body.data).toBe(HOSTILE_PICTURES[0])
    // The portal reads it as no code at all: an SVG written into a data URL is not the image's bytes (decision 054).
    expect(v.parse(wxQrSchema, qr.body.data)).toBeNull()

    const downloads = await call('/api/blade-desk/download/list', { query: { size: 50 } })
    expect(downloads.status).toBe(200)
    expect(issues(articlePageSchema, downloads.body.data)).toEqual([])
    const tools = downloads.body.data.records.flatMap((row: { id: string; attachments: Array<{ fileUrl: string }> }) => row.attachments.map((file, index) => [row.id, index, file.fileUrl]))
    expect(tools.length).toBeGreaterThan(0)
    for (const [id, index, fileUrl] of tools) expect(fileUrl).toBe(value('article', id, `fileUrls[${index}]`))

    const notice = simulator.db.article.findMany({ where: { tenantId: { equals: '000000' }, kind: { equals: 'notice' } } }).find((record) => record.fileNames.length > 0)!
    const detail = await call('/api/blade-desk/notice/detail', { query: { id: notice.id } })
    expect(detail.status).toBe(200)
    expect(issues(articleDetailSchema, detail.body.data)).toEqual([])
    expect(detail.body.data.attachments.map((file: { fileUrl: string }) => file.fileUrl)).toEqual(notice.fileNames.map((_, index) => value('article', notice.id, `fileUrls[${index}]`)))

    // The account: avatar and licence pictures.
    const info = await call('/user/getUserInfo', { token })
    expect(issues(userInfoSchema, info.body.data)).toEqual([])
    expect(info.body.data.avatar).toBe(value('user', user.id, 'avatar'))
    const supplier = await call('/api/bid-crm/supplier/queryById', { token, query: { id: supplierId } })
    expect(issues(supplierSchema, supplier.body.data)).toEqual([])
    expect(supplier.body.data.licenceLinks).toEqual([value('supplier', supplierId, 'licenceLinks[0]')])

    // A tender's documents: each its own hostile address, and a download is still recorded by it.
    const { project } = scenarioProject(simulator, 'documents')
    const catalogs = await call('/api/bid-dms/queryCatalogs', { method: 'POST', token, json: { serviceId: project.id, fileTypes: [10, 20], isAll: 1 } })
    expect(catalogs.status).toBe(200)
    expect(issues(catalogListSchema, catalogs.body.data)).toEqual([])
    expect(catalogs.body.data.length).toBeGreaterThan(0)
    for (const catalog of catalogs.body.data) expect(catalog.fileUrl).toBe(value('catalog', catalog.id, 'link'))
    expect(new Set(catalogs.body.data.map((catalog: { fileUrl: string }) => catalog.fileUrl)).size).toBe(catalogs.body.data.length)
    const first = catalogs.body.data[0]
    const recorded = await call('/api/bid-dms/downrecord/save', { method: 'POST', token, json: { serviceId: project.id, fileType: first.fileType, fileUrl: first.fileUrl } })
    expect(recorded.body).toMatchObject({ code: 200, data: { catalogId: first.id, fileUrl: first.fileUrl } })

    // A message's attachments.
    const message = simulator.db.message.findMany({ where: { supplierId: { equals: supplierId } } }).find((record) => record.fileNames.length > 0)!
    const read = await call('/api/bid-crm/sup/msg/queryById', { token, query: { id: message.id, supplierId } })
    expect(read.status).toBe(200)
    expect(issues(messageSchema, read.body.data)).toEqual([])
    expect(read.body.data.attachList.map((file: { link: string }) => file.link)).toEqual(message.fileNames.map((_, index) => value('message', message.id, `fileUrls[${index}]`)))

    // A bid file's link.
    const bidFile = simulator.db.bidFile.findMany({ where: { supplierId: { equals: supplierId } } }).find((file) => file.type === 1)!
    const files = await call(bp('entry/backBidFile'), { token, query: { projectId: bidFile.projectId, supplierId } })
    expect(files.status).toBe(200)
    expect(issues(bidFileListSchema, files.body.data)).toEqual([])
    expect(files.body.data.find((file: { id: string }) => file.id === bidFile.id).link).toBe(value('bidFile', bidFile.id, 'link'))

    // The payment gateway's address of the payment on its way.
    const payment = of(entries, 'payment', 'gatewayUrl').map((entry) => simulator.db.payment.findFirst({ where: { id: { equals: entry.id } } })!).find((record) => record.supplierId === supplierId)!
    const order = await call('/api/bid-order/selectById', { token, query: { id: payment.orderId } })
    expect(order.status).toBe(200)
    expect(issues(orderDetailSchema, order.body.data)).toEqual([])
    expect(order.body.data.payments.find((row: { payNo: string }) => row.payNo === payment.id).gatewayUrl).toBe(value('payment', payment.id, 'gatewayUrl'))
  })

  it('is a scenario QA loads by name (reset first), which the console’s list leaves out', async () => {
    await control.console.loadScenario('hostileLinks')
    const tenant = simulator.db.tenant.findFirst({ where: { tenantId: { equals: '000000' } } })!
    expect(HOSTILE.has(tenant.logoUrl)).toBe(true)
    expect(tenant.wechatQr).toBe(HOSTILE_PICTURES[0])
    expect((await control.console.scenarios()).map((scenario) => scenario.name)).toEqual([...SCENARIO_NAMES])
    await control.console.loadScenario('seed')
    expect(simulator.db.tenant.findFirst({ where: { tenantId: { equals: '000000' } } })!.wechatQr).toBe('')
  })

  it('is offered over HTTP to tools without the page, on the current state', async () => {
    const { status, body } = await call('/__simulator/hostile-links', { method: 'POST', noClient: true })
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(0)
    for (const entry of body.data as HostileLinkEntry[]) expect(stored(simulator, entry)).toBe(entry.value)
  })
})

/** The tenant a hostile value's record belongs to. */
function tenantOf(entry: HostileLinkEntry): string | undefined {
  if (entry.table === 'tenant') return entry.id
  const record = (simulator.db as unknown as Record<string, { findFirst(query: unknown): { tenantId?: string } | null }>)[entry.table]!.findFirst({ where: { id: { equals: entry.id } } })
  return record?.tenantId
}
