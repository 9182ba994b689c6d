import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MenuItem } from '@/services/schemas/blade-system'
import { normaliseHost } from './handlers/blade-system'
import { createSimulatorServer } from '../node'
import { call, signedIn } from '../test-support'

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const byDns = (dns: string) => call('/api/blade-system/tenant/tenantInfoByDns', { query: { dns } })

describe('tenant resolution', () => {
  it.each([
    ['localhost', '000000', '电子招投标平台'],
    ['127.0.0.1:5173', '000000', '电子招投标平台'],
    ['huadong.localhost:5173', '100001', '华东建设工程交易中心'],
    ['http://huadong.example.test/login', '100001', '华东建设工程交易中心'],
    ['XINAN.localhost', '100002', '西南公共资源交易平台'],
  ])('tenantInfoByDns?dns=%s → %s, without a user token', async (dns, tenantId, tenantName) => {
    const { status, body } = await byDns(dns)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ tenantId, tenantName })
    expect(body.data.logoUrl).toMatch(/^\/api\/blade-resource\/oss\/simulated\/picture\/badge\?/)
    expect(body.data.tenantTel).toBeTruthy()
  })

  it('answers data null for an unknown host and 400 without dns', async () => {
    const unknown = await byDns('nowhere.example.test')
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({ code: 200, success: true, data: null, msg: '暂无承载数据' })
    const missing = await call('/api/blade-system/tenant/tenantInfoByDns')
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({ code: 400, success: false, data: null, msg: '缺少必要的请求参数: dns' })
  })

  it('tenantInfoNoAuth needs no token; tenantInfo and detailInfo do', async () => {
    expect((await call('/api/blade-system/tenant/tenantInfoNoAuth', { query: { tenantId: '100002' } })).body.data.tenantName).toBe('西南公共资源交易平台')
    for (const path of ['/api/blade-system/tenant/tenantInfo', '/api/blade-system/tenant/detailInfo']) {
      expect((await call(path, { query: { tenantId: '100001' } })).status).toBe(401)
    }
    const { access_token } = await signedIn('supplier')
    const info = await call('/api/blade-system/tenant/tenantInfo', { token: access_token, query: { tenantId: '100001' } })
    expect(info.body.data).toMatchObject({ tenantId: '100001', tenantName: '华东建设工程交易中心', tenantWeb: 'http://huadong.example.test' })
    const detail = await call('/api/blade-system/tenant/detailInfo', { token: access_token, query: { tenantId: '000000' } })
    expect(detail.body.data).toMatchObject({ tenantId: '000000', tenantName: '电子招投标平台' })
    expect((await call('/api/blade-system/tenant/tenantInfo', { token: access_token, query: { tenantId: '999999' } })).body.data).toBeNull()
  })

  it('normalises hosts: scheme, port, path and case do not matter', () => {
    expect(normaliseHost('HTTPS://Huadong.Localhost:8443/a?b')).toBe('huadong.localhost')
    expect(normaliseHost('[::1]:5173')).toBe('[::1]')
  })
})

describe('GET /api/blade-system/dict/dictionary', () => {
  it.each([
    ['bulletin_type', '招标公告'],
    ['news_down', '投标工具'],
    ['new_faq', '注册登录'],
  ])('%s answers its entries in order, without a token', async (code, first) => {
    const { status, body } = await call('/api/blade-system/dict/dictionary', { query: { code } })
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(2)
    expect(body.data[0]).toMatchObject({ code, dictKey: '1', dictValue: first, sort: 1 })
    expect(body.data.every((entry: { code: string }) => entry.code === code)).toBe(true)
  })

  it('answers [] for an unknown or missing code', async () => {
    expect((await call('/api/blade-system/dict/dictionary', { query: { code: 'nope' } })).body.data).toEqual([])
    expect((await call('/api/blade-system/dict/dictionary', { query: { code: 'toString' } })).body.data).toEqual([])
    expect((await call('/api/blade-system/dict/dictionary')).body.data).toEqual([])
  })
})

