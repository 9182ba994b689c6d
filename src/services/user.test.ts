// @vitest-environment jsdom
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSimulatorServer } from '../../simulator/node'
import { defaultConfig } from './config'
import { ApiError } from './error-catalogue'
import { userInfoSchema, type UserInfo } from './schemas/user'
import { getUserInfo } from './user'
import { signedInHttp } from '../../tests/unit/signed-in-http'

/** A BladeX `blade_user` row as UserVO serialises it (ids through ToStringSerializer). */
const bladeUser = {
  id: '1123598821738675201',
  code: 'S-0001',
  tenantId: '000000',
  account: 'supplier',
  name: '供应商',
  realName: '张三',
  avatar: '',
  email: 'a@example.test',
  phone: '13800000000',
  birthday: null,
  sex: 1,
  roleId: '1123598816738675202,1123598816738675203',
  deptId: '1123598813738675201',
  postId: '',
  roleName: '供应商,投标人',
  deptName: '供应商部',
  postName: null,
  sexName: '男',
  createUser: '1123598821738675201',
  createDept: '1123598813738675201',
  createTime: '2025-06-02 09:00:00',
  updateUser: null,
  updateTime: null,
  status: 1,
  isDeleted: 0,
}

const parse = (data: unknown) => v.safeParse(userInfoSchema, data)
const accepted = (data: unknown): UserInfo => {
  const result = parse(data)
  if (!result.success) throw new Error(v.summarize(result.issues))
  return result.output
}
const rejection = (data: unknown) => {
  const result = parse(data)
  expect(result.success, 'expected the answer to be refused').toBe(false)
  return result.success ? '' : v.summarize(result.issues)
}

describe('user info: the shapes a BladeX / Saber back end sends, normalised', () => {
  it('the portal’s own shape passes as it is', () => {
    const own: UserInfo = { userId: 'u1', account: 'supplier', realName: '张三', avatar: null, tenantId: '000000', roles: ['supplier'], supplierId: 's1', companyName: '某某公司' }
    expect(accepted(own)).toEqual(own)
  })

  it('BladeX’s user entity: id becomes userId, roles come from roleName, no supplier named', () => {
    expect(accepted(bladeUser)).toEqual({
      userId: '1123598821738675201',
      account: 'supplier',
      realName: '张三',
      avatar: null,
      tenantId: '000000',
      roles: ['供应商', '投标人'],
      supplierId: null,
      companyName: null,
    })
  })

  it('the entity with roles beside it and the same fields again under userInfo (what one back end answered)', () => {
    const { id, account, realName, tenantId } = bladeUser
    const answer = { id, account, realName, tenantId, roles: ['supplier'], userInfo: { ...bladeUser, supplierId: '1987' } }
    expect(accepted(answer)).toMatchObject({ userId: id, account, realName, tenantId, roles: ['supplier'], supplierId: '1987' })
  })

  it('Saber’s { userInfo, roles, permission }, with numbers where strings are expected', () => {
    const answer = {
      userInfo: { ...bladeUser, id: 42, tenantId: 100001, supplierId: 7, realName: null },
      roles: ['supplier'],
      permission: ['sys_crud_btn_add'],
    }
    expect(accepted(answer)).toEqual({
      userId: '42',
      account: 'supplier',
      realName: '供应商',
      avatar: null,
      tenantId: '100001',
      roles: ['supplier'],
      supplierId: '7',
      companyName: null,
    })
  })

  it('Saber’s wrapper with roles as one comma-separated string and the supplier under detail', () => {
    const answer = { userInfo: { ...bladeUser, detail: { supplierId: '1987', companyName: '某某建设有限公司' } }, roles: 'supplier, bidder', permission: [] }
    expect(accepted(answer)).toMatchObject({ roles: ['supplier', 'bidder'], supplierId: '1987', companyName: '某某建设有限公司' })
  })

  it('BladeX’s UserInfo { user, detail, roles, permissions }', () => {
    const answer = { user: bladeUser, detail: { supplierId: '1987' }, roles: ['supplier'], permissions: [], oauthId: null }
    expect(accepted(answer)).toMatchObject({ userId: bladeUser.id, roles: ['supplier'], supplierId: '1987' })
  })

  it('BladeX’s BladeUser { userId, account, userName, tenantId, roleName }', () => {
    const answer = { clientId: 'saber', userId: 1123598821, tenantId: '000000', deptId: '1', userName: '张三', account: 'supplier', roleId: '2', roleName: 'supplier' }
    expect(accepted(answer)).toEqual({ userId: '1123598821', account: 'supplier', realName: '张三', avatar: null, tenantId: '000000', roles: ['supplier'], supplierId: null, companyName: null })
  })

  it('an empty supplier id names no supplier', () => {
    expect(accepted({ ...bladeUser, supplierId: '' }).supplierId).toBeNull()
    expect(accepted({ userInfo: bladeUser, detail: { supplierId: null } }).supplierId).toBeNull()
  })
})

describe('user info: anything else is refused, naming what is wrong', () => {
  it('an entity without an id', () => {
    const { id: _, ...noId } = bladeUser
    expect(rejection(noId)).toMatch(/\bid\b/)
  })

  it('a wrapper whose user lacks its account', () => {
    const { account: _, ...noAccount } = bladeUser
    expect(rejection({ userInfo: noAccount, roles: [] })).toMatch(/userInfo\.account/)
  })

  it('an id past 2^53, which JSON.parse has already rounded into another user', () => {
    const rounded = JSON.parse('1123598821738675201') as number
    expect(rejection({ ...bladeUser, id: rounded })).toMatch(/\bid\b/)
    expect(rejection({ ...bladeUser, supplierId: rounded })).toMatch(/supplierId/)
  })

  it('roles that are neither a list nor a string', () => {
    expect(rejection({ userInfo: bladeUser, roles: { admin: true } })).toMatch(/roles/)
  })

  it('no data, a list, or a string', () => {
    for (const data of [null, undefined, [], [bladeUser], 'supplier']) expect(parse(data).success).toBe(false)
  })
})

describe('user info through the HTTP client', () => {
  const { server, control } = createSimulatorServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => control.reset())
  afterAll(() => server.close())

  const signedIn = () => signedInHttp()
  const answer = (data: unknown) => control.faults.set('GET /user/getUserInfo', { status: 200, body: { code: 200, success: true, data, msg: '操作成功' } })

  it('reads a Saber wrapper into the portal’s user', async () => {
    const http = await signedIn()
    answer({ userInfo: { ...bladeUser, supplierId: '1987' }, roles: ['supplier'], permission: [] })
    await expect(getUserInfo(http, defaultConfig)).resolves.toMatchObject({ userId: bladeUser.id, account: 'supplier', supplierId: '1987' })
  })

  it('turns any other shape into a malformed error that names the field', async () => {
    const http = await signedIn()
    answer({ name: '张三', tenantId: '000000' })
    const error = await getUserInfo(http, defaultConfig).then(
      () => null,
      (e: unknown) => e as ApiError,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'malformed' })
    expect((error!.cause as Error).message).toMatch(/\bid\b/)
    expect(error!.userMessage.message).toBe('服务返回的数据格式有误，请联系管理员')
  })
})
