import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTenderServer, session, upload } from '../tender/tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const CRM = '/api/bid-crm'
const refusal = (msg: string) => ({ code: 400, success: false, data: null, msg })

const uploadPicture = async (name = '营业执照.png', size = 1024, tenantId = '000000') => {
  const { body } = await upload('', { tenantId }, [{ name, size, type: 'image/png' }], {}, '../blade-resource/oss/endpoint/put-file-attach')
  return String(body.data?.attachId ?? '')
}

const supplierRecord = (id: string) => simulator.db.supplier.findFirst({ where: { id: { equals: id } } })!

/** The supplier's certification as it stands, with `overrides`: what the form sends. */
function certification(supplierId: string, overrides: Record<string, string> = {}) {
  const s = supplierRecord(supplierId)
  return {
    supplierId,
    name: s.name,
    creditCode: s.creditCode,
    companyType: s.companyType,
    legalPerson: s.legalPerson,
    registeredCapital: s.registeredCapital,
    establishDate: s.establishDate,
    address: s.address,
    businessScope: s.businessScope,
    licenceAttachIds: s.licenceIds.join(','),
    ...overrides,
  }
}

function companyData(supplierId: string, overrides: Record<string, string> = {}) {
  const s = supplierRecord(supplierId)
  return { supplierId, contactName: s.contactName, contactPhone: s.contactPhone, email: s.email, telephone: s.telephone, website: s.website, officeAddress: s.officeAddress, introduction: s.introduction, ...overrides }
}

const submit = (token: string, body: unknown) => call(`${CRM}/supplier/submitAudit`, { method: 'POST', token, json: body })
const update = (token: string, body: unknown) => call(`${CRM}/supplier/updateSup`, { method: 'POST', token, json: body })
const appeal = (token: string, body: unknown) => call(`${CRM}/sup/appeal/appeal`, { method: 'POST', token, json: body })
const history = (token: string, supplierId: string, curr = 1, size = 10) => call(`${CRM}/supplier/querySupModifyRecord`, { token, query: { supplierId, curr, size } })

describe('the seeded certification', () => {
  it('gives every supplier its licence facts and pictures, and each account its history', async () => {
    const { token, supplierId } = await session('rejected')
    const { body } = await call(`${CRM}/supplier/queryById`, { token, query: { id: supplierId } })
    expect(body.data).toMatchObject({ reviewStatus: '2', auditRemark: '营业执照副本模糊，请重新上传', appealStatus: '' })
    expect(body.data.companyType).not.toBe('')
    expect(body.data.establishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(body.data.licenceIds).toHaveLength(1)
    const rows = (await history(token, supplierId)).body.data.records
    expect(rows.map((row: { recordTypeStr: string }) => row.recordTypeStr)).toEqual(['审核驳回', '提交认证'])
    expect(rows[0]).toMatchObject({ remark: '营业执照副本模糊，请重新上传', operator: '平台审核员' })
  })
})

describe('POST /api/bid-crm/supplier/submitAudit', () => {
  it('puts a rejected supplier under review with its new facts and pictures, and keeps the change', async () => {
    const { token, supplierId } = await session('rejected')
    const picture = await uploadPicture('新执照.jpg')
    const { status, body } = await submit(token, certification(supplierId, { legalPerson: '钱进', registeredCapital: '800.50', licenceAttachIds: picture }))
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ reviewStatus: '0', auditRemark: null, legalPerson: '钱进', registeredCapital: '800.5', licenceIds: [picture], licenceNames: ['新执照.jpg'] })
    expect(simulator.db.attach.findFirst({ where: { id: { equals: picture } } })!.supplierId).toBe(supplierId)
    const [latest] = (await history(token, supplierId)).body.data.records
    expect(latest).toMatchObject({ recordType: '2', recordTypeStr: '提交认证', operator: '赵磊' })
    expect(latest.content).toContain('法定代表人：')
    expect(latest.content).toContain('→ 钱进')
    expect(latest.content).toContain('营业执照图片：1张 → 1张')
    const message = simulator.db.message.findMany({ where: { supplierId: { equals: supplierId } } }).find((m) => m.title === '企业认证资料已提交')
    expect(message?.readStatus).toBe(0)
  })

  it('refuses a second submission while the first is under review', async () => {
    const { token, supplierId } = await session('pending')
    expect((await submit(token, certification(supplierId))).body).toEqual(refusal('企业认证资料正在审核中，请勿重复提交'))
  })

  it('checks each fact as the form states it, and needs a licence picture', async () => {
    const { token, supplierId } = await session('rejected')
    expect((await submit(token, certification(supplierId, { legalPerson: ' ' }))).body).toEqual(refusal('法定代表人不能为空'))
    expect((await submit(token, certification(supplierId, { creditCode: '91330100MA2H3K4L51' }))).body).toEqual(refusal('统一社会信用代码格式不正确'))
    expect((await submit(token, certification(supplierId, { registeredCapital: '-5' }))).body).toEqual(refusal('注册资本须为大于0的数字（万元，最多两位小数）'))
    expect((await submit(token, certification(supplierId, { establishDate: '2099-01-01' }))).body).toEqual(refusal('成立日期不能晚于今天'))
    expect((await submit(token, certification(supplierId, { establishDate: '2020/01/01' }))).body).toEqual(refusal('成立日期格式不正确，应为yyyy-MM-dd'))
    expect((await submit(token, certification(supplierId, { name: '浙江恒信建设工程有限公司' }))).body).toEqual(refusal('该企业名称已注册'))
    expect((await submit(token, certification(supplierId, { licenceAttachIds: '' }))).body).toEqual(refusal('请上传营业执照'))
    expect((await submit(token, certification(supplierId, { licenceAttachIds: '1' }))).body).toEqual(refusal('营业执照文件不存在，请重新上传'))
    expect(supplierRecord(supplierId).reviewStatus).toBe('2')
  })

  it('takes only the caller’s own supplier, and never a picture another supplier uses', async () => {
    const own = await session('rejected')
    const other = await session('supplier')
    expect((await submit(own.token, certification(other.supplierId))).body).toEqual(refusal('无权访问该供应商'))
    const picture = await uploadPicture()
    expect((await submit(other.token, certification(other.supplierId, { licenceAttachIds: picture }))).status).toBe(200)
    expect((await submit(own.token, certification(own.supplierId, { licenceAttachIds: picture }))).body).toEqual(refusal('营业执照文件不存在，请重新上传'))
    expect((await submit('', certification(own.supplierId))).status).toBe(401)
  })
})

