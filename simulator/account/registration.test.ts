import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SMS_PURPOSE } from '@/services/schemas/bid-notice'
import { createTenderServer } from '../tender/tender-test-support'
import { upload } from '../tender/tender-test-support'
import { call, signIn } from '../test-support'
import { isCreditCode } from './registration'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const MOBILE = '13912345678'
const PASSWORD = 'Newpass123'
/** A unified social credit code with a correct check character. */
const CREDIT_CODE = '91330100MA2H3K4L50'

const getCode = (mobile: string, type: string = SMS_PURPOSE.register, tenantId = '000000') =>
  call('/api/bid-notice/sms/send/getCode', { method: 'POST', json: { mobile, type, tenantId } })

const uploadLicence = async (name = '营业执照.png', size = 1024, tenantId = '000000') => {
  const { status, body } = await upload('', { tenantId }, [{ name, size, type: 'image/png' }], {}, '../blade-resource/oss/endpoint/put-file-attach')
  return { status, body, attachId: (body.data?.attachId as string | undefined) ?? '' }
}

async function registration(overrides: Record<string, string> = {}) {
  return {
    tenantId: '000000',
    mobile: MOBILE,
    smsCode: control.sms.last(MOBILE, 'register') ?? '',
    password: PASSWORD,
    name: '杭州新锐建筑科技有限公司',
    creditCode: CREDIT_CODE,
    contactName: '周明',
    contactPhone: '13812345678',
    email: 'zhouming@163.com',
    licenseAttachId: (await uploadLicence()).attachId,
    ...overrides,
  }
}

const register = (body: Record<string, string>) => call('/api/bid-crm/supplier/register', { method: 'POST', json: body })
const refusal = (msg: string) => ({ code: 400, success: false, data: null, msg })

describe('POST /api/bid-notice/sms/send/getCode', () => {
  it('sends a six-digit code no phone receives: the control and console show it', async () => {
    const { status, body } = await getCode(MOBILE)
    expect(status).toBe(200)
    expect(body).toEqual({ code: 200, success: true, data: null, msg: '验证码已发送' })
    const code = control.sms.last(MOBILE)
    expect(code).toMatch(/^\d{6}$/)
    const [entry] = await control.console.smsCodes!()
    expect(entry).toMatchObject({ mobile: MOBILE, code, purpose: 'register', tenantId: '000000', expired: false, used: false })
    expect(entry!.expiresAt - entry!.sentAt).toBe(5 * 60_000)
  })

  it('allows one code a minute per mobile, saying how long to wait', async () => {
    await getCode(MOBILE)
    control.clock.advance(20_000)
    const { status, body } = await getCode(MOBILE)
    expect(status).toBe(400)
    expect(body).toEqual(refusal('获取验证码过于频繁，请40秒后再试'))
    control.clock.advance(40_000)
    expect((await getCode(MOBILE)).status).toBe(200)
  })

  it('stops at ten codes a day for one mobile', async () => {
    for (let sent = 0; sent < 10; sent++) {
      expect((await getCode(MOBILE)).status).toBe(200)
      control.clock.advance(61_000)
    }
    expect((await getCode(MOBILE)).body).toEqual(refusal('该手机号今日获取验证码次数已达上限，请明天再试'))
    control.clock.advance(24 * 3_600_000)
    expect((await getCode(MOBILE)).status).toBe(200)
  })

  it('refuses a registration code for a mobile the tenant knows, and a recovery code for one it does not', async () => {
    const seeded = simulator.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!
    expect((await getCode(seeded.phone)).body).toEqual(refusal('该手机号已注册，请直接登录'))
    expect((await getCode(MOBILE, SMS_PURPOSE.forgetPwd)).body).toEqual(refusal('该手机号未注册'))
    // Another tenant does not know the seeded account's phone.
    expect((await getCode(seeded.phone, SMS_PURPOSE.register, '100001')).status).toBe(200)
  })

  it('refuses a malformed mobile, an unknown purpose and an unknown tenant', async () => {
    expect((await getCode('1391234567')).body).toEqual(refusal('手机号码格式不正确'))
    expect((await getCode('')).body).toEqual(refusal('手机号码不能为空'))
    expect((await getCode(MOBILE, '9')).body).toEqual(refusal('验证码类型有误'))
    expect((await getCode(MOBILE, SMS_PURPOSE.register, '999999')).body).toEqual(refusal('租户不存在'))
    expect(control.sms.sent()).toEqual([])
  })
})

