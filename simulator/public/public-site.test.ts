import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { HOSTILE, NOTICES } from '../../fixtures/public-text'
import { HOSTILE_BULLETIN } from '../../fixtures/public-seed'
import { HOSTILE_TAIL, XSS_FLAG } from '../../fixtures/xss-payloads'
import { bp, createTenderServer, scenarioProject, session } from '../tender/tender-test-support'
import { call, ORIGIN } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const DAY = 24 * 3_600_000
/** A visitor's call: no user token, the site's tenant in `Tenant-Id`. */
const visit = (path: string, query: Record<string, string | number | undefined> = {}, tenantId = '000000') => call(path, { query, headers: { 'Tenant-Id': tenantId } })
const desk = (path: string) => `/api/blade-desk/${path}`

describe('blade-desk articles (decision 038)', () => {
  it('pages a site’s notices newest first, without their bodies, for a visitor', async () => {
    const { status, body } = await visit(desk('notice/list'), { curr: 1, size: 5 })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: NOTICES.length + 1, size: 5, current: 1, pages: 2 })
    const rows = body.data.records as Array<{ title: string; releaseTime: string; content?: string; source: string }>
    expect(rows.map((row) => row.releaseTime)).toEqual([...rows.map((row) => row.releaseTime)].sort().reverse())
    expect(rows[0]!.title).toBe(NOTICES[0]!.title)
    expect(rows.every((row) => row.content === undefined && row.source === '电子招投标平台')).toBe(true)
  })

  it('keeps each tenant’s articles to its own site', async () => {
    const platform = (await visit(desk('policy/list'))).body.data.records.map((row: { id: string }) => row.id)
    const huadong = await visit(desk('policy/list'), {}, '100001')
    expect(huadong.body.data.total).toBe(platform.length)
    expect(huadong.body.data.records.some((row: { id: string }) => platform.includes(row.id))).toBe(false)
    expect((await visit(desk('policy/detail'), { id: platform[0] }, '100001')).body.data).toBeNull()
    // Without a Tenant-Id the platform's own site is meant.
    expect((await call(desk('policy/list'), { headers: { 'Tenant-Id': '' } })).body.data.records[0].id).toBe(platform[0])
  })

  it('filters by part of the title and by category keys', async () => {
    const help = await visit(desk('help/list'), { category: '5', size: 40 })
    expect(help.body.data.records.map((row: { title: string }) => row.title)).toEqual(['如何办理CA数字证书'])
    expect((await visit(desk('help/list'), { category: '1,2', size: 40 })).body.data.records.every((row: { category: string }) => ['1', '2'].includes(row.category))).toBe(true)
    expect((await visit(desk('notice/list'), { title: '电子保函' })).body.data.records.map((row: { title: string }) => row.title)).toEqual(['关于电子保函业务上线试运行的通知'])
    expect((await visit(desk('notice/list'), { title: '不存在的标题' })).body.data).toMatchObject({ total: 0, records: [] })
  })

  it('answers one article with its body and downloadable files, and null for an unknown id', async () => {
    const row = (await visit(desk('help/list'), { title: '如何缴纳标书费' })).body.data.records[0]
    const { body } = await visit(desk('help/detail'), { id: row.id })
    expect(body.data).toMatchObject({ title: '如何缴纳标书费', categoryName: '费用缴纳', attachments: [{ fileName: '标书费缴纳操作说明.pdf', fileSize: 245_000 }] })
    expect(body.data.content).toContain('<img src="/api/blade-resource/oss/simulated/picture/step?step=1&amp;words=')
    expect(body.data.attachments[0].fileUrl).toBe(`/api/blade-resource/oss/simulated/file/${encodeURIComponent('标书费缴纳操作说明.pdf')}`)
    expect((await visit(desk('help/detail'), { id: '1' })).body).toMatchObject({ code: 200, data: null })
    expect((await visit(desk('help/detail'))).status).toBe(400)
  })

  it('lists downloads with their files', async () => {
    const { body } = await visit(desk('download/list'), { category: '3' })
    expect(body.data.records.map((row: { title: string }) => row.title).sort()).toEqual(['供应商操作手册', '网上开标操作指南'])
    expect(body.data.records[0].attachments).toHaveLength(1)
  })

  it('seeds one hostile article of each kind per tenant', async () => {
    for (const kind of ['notice', 'policy', 'help'] as const) {
      const { body } = await visit(desk(`${kind}/list`), { title: HOSTILE[kind].title })
      expect(body.data.total, kind).toBe(1)
      const detail = await visit(desk(`${kind}/detail`), { id: body.data.records[0].id })
      expect(detail.body.data.content).toContain(`window.${XSS_FLAG}`)
      expect(detail.body.data.content).toContain('<script>')
    }
  })

  it('lists the hostile articles last, as the oldest of their kind: a visitor sees the real ones first', async () => {
    for (const tenantId of ['000000', '100001']) {
      for (const kind of ['notice', 'policy', 'help'] as const) {
        const rows = (await visit(desk(`${kind}/list`), { size: 40 }, tenantId)).body.data.records as Array<{ title: string }>
        expect(rows.map((row) => row.title).indexOf(HOSTILE[kind].title), `${tenantId} ${kind}`).toBe(rows.length - 1)
      }
    }
  })

  it('pastes the hostile payloads into one public announcement and one demand survey per tenant, keeping their own text', async () => {
    for (const tenantId of simulator.db.tenant.getAll().map((tenant) => tenant.tenantId)) {
      const bulletins = simulator.db.bulletin.findMany({ where: { tenantId: { equals: tenantId } } }).filter((b) => b.content.includes(`window.${XSS_FLAG}`))
      expect(bulletins.map((b) => b.bulletinType), tenantId).toEqual([HOSTILE_BULLETIN.bulletinType])
      const surveys = simulator.db.research.findMany({ where: { tenantId: { equals: tenantId } } }).filter((r) => r.content.includes(`window.${XSS_FLAG}`))
      expect(surveys, tenantId).toHaveLength(1)
    }
    const { project: failed } = scenarioProject(simulator, HOSTILE_BULLETIN.scenario)
    const bulletin = simulator.db.bulletin.findFirst({ where: { projectId: { equals: failed.id }, bulletinType: { equals: HOSTILE_BULLETIN.bulletinType } } })!
    const announcement = (await visit(bp('portal/bulletin/detail'), { id: bulletin.id })).body.data
    expect(announcement.content).toContain('<script>')
    expect(announcement.content).toContain('本次招标失败（流标）')
    expect(announcement.content.endsWith(`<p>${HOSTILE_TAIL}</p>`)).toBe(true)

    const survey = simulator.db.research.findMany({ where: { tenantId: { equals: '000000' } } }).find((r) => r.content.includes(`window.${XSS_FLAG}`))!
    const detail = (await visit(bp('portal/research/detail'), { id: survey.id })).body.data
    expect(detail.content).toContain('<script>')
    expect(detail.content).toContain('现就本项目开展需求调研')
    expect((await visit(bp('portal/research/list'))).body.data.records.map((r: { id: string }) => r.id)).toContain(survey.id)
  })

  it('does not show an article before its release time', async () => {
    const record = simulator.db.article.findFirst({ where: { tenantId: { equals: '000000' }, kind: { equals: 'notice' } } })!
    const later = new Date(simulator.clock.now() + 3 * DAY + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)
    simulator.db.article.update({ where: { id: { equals: record.id } }, data: { releaseTime: later } })
    expect((await visit(desk('notice/detail'), { id: record.id })).body.data).toBeNull()
    expect((await visit(desk('notice/list'), { size: 40 })).body.data.records.some((row: { id: string }) => row.id === record.id)).toBe(false)
  })
})