describe('POST /api/bid-crm/supplier/updateSup', () => {
  it('saves the contact facts at once, without review, and records what changed', async () => {
    const { token, supplierId } = await session('supplier')
    const { status, body } = await update(token, companyData(supplierId, { telephone: '0571-88886666', website: 'https://hengxin.example.com', officeAddress: '杭州市西湖区文三路90号' }))
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ reviewStatus: '1', telephone: '0571-88886666', website: 'https://hengxin.example.com' })
    const [latest] = (await history(token, supplierId)).body.data.records
    expect(latest).toMatchObject({ recordType: '1', recordTypeStr: '资料修改' })
    expect(latest.content).toContain('办公地址：')
  })

  it('refuses a licence fact with another value: those change through certification only', async () => {
    const { token, supplierId } = await session('supplier')
    expect((await update(token, { ...companyData(supplierId), name: '改个名字有限公司' })).body).toEqual(refusal('企业名称须通过企业认证修改，审核通过后生效'))
    // The same value, as a form sending the whole record does, passes.
    expect((await update(token, { ...companyData(supplierId), name: supplierRecord(supplierId).name })).status).toBe(200)
  })

  it('checks mobile, e-mail, telephone and address as spec 000 §5 does', async () => {
    const { token, supplierId } = await session('supplier')
    expect((await update(token, companyData(supplierId, { contactPhone: '021-5555666' }))).body).toEqual(refusal('手机号码格式不正确'))
    expect((await update(token, companyData(supplierId, { email: 'a@b' }))).body).toEqual(refusal('电子邮箱格式不正确'))
    expect((await update(token, companyData(supplierId, { telephone: '12345' }))).body).toEqual(refusal('固定电话格式不正确，例如 0571-88886666'))
    expect((await update(token, companyData(supplierId, { website: 'www.example.com' }))).body).toEqual(refusal('企业网址须以http://或https://开头'))
  })
})

describe('POST /api/bid-crm/sup/appeal/appeal', () => {
  it('lets a rejected supplier appeal once at a time; the next review answers it', async () => {
    const { token, supplierId } = await session('rejected')
    const { status, body } = await appeal(token, { supplierId, reason: '上传的是原件扫描件，清晰可辨' })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ supplierId, reason: '上传的是原件扫描件，清晰可辨', status: '0' })
    expect(supplierRecord(supplierId).appealStatus).toBe('0')
    expect((await appeal(token, { supplierId, reason: '再申诉一次' })).body).toEqual(refusal('已有申诉正在处理中，请耐心等待'))

    await control.console.reviewSupplier(supplierId, 'approve', '复核通过')
    expect(supplierRecord(supplierId)).toMatchObject({ reviewStatus: '1', appealStatus: '1' })
    const rows = (await history(token, supplierId)).body.data.records
    expect(rows.slice(0, 2).map((row: { recordTypeStr: string }) => row.recordTypeStr).sort()).toEqual(['审核通过', '提出申诉'])
    expect(rows.find((row: { recordType: string }) => row.recordType === '5').remark).toBe('审核已通过：复核通过')
  })

  it('refuses an appeal from a supplier that is not rejected, and one without a reason', async () => {
    const approved = await session('supplier')
    expect((await appeal(approved.token, { supplierId: approved.supplierId, reason: '理由' })).body).toEqual(refusal('仅审核未通过的企业可以申诉'))
    const rejected = await session('rejected')
    expect((await appeal(rejected.token, { supplierId: rejected.supplierId, reason: '  ' })).body).toEqual(refusal('申诉理由不能为空'))
  })
})

describe('the console review and the history', () => {
  it('records each decision with its remark; the history pages newest first', async () => {
    const { token, supplierId } = await session('rejected')
    await submit(token, certification(supplierId))
    await control.console.reviewSupplier(supplierId, 'reject', '经营范围与执照不符')
    const { body } = await history(token, supplierId, 1, 2)
    expect(body.data).toMatchObject({ total: 4, current: 1, size: 2, pages: 2 })
    expect(body.data.records.map((row: { recordTypeStr: string }) => row.recordTypeStr)).toEqual(['审核驳回', '提交认证'])
    expect(body.data.records[0]).toMatchObject({ remark: '经营范围与执照不符', operator: '平台审核员' })
    const other = await session('supplier')
    expect((await history(other.token, supplierId)).body).toEqual(refusal('无权访问该供应商'))
  })
})