describe('POST /api/bid-notice/sms/checkCode', () => {
  const check = (mobile: string, smsCode: string, type: string = SMS_PURPOSE.forgetPwd) =>
    call('/api/bid-notice/sms/checkCode', { method: 'POST', json: { mobile, type, smsCode, tenantId: '000000' } })
  const seededPhone = () => simulator.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!.phone

  it('says whether the code typed is the one sent for that purpose, without using it up', async () => {
    const mobile = seededPhone()
    expect((await check(mobile, '123456')).body).toEqual(refusal('请先获取短信验证码'))
    await getCode(mobile, SMS_PURPOSE.forgetPwd)
    const right = control.sms.last(mobile, 'forgetPwd')!
    expect((await check(mobile, right === '000000' ? '111111' : '000000')).body).toEqual(refusal('验证码不正确'))
    expect((await check(mobile, right, SMS_PURPOSE.register)).body).toEqual(refusal('请先获取短信验证码'))
    expect((await check(mobile, right)).body).toEqual({ code: 200, success: true, data: null, msg: '验证码正确' })
    // Still good for the request it serves.
    const reset = await call('/api/bid-crm/supplier/forgetPwd', { method: 'POST', json: { tenantId: '000000', mobile, smsCode: right, password: PASSWORD } })
    expect(reset.body).toMatchObject({ msg: '密码已重置' })
    expect((await check(mobile, right)).body).toEqual(refusal('请先获取短信验证码'))
  })

  it('counts wrong answers as the request does, and refuses an expired code', async () => {
    const mobile = seededPhone()
    await getCode(mobile, SMS_PURPOSE.forgetPwd)
    const right = control.sms.last(mobile, 'forgetPwd')!
    const wrong = right === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) await check(mobile, wrong)
    expect((await check(mobile, right)).body).toEqual(refusal('验证码错误次数过多，请重新获取'))
    control.clock.advance(60_000)
    await getCode(mobile, SMS_PURPOSE.forgetPwd)
    control.clock.advance(5 * 60_000)
    expect((await check(mobile, control.sms.last(mobile, 'forgetPwd')!)).body).toEqual(refusal('验证码已过期，请重新获取'))
    expect((await check('1391234', right)).body).toEqual(refusal('手机号码格式不正确'))
  })
})

describe('POST /api/blade-resource/oss/endpoint/put-file-attach', () => {
  it('takes a picture up to 2 MB without sign-in and answers the BladeFile with its attachment id', async () => {
    const { status, body } = await uploadLicence('执照.JPG', 2 * 1024 * 1024)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ originalName: '执照.JPG', domain: expect.any(String), link: expect.stringMatching(/^\/api\/blade-resource\/oss\/simulated\/picture\/badge\?/) })
    expect(simulator.db.attach.findFirst({ where: { id: { equals: String(body.data!.attachId) } } })).toMatchObject({ tenantId: '000000', supplierId: '' })
  })

  it('refuses other types, empty files and pictures over 2 MB with the spec’s words', async () => {
    expect((await uploadLicence('执照.pdf')).body).toEqual(refusal('上传文件只能是 png、jpg、jpeg格式!'))
    expect((await uploadLicence('执照.png', 0)).body).toEqual(refusal('上传的文件为空'))
    expect((await uploadLicence('执照.png', 2 * 1024 * 1024 + 1)).body).toEqual(refusal('上传图片大小不能超过 2MB!'))
  })
})

describe('GET /api/bid-crm/supplier/queryByName', () => {
  const query = (name: string, tenantId = '000000') => call('/api/bid-crm/supplier/queryByName', { query: { name, tenantId } })

  it('answers the tenant’s supplier of that name ({ id, name } only), or null when the name is free', async () => {
    const taken = await query(' 浙江恒信建设工程有限公司 ')
    expect(taken.status).toBe(200)
    expect(taken.body.data).toEqual({ id: expect.any(String), name: '浙江恒信建设工程有限公司' })
    expect((await query('杭州新锐建筑科技有限公司')).body).toEqual({ code: 200, success: true, data: null, msg: '暂无承载数据' })
    // Names are unique per tenant.
    expect((await query('浙江恒信建设工程有限公司', '100001')).body.data).toBeNull()
  })

  it('needs a name', async () => {
    expect((await query('  ')).body).toEqual(refusal('缺少必要的请求参数: name'))
  })
})