describe('bid-project portal: announcements and surveys for anyone (decision 038)', () => {
  it('lists the site’s published announcements of open tenders, the same tender data the suppliers read', async () => {
    const { body } = await visit(bp('portal/bulletin/list'), { size: 100 })
    expect(body.data.total).toBeGreaterThan(0)
    const rows = body.data.records as Array<{ id: string; projectId: string; bulletinType: string; bulletinTypeName: string; publishTime: string }>
    const now = simulator.clock.now()
    for (const row of rows) {
      const project = simulator.db.project.findFirst({ where: { id: { equals: row.projectId } } })!
      expect(project.tenantId).toBe('000000')
      expect(project.tenderMode).toBe('1')
      expect(Date.parse(`${row.publishTime.replace(' ', 'T')}+08:00`)).toBeLessThanOrEqual(now)
    }
    expect(rows.find((row) => row.bulletinType === '1')?.bulletinTypeName).toBe('招标公告')
    // An invited tender's announcements are for its invitees only.
    const invited = simulator.db.project.findMany({ where: { tenantId: { equals: '000000' }, tenderMode: { equals: '2' } } }).map((p) => p.id)
    expect(invited.length).toBeGreaterThan(0)
    expect(rows.some((row) => invited.includes(row.projectId))).toBe(false)
    // The signed-in notice list shows every project a visitor sees announced.
    const { token, supplierId } = await session('supplier')
    const signedIn = await call(bp('entry/querySupplierAllProject'), { method: 'POST', token, json: { curr: 1, size: 500, supplierId } })
    const visible = new Set(signedIn.body.data.records.map((project: { id: string }) => project.id))
    expect(rows.every((row) => visible.has(row.projectId))).toBe(true)
  })

  it('filters by category, project kind, prequalification and title', async () => {
    const results = await visit(bp('portal/bulletin/list'), { category: '4,5,6', size: 100 })
    expect(results.body.data.total).toBeGreaterThan(0)
    expect(results.body.data.records.every((row: { bulletinType: string }) => ['4', '5', '6'].includes(row.bulletinType))).toBe(true)
    const electronic = await visit(bp('portal/bulletin/list'), { category: '1', projectType: '1,2,5', size: 100 })
    expect(electronic.body.data.records.every((row: { projectType: string; bulletinType: string }) => ['1', '2', '5'].includes(row.projectType) && row.bulletinType === '1')).toBe(true)
    const qualify = await visit(bp('portal/bulletin/list'), { qualifyFlag: 1, size: 100 })
    expect(qualify.body.data.total).toBeGreaterThan(0)
    expect(qualify.body.data.records.every((row: { qualifyFlag: number }) => row.qualifyFlag === 1)).toBe(true)
    const first = electronic.body.data.records[0]
    expect((await visit(bp('portal/bulletin/list'), { title: first.projectCode })).body.data.records.every((row: { projectId: string }) => row.projectId === first.projectId)).toBe(true)
  })

  it('answers one announcement with its project’s packages, other announcements and file; null for another site’s or an invited tender’s', async () => {
    const row = (await visit(bp('portal/bulletin/list'), { category: '1' })).body.data.records[0]
    const { body } = await visit(bp('portal/bulletin/detail'), { id: row.id })
    expect(body.data).toMatchObject({ id: row.id, projectId: row.projectId, bulletinTypeName: '招标公告' })
    expect(body.data.content).toContain('<table')
    expect(body.data.packages.length).toBeGreaterThan(0)
    expect(body.data.bulletins.map((b: { id: string }) => b.id)).toContain(row.id)
    expect(body.data.attachments[0].fileName).toMatch(/招标公告\.pdf$/)
    expect((await visit(bp('portal/bulletin/detail'), { id: row.id }, '100001')).body.data).toBeNull()
    const invited = new Set(simulator.db.project.findMany({ where: { tenantId: { equals: '000000' }, tenderMode: { equals: '2' } } }).map((p) => p.id))
    const hidden = simulator.db.bulletin.getAll().find((bulletin) => invited.has(bulletin.projectId))
    expect(hidden).toBeDefined()
    expect((await visit(bp('portal/bulletin/detail'), { id: hidden!.id })).body.data).toBeNull()
  })

  it('lists and opens the site’s published demand surveys', async () => {
    const { body } = await visit(bp('portal/research/list'))
    expect(body.data.total).toBe(5)
    expect((await visit(bp('portal/research/list'), { status: 2 })).body.data.total).toBe(2)
    const detail = await visit(bp('portal/research/detail'), { id: body.data.records[0].id })
    expect(detail.body.data.content).toContain('需求调研')
    expect((await visit(bp('portal/research/detail'), { id: body.data.records[0].id }, '100002')).body.data).toBeNull()
  })
})

