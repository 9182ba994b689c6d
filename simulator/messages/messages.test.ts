import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messageDetailSchema, messagePageSchema, type Message } from '@/services/schemas/bid-crm'
import { MESSAGE_TYPES } from '../../fixtures/types'
import { createSimulatorServer } from '../node'
import { publishChangeNotice } from '../other-side'
import { call, signedIn } from '../test-support'

const { server, control, simulator } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

async function session(username: string, tenantId = '000000') {
  const { access_token: token } = await signedIn(username, tenantId)
  const { body } = await call('/user/getUserInfo', { token })
  return { token, supplierId: body.data.supplierId as string }
}

const queryList = (token: string, json: Record<string, string | number | undefined>) => call('/api/bid-crm/sup/msg/queryList', { method: 'POST', token, json })
const queryById = (token: string, query: { id: string; supplierId: string }) => call('/api/bid-crm/sup/msg/queryById', { token, query })

describe('sup/msg/queryList by type (decision 042)', () => {
  it('narrows the list to one type, every type together making the whole list', async () => {
    const { token, supplierId } = await session('supplier')
    const totals: number[] = []
    for (const [type, typeStr] of Object.entries(MESSAGE_TYPES)) {
      const { status, body } = await queryList(token, { curr: 1, size: 200, supplierId, type })
      expect(status).toBe(200)
      const records = body.data.records as Array<Message & { type: string }>
      expect(records.length, `type ${type}`).toBeGreaterThan(0)
      expect(records.every((message) => message.type === type && message.typeStr === typeStr)).toBe(true)
      expect(body.data.total).toBe(records.length)
      totals.push(body.data.total)
    }
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(150)
  })

  it('combines the type with the read state, and takes the code as a number too', async () => {
    const { token, supplierId } = await session('supplier')
    const unreadProject = (await queryList(token, { curr: 1, size: 200, supplierId, type: 3, readStatus: 0 })).body.data
    expect(unreadProject.total).toBeGreaterThan(0)
    expect(unreadProject.records.every((message: Message & { type: string }) => message.type === '3' && message.readStatus === 0)).toBe(true)
    const allProject = (await queryList(token, { curr: 1, size: 200, supplierId, type: '3' })).body.data
    expect(allProject.total).toBeGreaterThan(unreadProject.total)
  })

  it('answers an empty page for a type no message has, and every message for an empty type', async () => {
    const { token, supplierId } = await session('supplier')
    expect((await queryList(token, { curr: 1, size: 10, supplierId, type: '9' })).body.data).toMatchObject({ total: 0, records: [] })
    expect((await queryList(token, { curr: 1, size: 10, supplierId, type: '' })).body.data.total).toBe(150)
  })

  it('answers rows the portal’s list contract reads', async () => {
    const { token, supplierId } = await session('supplier')
    const { body } = await queryList(token, { curr: 1, size: 10, supplierId, type: '4' })
    const page = v.parse(messagePageSchema, body.data)
    expect(page.records.every((message) => message.type === '4')).toBe(true)
  })
})

describe('a message’s project and attachments (decision 042)', () => {
  it('names a project the supplier signed up for, in its title and by id', async () => {
    const { token, supplierId } = await session('supplier')
    const records = (await queryList(token, { curr: 1, size: 200, supplierId, type: '3' })).body.data.records as Array<{ id: string }>
    const signedUp = new Set(simulator.db.entry.findMany({ where: { supplierId: { equals: supplierId }, status: { equals: 1 } } }).map((entry) => entry.projectId))
    expect(signedUp.size).toBeGreaterThan(0)
    const details = await Promise.all(records.map(async ({ id }) => v.parse(messageDetailSchema, (await queryById(token, { id, supplierId })).body.data)))
    const linked = details.filter((message) => message.projectId !== null)
    expect(linked.length).toBe(details.length)
    for (const message of linked) {
      expect(signedUp.has(message.projectId!)).toBe(true)
      const project = simulator.db.project.findFirst({ where: { id: { equals: message.projectId! } } })!
      expect(message.title).toContain(`【${project.projectName}】`)
      expect(message.content).toContain(project.projectName)
    }
  })

  it('serves attachments as BladeX attachments, which the portal reads as files', async () => {
    const { token, supplierId } = await session('supplier')
    const withFiles = simulator.db.message.findMany({ where: { supplierId: { equals: supplierId } } }).find((message) => message.fileNames.length === 2)!
    expect(withFiles).toBeTruthy()
    const { body } = await queryById(token, { id: withFiles.id, supplierId })
    expect(body.data.attachList).toEqual(
      withFiles.fileNames.map((name, index) =>
        expect.objectContaining({ name, originalName: name, attachSize: withFiles.fileSizes[index], link: `/api/blade-resource/oss/simulated/file/${encodeURIComponent(name)}` }),
      ),
    )
    expect(body.data).not.toHaveProperty('fileNames')
    const message = v.parse(messageDetailSchema, body.data)
    expect(message.attachments).toEqual(withFiles.fileNames.map((fileName, index) => ({ fileName, fileUrl: body.data.attachList[index].link, fileSize: withFiles.fileSizes[index] })))
  })

  it('answers no project and no files for a message about neither', async () => {
    const { token, supplierId } = await session('supplier')
    const plain = simulator.db.message.findMany({ where: { supplierId: { equals: supplierId }, type: { equals: '2' } } })[0]!
    const { body } = await queryById(token, { id: plain.id, supplierId })
    expect(body.data).toMatchObject({ projectId: null, attachList: [] })
    expect(v.parse(messageDetailSchema, body.data)).toMatchObject({ projectId: null, attachments: [] })
  })

  it('links the message of a published change notice to its project', async () => {
    const { token, supplierId } = await session('supplier')
    const projectId = simulator.db.entry.findFirst({ where: { supplierId: { equals: supplierId }, status: { equals: 1 } } })!.projectId
    publishChangeNotice(simulator, projectId, '关于开标时间的变更')
    const newest = (await queryList(token, { curr: 1, size: 1, supplierId })).body.data.records[0]
    expect(newest.title).toContain('变更公告已发布')
    expect(v.parse(messageDetailSchema, (await queryById(token, { id: newest.id, supplierId })).body.data).projectId).toBe(projectId)
  })
})

describe('the message contract', () => {
  it('reads the forms a BladeX back end may send: numeric ids, an empty project, files under attachments', () => {
    const base = { id: '1', title: '通知', typeStr: '系统通知', createTime: '2025-06-01 08:00:00', readStatus: 0 }
    expect(v.parse(messageDetailSchema, { ...base, type: 1, projectId: 1735000000000001 })).toMatchObject({ type: '1', projectId: '1735000000000001', attachments: [] })
    expect(v.parse(messageDetailSchema, { ...base, projectId: '', attachList: null })).toMatchObject({ projectId: null, attachments: [] })
    expect(v.parse(messageDetailSchema, { ...base, attachments: [{ fileName: 'a.pdf', fileUrl: '/f/a.pdf', fileSize: 3 }] }).attachments).toEqual([{ fileName: 'a.pdf', fileUrl: '/f/a.pdf', fileSize: 3 }])
    expect(v.safeParse(messageDetailSchema, { ...base, attachList: [{ name: 'no address' }] }).success).toBe(false)
  })
})