describe('POST /api/bid-crm/supplier/register', () => {
  it('creates the supplier under review with an account that signs in with the mobile, and spends the code', async () => {
    await getCode(MOBILE)
    const body = await registration()
    const { status, body: answer } = await register(body)
    expect(status).toBe(200)
    expect(answer).toMatchObject({ code: 200, msg: '注册成功', data: { name: '杭州新锐建筑科技有限公司', account: MOBILE, reviewStatus: '0' } })

    const signedIn = await signIn(MOBILE, { password: PASSWORD })
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.access_token as string
    const info = await call('/user/getUserInfo', { token })
    expect(info.body.data).toMatchObject({ account: MOBILE, realName: '周明', companyName: '杭州新锐建筑科技有限公司' })
    const supplier = await call('/api/bid-crm/supplier/queryById', { token, query: { id: info.body.data.supplierId } })
    expect(supplier.body.data).toMatchObject({ reviewStatus: '0', creditCode: CREDIT_CODE, contactPhone: '13812345678' })
    // The supplier is told its papers arrived; the licence now belongs to it.
    const messages = simulator.db.message.findMany({ where: { supplierId: { equals: info.body.data.supplierId } } })
    expect(messages.map((message) => message.title)).toEqual(['注册资料已提交'])
    expect(simulator.db.attach.findFirst({ where: { id: { equals: body.licenseAttachId } } })!.supplierId).toBe(info.body.data.supplierId)

    expect(control.sms.sent()[0]!.used).toBe(true)
    expect((await register(body)).body).toEqual(refusal('请先获取短信验证码'))
  })

  it('refuses a wrong code, counts it, and after five wrong answers wants a new code', async () => {
    await getCode(MOBILE)
    const right = control.sms.last(MOBILE)!
    const wrong = right === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) expect((await register(await registration({ smsCode: wrong }))).body).toEqual(refusal('验证码不正确'))
    expect((await register(await registration({ smsCode: right }))).body).toEqual(refusal('验证码错误次数过多，请重新获取'))
    expect((await register(await registration({ smsCode: '' }))).body).toEqual(refusal('请输入短信验证码'))
  })

  it('refuses a code after five minutes of simulator time, and one sent for password recovery', async () => {
    await getCode(MOBILE)
    control.clock.advance(5 * 60_000)
    expect((await register(await registration())).body).toEqual(refusal('验证码已过期，请重新获取'))

    const seeded = simulator.db.user.findFirst({ where: { account: { equals: 'pending' } } })!
    await getCode(seeded.phone, SMS_PURPOSE.forgetPwd)
    simulator.db.user.update({ where: { id: { equals: seeded.id } }, data: { phone: '13700000000' } })
    expect((await register(await registration({ mobile: seeded.phone, smsCode: control.sms.last(seeded.phone)! }))).body).toEqual(refusal('请先获取短信验证码'))
  })

  it('refuses a name the tenant already has, keeping the code for the corrected request', async () => {
    await getCode(MOBILE)
    expect((await register(await registration({ name: '浙江恒信建设工程有限公司' }))).body).toEqual(refusal('该企业名称已注册'))
    expect((await register(await registration())).status).toBe(200)
  })

  it('refuses a mobile that became an account since its code was sent', async () => {
    await getCode(MOBILE)
    const seeded = simulator.db.user.findFirst({ where: { account: { equals: 'pending' } } })!
    simulator.db.user.update({ where: { id: { equals: seeded.id } }, data: { phone: MOBILE } })
    expect((await register(await registration())).body).toEqual(refusal('该手机号已注册，请直接登录'))
  })

  it('needs the licence uploaded to the same tenant and not used by another registration', async () => {
    await getCode(MOBILE)
    expect((await register(await registration({ licenseAttachId: '' }))).body).toEqual(refusal('请上传营业执照'))
    const foreign = (await uploadLicence('执照.png', 10, '100001')).attachId
    expect((await register(await registration({ licenseAttachId: foreign }))).body).toEqual(refusal('营业执照文件不存在，请重新上传'))
    const used = await registration()
    expect((await register(used)).status).toBe(200)

    const other = '13512345678'
    await getCode(other)
    const again = { ...(await registration({ mobile: other, name: '宁波另一家公司有限公司' })), smsCode: control.sms.last(other)!, licenseAttachId: used.licenseAttachId }
    expect((await register(again)).body).toEqual(refusal('营业执照文件已被使用，请重新上传'))
  })

  it('checks the fields as the form does: password, credit code, contact, e-mail', async () => {
    await getCode(MOBILE)
    expect((await register(await registration({ password: 'short1' }))).body).toEqual(refusal('密码须为8-20位，且同时包含字母和数字'))
    expect((await register(await registration({ password: 'onlyletters' }))).body).toEqual(refusal('密码须为8-20位，且同时包含字母和数字'))
    expect((await register(await registration({ creditCode: '91330100MA2H3K4L5V' }))).body).toEqual(refusal('统一社会信用代码格式不正确'))
    expect((await register(await registration({ name: ' ' }))).body).toEqual(refusal('企业名称不能为空'))
    expect((await register(await registration({ contactPhone: '02112345678' }))).body).toEqual(refusal('手机号码格式不正确'))
    expect((await register(await registration({ email: 'zhou.ming@163.com' }))).body).toEqual(refusal('电子邮箱格式不正确'))
    // None of them spent the code or counted as a wrong answer.
    expect((await register(await registration())).status).toBe(200)
  })

  it('keeps names unique per tenant only', async () => {
    await getCode(MOBILE, SMS_PURPOSE.register, '100001')
    const body = await registration({ tenantId: '100001', name: '浙江恒信建设工程有限公司', smsCode: control.sms.last(MOBILE)!, licenseAttachId: (await uploadLicence('执照.png', 10, '100001')).attachId })
    expect((await register(body)).status).toBe(200)
    expect((await signIn(MOBILE, { password: PASSWORD, tenantId: '100001' })).status).toBe(200)
    expect((await signIn(MOBILE, { password: PASSWORD })).status).toBe(400)
  })

  it('opens the gated business once the agency approves the new supplier from the console', async () => {
    await getCode(MOBILE)
    await register(await registration())
    const target = (await control.console.targets()).suppliers.find((supplier) => supplier.username === MOBILE)
    expect(target).toMatchObject({ name: '杭州新锐建筑科技有限公司', reviewStatus: '0', tenantId: '000000' })
    await control.console.reviewSupplier(target!.id, 'approve', '')
    const token = (await signIn(MOBILE, { password: PASSWORD })).body.access_token as string
    expect((await call('/api/bid-crm/supplier/queryById', { token, query: { id: target!.id } })).body.data.reviewStatus).toBe('1')
  })
})