describe('bid-wechat getWxQr (decision 038)', () => {
  it('answers the site’s public-account code as the address of a picture on the portal’s origin, different per tenant', async () => {
    const platform = (await visit('/api/bid-wechat/mp/getWxQr')).body.data as string
    const huadong = (await visit('/api/bid-wechat/mp/getWxQr', {}, '100001')).body.data as string
    expect(platform).toBe('/api/blade-resource/oss/simulated/picture/qr?seed=wx-mp-000000')
    const picture = await fetch(new URL(platform, ORIGIN))
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml;charset=utf-8')
    expect(await picture.text()).toMatch(/^<svg /)
    expect(huadong).not.toBe(platform)
    expect((await visit('/api/bid-wechat/mp/getWxQr')).body.data).toBe(platform)
  })
})

describe('blade-system tenant/submit: agency sign-up (decision 038)', () => {
  const application = {
    tenantName: '福建华信招标代理有限公司',
    creditCode: '91350100M000100Y43',
    linkman: '陈敏',
    contactNumber: '13800138000',
    email: 'bid@huaxin.com',
    address: '福州市鼓楼区五四路158号',
    domain: 'huaxin.example.com',
    remark: '',
  }
  const submit = (body: Record<string, unknown>, tenantId = '000000') => call('/api/blade-system/tenant/submit', { json: body, headers: { 'Tenant-Id': tenantId } })

  it('stores a complete application as awaiting review', async () => {
    const { status, body } = await submit(application)
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: 200, msg: '入驻申请已提交，平台将在3个工作日内完成审核', data: { tenantName: application.tenantName, status: 0, statusName: '待审核' } })
    expect(simulator.db.tenantApply.findFirst({ where: { id: { equals: body.data.id } } })).toMatchObject({ ...application, status: 0 })
  })

  it('refuses missing or malformed fields with the field’s own words', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const { status, body: answer } = await submit(body)
      expect(status).toBe(400)
      return answer.msg as string
    }
    expect(await refused({ ...application, tenantName: ' ' })).toBe('请填写机构名称')
    expect(await refused({ ...application, address: undefined })).toBe('请填写办公地址')
    expect(await refused({ ...application, creditCode: '91350100M000100Y44' })).toBe('统一社会信用代码格式不正确')
    expect(await refused({ ...application, contactNumber: '0591-87654321' })).toBe('联系电话应为11位手机号码')
    expect(await refused({ ...application, email: 'bid@' })).toBe('电子邮箱格式不正确')
    expect(await refused({ ...application, domain: 'http://huaxin' })).toBe('访问域名格式不正确')
    expect(await refused({ ...application, remark: '说'.repeat(201) })).toBe('申请说明不能超过200个字')
    expect(simulator.db.tenantApply.count()).toBe(0)
  })

  it('refuses duplicates: a tenant already on the platform, a pending name, code or domain', async () => {
    expect((await submit({ ...application, tenantName: '华东建设工程交易中心' })).body.msg).toBe('该机构已入驻平台，请直接登录')
    expect((await submit({ ...application, domain: 'huadong.localhost' })).body.msg).toBe('该访问域名已被使用')
    await submit(application)
    expect((await submit(application)).body.msg).toBe('该机构已提交入驻申请，请等待审核')
    expect((await submit({ ...application, tenantName: '另一家代理公司' })).body.msg).toBe('该统一社会信用代码已提交入驻申请')
    expect(simulator.db.tenantApply.count()).toBe(1)
  })

  it('is taken on the platform’s own site only', async () => {
    const { status, body } = await submit(application, '100001')
    expect(status).toBe(400)
    expect(body.msg).toBe('当前站点不受理代理机构入驻申请，请前往平台官网办理')
  })
})