describe('menus', () => {
  const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])])

  it('need a token', async () => {
    for (const path of ['/api/blade-system/menu/routes', '/api/blade-system/menu/buttons', '/api/blade-system/menu/top-menu']) {
      expect((await call(path)).status).toBe(401)
    }
  })

  it('routes: the supplier menu tree with the portal paths under a few parents', async () => {
    const { access_token } = await signedIn('supplier')
    const top = await call('/api/blade-system/menu/top-menu', { token: access_token })
    const topMenuId = top.body.data[0].id
    const { body } = await call('/api/blade-system/menu/routes', { token: access_token, query: { topMenuId } })
    const tree = body.data as MenuItem[]
    expect(tree.length).toBeGreaterThanOrEqual(3)
    expect(tree.every((parent) => (parent.children ?? []).length > 0)).toBe(true)
    const leaves = Object.fromEntries(flatten(tree).filter((item) => !item.children).map((item) => [item.path, item.name]))
    expect(leaves).toEqual({
      '/home/homePage': '首页',
      '/purchaseNotice/index': '采购公告',
      '/purchaseNotice/tenderInvitation/index': '投标邀请',
      '/electronicBidding/biddingNotice': '电子招标公告',
      '/demandSurvey/researchBulletin': '需求调研公告',
      '/purchaseNotice/qualifyNews': '资格预审公告',
      '/purchaseNotice/subjectNews': '结果公告',
      '/personal/myProject': '我的项目',
      '/personal/changeNotice': '变更公告',
      '/personal/myInviteList/index': '我的邀请',
      '/purchaseNotice/uploadTender/index': '投标文件上传',
      '/personal/moreQuestion': '我的提问',
      '/researchNeeds/myResearchNeeds': '我的调研',
      '/biddingMessage': '审查结果',
      '/personal/credit': '信用评价',
      '/personal/credit/dealProject': '成交项目',
      '/personal/credit/dealContract': '成交合同',
      '/personal/credit/projectCheck': '项目验收',
      '/mySpecimen/specimenApply': '样品申请',
      '/mySpecimen/specimenRecord': '申请记录',
      '/mySpecimen/projectSpecimen': '项目样品',
      '/mySpecimen/guaranteeDetails': '电子保函',
      '/mySpecimen/authenticityQuery': '真伪查询',
      '/electronicOpening/electronicSign': '开标签到',
      '/personal/openTenderSchedule': '开标日程',
      '/electronicOpening/electronicBidTender': '我的电子投标',
      '/personal/liveStreaming': '开标直播',
      '/personal/costCenter/myOrder': '我的订单',
      '/personal/feeCenter': '缴费与开票',
      '/personal/myInvoice/index': '我的发票',
      '/invoiceManagement': '发票信息',
      '/personal/feeCenter/fundCount': '资金账户',
      '/CAmanagement/index': 'CA证书管理',
      '/caServe/caTransaction': 'CA服务',
      '/caServe/caBound': '已绑定证书',
      '/alerts/index': '我的消息',
      '/wel/index': '数据概览',
      'http://www.ccgp.gov.cn': '中国政府采购网',
      '/personal/setInformation/enterpriseCertification': '企业认证',
      '/personal/setCenter/companyData': '企业资料',
      '/personal/setCenter/linkmanSet': '联系人管理',
      '/home/auditInfo': '审核记录',
      '/personal/setCenter/accountSet': '账户安全',
      '/personal/setCenter/vipServer': '增值服务',
      '/personal': '个人中心',
      '/personal/accountInformation/index': '账户信息',
    })
    // The back end sends every entry; the portal leaves out those whose roles the user lacks (spec 000 §6).
    const roles = Object.fromEntries(flatten(tree).filter((item) => item.meta?.roles).map((item) => [item.path, item.meta!.roles]))
    expect(roles).toEqual({ '/personal/feeCenter/fundCount': ['supplier_finance'], '/personal/accountInformation/index': ['supplier'] })
    expect((await call('/api/blade-system/menu/routes', { token: access_token })).body.data).toEqual(tree)
    expect((await call('/api/blade-system/menu/routes', { token: access_token, query: { topMenuId: '42' } })).body.data).toEqual([])
  })

  it('buttons: a code tree', async () => {
    const { access_token } = await signedIn('supplier')
    const { body } = await call('/api/blade-system/menu/buttons', { token: access_token })
    const codes = (body.data as Array<{ code: string; children?: Array<{ code: string }> }>).flatMap((node) => [node.code, ...(node.children ?? []).map((child) => child.code)])
    expect(codes).toContain('alerts_read_all')
    expect(new Set(codes).size).toBe(codes.length)
  })
})
