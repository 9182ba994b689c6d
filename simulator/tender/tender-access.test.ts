import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../fixtures/random'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW } from './tender-test-support'
import { call } from '../test-support'

// The project, package and invitation look-ups are derived from whole tables once and reused
// (tender-access.ts): these tests hold them to the tables as they change.

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const notices = (token: string, body: Record<string, unknown> = {}) => call(bp('entry/querySupplierAllProject'), { method: 'POST', token, json: { curr: 1, size: 100, ...body } })

describe('project look-ups follow the tables', () => {
  it('a changed project shows its new name in the list and in the detail', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'signUpOpen')
    expect((await call(bp('project/queryById'), { token, query: { id: project.id } })).body.data.projectName).toBe(project.projectName)

    simulator.db.project.update({ where: { id: { equals: project.id } }, data: { projectName: '更名后的项目' } })
    expect((await call(bp('project/queryById'), { token, query: { id: project.id } })).body.data.projectName).toBe('更名后的项目')
    const listed = (await notices(token, { projectName: '更名后的项目' })).body.data.records
    expect(listed.map((p: { id: string }) => p.id)).toEqual([project.id])
  })

  it('a new project and package appear; a deleted one is gone', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'signUpOpen')
    simulator.db.project.create({ ...project, id: '9000000000000000001', projectCode: 'NEW-001', projectName: '新增项目', publishTime: formatDateTime(TEST_NOW - 60_000) })
    simulator.db.package.create({ ...scenarioProject(simulator, 'signUpOpen').packages[0]!, id: '9000000000000000002', projectId: '9000000000000000001', packageName: '新增标段' })
    const first = (await notices(token)).body.data.records[0]
    expect(first).toMatchObject({ id: '9000000000000000001', projectName: '新增项目' })
    const detail = (await call(bp('project/queryById'), { token, query: { id: '9000000000000000001' } })).body.data
    expect(detail.packages.map((p: { packageName: string }) => p.packageName)).toEqual(['新增标段'])

    simulator.db.project.delete({ where: { id: { equals: '9000000000000000001' } } })
    expect((await call(bp('project/queryById'), { token, query: { id: '9000000000000000001' } })).body.data).toBeNull()
    expect((await notices(token)).body.data.records.map((p: { id: string }) => p.id)).not.toContain('9000000000000000001')
  })

  it('an invitation written after a refusal opens the invited tender', async () => {
    const { token, supplierId } = await session('supplier')
    const { project } = scenarioProject(simulator, 'invitedOthers')
    expect((await call(bp('project/queryById'), { token, query: { id: project.id } })).body.msg).toBe('该项目为邀请招标，您未受邀参加')
    expect((await notices(token)).body.data.records.map((p: { id: string }) => p.id)).not.toContain(project.id)

    simulator.db.invitation.create({ id: '9000000000000000003', tenantId: project.tenantId, projectId: project.id, supplierId, inviteTime: project.publishTime })
    expect((await call(bp('project/queryById'), { token, query: { id: project.id } })).body.data.id).toBe(project.id)
    expect((await notices(token)).body.data.records.map((p: { id: string }) => p.id)).toContain(project.id)
  })
})
