import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TENDER_SCENARIOS } from '../../fixtures/tender-scenarios'
import { INVITATION_STATUS, type Invitation } from '@/services/schemas/bid-project'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW } from './tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const DAY = 24 * 3_600_000
const find = (key: string, tenantId?: string) => scenarioProject(simulator, key, tenantId)
const invitationOf = (key: string, supplierId: string, tenantId?: string) =>
  simulator.db.invitation.findFirst({ where: { projectId: { equals: find(key, tenantId).project.id }, supplierId: { equals: supplierId } } })!
const reply = (token: string, body: Record<string, unknown>) => call(bp('invite/replyInvite'), { method: 'POST', token, json: body })
const invitations = (token: string, body: Record<string, unknown> = {}) =>
  call(bp('invite/querySupplierInvitePage'), { method: 'POST', token, json: { curr: 1, size: 40, ...body } })
const signUp = (token: string, key: string) =>
  call(bp('entry/saveEntry'), { method: 'POST', token, json: { projectId: find(key).project.id, packageId: find(key).packages[0]!.id } })

describe('invite/querySupplierInvitePage (decision 020)', () => {
  it('answers every invitation with its standing and answer deadline', async () => {
    const { token } = await session('supplier')
    const { body } = await invitations(token)
    const rows = body.data.records as Invitation[]
    const standing = Object.fromEntries(rows.map((row) => [row.id, row.replyStatus]))
    expect(standing).toEqual({
      [find('invited').project.id]: INVITATION_STATUS.accepted,
      [find('invitePending').project.id]: INVITATION_STATUS.pending,
      [find('inviteDeclined').project.id]: INVITATION_STATUS.declined,
      [find('inviteExpired').project.id]: INVITATION_STATUS.expired,
    })
    const declined = rows.find((row) => row.id === find('inviteDeclined').project.id)!
    expect(declined).toMatchObject({ replyReason: '本单位近期产能已满，无法按期履约', readStatus: 1 })
    expect(declined.replyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(rows.find((row) => row.id === find('invitePending').project.id)).toMatchObject({ replyDeadline: '2025-06-04 09:00:00', replyTime: null, replyReason: null, readStatus: 0 })
  })

  it('filters by the answer’s standing with replyStatus, leaving status to the project’s phase', async () => {
    const { token } = await session('supplier')
    for (const [key, code] of [['invitePending', 0], ['invited', 1], ['inviteDeclined', 2], ['inviteExpired', 3]] as const) {
      const { body } = await invitations(token, { replyStatus: code })
      expect([key, body.data.records.map((row: Invitation) => row.id)]).toEqual([key, [find(key).project.id]])
    }
    expect((await invitations(token, { replyStatus: '' })).body.data.total).toBe(TENDER_SCENARIOS.filter((s) => s.invite?.account).length)
  })
})

describe('invite/replyInvite (decision 020)', () => {
  it('accepts a pending invitation once; the invited project then takes the sign-up it refused before', async () => {
    const { token, supplierId } = await session('supplier')
    expect(await signUp(token, 'invitePending')).toMatchObject({ status: 400, body: { msg: '请先接受投标邀请，再报名' } })
    const invitation = invitationOf('invitePending', supplierId)
    const accepted = await reply(token, { id: invitation.id, reply: 1 })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data).toMatchObject({ inviteId: invitation.id, id: find('invitePending').project.id, replyStatus: 1, replyTime: '2025-06-02 09:00:00', readStatus: 1, replyReason: null })
    expect((await signUp(token, 'invitePending')).status).toBe(200)
    // Only once, whatever the second answer.
    expect(await reply(token, { id: invitation.id, reply: 1 })).toMatchObject({ status: 400, body: { code: 400, msg: '该邀请已回复，不能重复回复' } })
    expect(await reply(token, { id: invitation.id, reply: 2, reason: '改变主意' })).toMatchObject({ status: 400, body: { msg: '该邀请已回复，不能重复回复' } })
  })

  it('declines only with a reason of at most 200 characters, and then refuses the sign-up', async () => {
    const { token, supplierId } = await session('supplier')
    const { id } = invitationOf('invitePending', supplierId)
    expect(await reply(token, { id, reply: 2 })).toMatchObject({ status: 400, body: { msg: '请填写拒绝原因' } })
    expect(await reply(token, { id, reply: 2, reason: '   ' })).toMatchObject({ status: 400, body: { msg: '请填写拒绝原因' } })
    expect(await reply(token, { id, reply: 2, reason: '因'.repeat(201) })).toMatchObject({ status: 400, body: { msg: '拒绝原因不能超过200个字' } })
    const declined = await reply(token, { id, reply: 2, reason: ' 资质不满足 ' })
    expect(declined.body.data).toMatchObject({ replyStatus: 2, replyReason: '资质不满足' })
    expect(await signUp(token, 'invitePending')).toMatchObject({ status: 400, body: { msg: '您已拒绝该项目的投标邀请，不能报名' } })
  })

  it('closes answers at the deadline on the simulator clock: the invitation expires and the sign-up is refused', async () => {
    const { id, replyDeadline } = invitationOf('invitePending', (await session('supplier')).supplierId)
    control.clock.set(TEST_NOW + 2 * DAY - 1000)
    const { token } = await session('supplier')
    expect((await invitations(token, { replyStatus: 0 })).body.data.total).toBe(1)
    control.clock.advance(1000)
    const late = await session('supplier')
    expect(await reply(late.token, { id, reply: 1 })).toMatchObject({ status: 400, body: { msg: `邀请回复已截止，截止时间：${replyDeadline}` } })
    expect((await invitations(late.token, { replyStatus: 3 })).body.data.records.map((row: Invitation) => row.id)).toContain(find('invitePending').project.id)
    expect(await signUp(late.token, 'invitePending')).toMatchObject({ status: 400, body: { msg: `投标邀请已过期（回复截止时间：${replyDeadline}），不能报名` } })
  })

  it('lets only the invitee answer: another supplier’s, another tenant’s and unknown invitations are refused', async () => {
    const { token, supplierId } = await session('supplier')
    const others = simulator.db.invitation.findMany({ where: { projectId: { equals: find('invitePending').project.id } } }).find((i) => i.supplierId !== supplierId)!
    expect(await reply(token, { id: others.id, reply: 1 })).toMatchObject({ status: 400, body: { msg: '无权回复该邀请' } })
    const huadong = await session('hd_supplier', '100001')
    const foreign = invitationOf('invitePending', huadong.supplierId, '100001')
    expect(await reply(token, { id: foreign.id, reply: 1 })).toMatchObject({ status: 400, body: { msg: '邀请不存在' } })
    expect(await reply(token, { id: '1', reply: 1 })).toMatchObject({ status: 400, body: { msg: '邀请不存在' } })
    expect(await reply(token, { reply: 1 })).toMatchObject({ status: 400, body: { msg: '缺少必要的请求参数: id' } })
    const own = invitationOf('invitePending', supplierId)
    expect(await reply(token, { id: own.id, reply: 3 })).toMatchObject({ status: 400, body: { msg: '回复类型有误' } })
    expect(await reply(token, { id: own.id, reply: 1, supplierId: huadong.supplierId })).toMatchObject({ status: 400, body: { msg: '无权访问该供应商' } })
    // The other tenant's invitee answers its own, by its inviteId.
    expect((await reply(huadong.token, { inviteId: foreign.id, reply: 1 })).body.data).toMatchObject({ replyStatus: 1 })
    expect((await call(bp('invite/replyInvite'), { method: 'POST', json: { id: own.id, reply: 1 } })).status).toBe(401)
  })

  it('refuses an answer from a supplier under review or rejected', async () => {
    for (const [username, msg] of [
      ['pending', '供应商资料审核中，审核通过后方可回复邀请'],
      ['rejected', '供应商资料审核未通过，请修改资料并通过审核后再回复邀请'],
    ] as const) {
      const { token, supplierId } = await session(username)
      const invitation = simulator.db.invitation.create({
        id: `test-${username}`,
        tenantId: '000000',
        projectId: find('invitePending').project.id,
        supplierId,
        inviteTime: '2025-06-01 09:00:00',
        readStatus: 0,
        replyStatus: 0,
        replyDeadline: '2025-06-04 09:00:00',
        replyTime: '',
        replyReason: '',
      })
      expect(await reply(token, { id: invitation.id, reply: 1 })).toMatchObject({ status: 400, body: { msg } })
    }
  })

  it('keeps the seeded answers under the sign-up rule: accepted signs up, declined does not', async () => {
    const { token } = await session('supplier')
    expect((await signUp(token, 'invited')).status).toBe(200)
    expect(await signUp(token, 'inviteDeclined')).toMatchObject({ status: 400, body: { msg: '您已拒绝该项目的投标邀请，不能报名' } })
  })
})