describe('POST /api/bid-crm/supplier/forgetPwd', () => {
  const seededPhone = () => simulator.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!.phone
  const forget = (body: Record<string, string>) => call('/api/bid-crm/supplier/forgetPwd', { method: 'POST', json: { tenantId: '000000', ...body } })

  it('gives the account the mobile names a new password: the new one signs in, the old one no longer does', async () => {
    const mobile = seededPhone()
    await getCode(mobile, SMS_PURPOSE.forgetPwd)
    const { status, body } = await forget({ mobile, smsCode: control.sms.last(mobile, 'forgetPwd')!, password: PASSWORD })
    expect(status).toBe(200)
    expect(body).toMatchObject({ msg: '密码已重置', data: { account: 'supplier' } })
    expect((await signIn('supplier', { password: PASSWORD })).status).toBe(200)
    expect((await signIn('supplier')).body).toMatchObject({ error_description: '用户名或密码错误' })
    expect((await forget({ mobile, smsCode: control.sms.last(mobile)!, password: 'Another123' })).body).toEqual(refusal('请先获取短信验证码'))
  })

  it('refuses an unknown mobile, a wrong or stale code, a registration code and a weak password', async () => {
    const mobile = seededPhone()
    expect((await forget({ mobile: MOBILE, smsCode: '123456', password: PASSWORD })).body).toEqual(refusal('该手机号未注册'))
    await getCode(mobile, SMS_PURPOSE.forgetPwd)
    const right = control.sms.last(mobile)!
    expect((await forget({ mobile, smsCode: right === '000000' ? '111111' : '000000', password: PASSWORD })).body).toEqual(refusal('验证码不正确'))
    expect((await forget({ mobile, smsCode: right, password: '12345678' })).body).toEqual(refusal('密码须为8-20位，且同时包含字母和数字'))
    control.clock.advance(5 * 60_000)
    expect((await forget({ mobile, smsCode: right, password: PASSWORD })).body).toEqual(refusal('验证码已过期，请重新获取'))
    expect((await signIn('supplier')).status).toBe(200)
  })
})

describe('isCreditCode', () => {
  it('checks the shape and the check character', () => {
    expect(isCreditCode(CREDIT_CODE)).toBe(true)
    expect(isCreditCode(CREDIT_CODE.toLowerCase())).toBe(true)
    expect(isCreditCode(`${CREDIT_CODE.slice(0, 17)}1`)).toBe(false)
    expect(isCreditCode('91330100MA2H3K4L5')).toBe(false)
  })
})
