import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fetchCaptcha } from '@/services/blade-auth'
import { appOverSimulator } from './app-harness'
import { eventually, filterList, rowsOf, searchList } from './table-rows'
import { until } from '../support/settle'


const app = appOverSimulator()

const query = () => new URLSearchParams(window.location.search)


/** The site's tabs (the public header's navigation). */
const tabs = async () => within(await screen.findByRole('navigation', { name: '网站导航' }))

describe('the public home (spec 000 §2.1, decision 038)', () => {
  it('shows a visitor the platform’s identity, the newest notices, information and surveys, and the agency tab', async () => {
    app.start('/')
    expect(await screen.findByRole('heading', { name: '电子招投标平台', level: 1 })).toBeInTheDocument()
    expect(screen.getAllByText('服务热线：400-880-6600').length).toBeGreaterThan(0)
    const notices = await screen.findByRole('region', { name: '通知公告' })
    await eventually(() => expect(within(notices).getAllByRole('listitem')).toHaveLength(6))
    expect(within(notices).getByRole('link', { name: '关于平台系统升级维护的通知' })).toHaveAttribute('href', expect.stringMatching(/^\/notice\/noticeDetails\?id=\d+$/))
    await eventually(() => expect(within(screen.getByRole('region', { name: '采购信息' })).getAllByRole('listitem').length).toBeGreaterThan(0))
    await eventually(() => expect(within(screen.getByRole('region', { name: '需求调研' })).getAllByRole('listitem')).toHaveLength(5))
    expect(screen.getByRole('region', { name: '电子保函服务' })).toBeInTheDocument()
    expect((await tabs()).getByRole('link', { name: '代理机构入驻' })).toHaveAttribute('href', '/enter')
    // The footer's public-account code, at the picture address getWxQr answers (on the portal's origin).
    expect(await screen.findByRole('img', { name: '微信公众号二维码' })).toHaveAttribute('src', expect.stringMatching(/\/api\/blade-resource\/oss\/simulated\/picture\/qr\?seed=wx-mp-000000$/))
  })

  it('is where the signed-in header’s 帮助中心 leads', async () => {
    await app.signedInAt('/alerts/index')
    await userEvent.click(await screen.findByRole('button', { name: '帮助中心' }))
    await eventually(() => expect(window.location.pathname).toBe('/helpcenter'))
    expect(await screen.findByRole('heading', { name: '常见问题', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '个人中心' })).toBeInTheDocument()
  })

  it('sends a signed-in supplier on to the supplier home', async () => {
    const router = await app.signedInAt('/alerts/index')
    await act(() => router.navigate({ to: '/' }))
    await eventually(() => expect(window.location.pathname).toBe('/home/homePage'))
  })
})

describe('the public frame (spec 000 §2.3, §9)', () => {
  it('ends every page with the hotline and the copyright line in the footer', async () => {
    app.start('/policy')
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByText('服务热线：400-880-6600')).toBeInTheDocument()
    expect(within(footer).getByText('版权所有 © 电子招投标平台')).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'http://localhost' })).toHaveAttribute('href', 'http://localhost')
  })

  it('signs a supplier out from the public header and leaves them on the page they were reading', async () => {
    await app.signedInAt('/policy?title=%E6%8B%9B%E6%A0%87')
    await userEvent.click(await screen.findByRole('button', { name: '退出' }))
    await eventually(() => expect(app.portal().actors.session.getSnapshot().matches('signedOut')).toBe(true))
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '个人中心' })).toBeNull()
    expect(window.location.pathname).toBe('/policy')
    expect(query().get('title')).toBe('招标')
    expect(screen.getByRole('heading', { name: '政策法规', level: 1 })).toBeInTheDocument()
  })

  it('shows the default name and hotline for a tenant that has neither', async () => {
    // The platform's tenant as a back end may keep it: no name, no hotline, no logo, no address.
    app.control.faults.set('GET /api/blade-system/tenant/tenantInfoByDns', {
      status: 200,
      body: { code: 200, success: true, data: { tenantId: '000000', tenantName: '', tenantTel: '', logoUrl: null, tenantWeb: null }, msg: '操作成功' },
    })
    app.start('/')
    expect(await screen.findByRole('heading', { name: '供应商电子招投标平台', level: 1 })).toBeInTheDocument()
    // The header, the home's card and the footer.
    expect(screen.getAllByText('服务热线：4006 189 722')).toHaveLength(3)
    expect(within(screen.getByRole('contentinfo')).getByText('版权所有 © 供应商电子招投标平台')).toBeInTheDocument()

    app.start('/aboutUs')
    expect(await screen.findByRole('region', { name: '供应商电子招投标平台' })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: '联系方式' })).getByRole('link', { name: '4006 189 722' })).toHaveAttribute('href', 'tel:4006189722')
  })

  it('says on /aboutUs only what the tenant’s record holds', async () => {
    app.start('/aboutUs')
    const contact = await screen.findByRole('region', { name: '联系方式' })
    expect(within(contact).getByRole('link', { name: '400-880-6600' })).toHaveAttribute('href', 'tel:4008806600')
    expect(within(contact).getByRole('link', { name: 'http://localhost' })).toBeInTheDocument()
    // A tenant has no service hours on record, so the page invents none.
    expect(contact).not.toHaveTextContent('服务时间')
    expect(contact).not.toHaveTextContent(/\d{1,2}:\d{2}/)
  })
})

describe('the guarantee-letter banner (spec 000 §2.3)', () => {
  it('takes a visitor to sign-in on the way to the guarantee service', async () => {
    app.start('/')
    const banner = await screen.findByRole('region', { name: '电子保函服务' })
    const link = within(banner).getByRole('link', { name: '办理电子保函' })
    expect(link).toHaveAttribute('href', '/login?redirect=%2FmySpecimen%2FguaranteeDetails')
    await userEvent.click(link)
    await eventually(() => expect(window.location.pathname).toBe('/login'))
    expect(query().get('redirect')).toBe('/mySpecimen/guaranteeDetails')
  })

  it('takes a signed-in supplier straight to their guarantee letters', async () => {
    await app.signedInAt('/biddingMessage/deposit')
    const banner = await screen.findByRole('region', { name: '电子保函服务' })
    await userEvent.click(within(banner).getByRole('link', { name: '办理电子保函' }))
    await eventually(() => expect(window.location.pathname).toBe('/mySpecimen/guaranteeDetails'))
  })
})

describe('public lists keep their query in the URL', () => {
  it('searches the notices by title and opens one, its body sanitized and its files downloadable', async () => {
    app.start('/notice')
    expect(await rowsOf('通知公告列表')).toHaveLength(8)
    await searchList('标题', '电子保函')
    await eventually(() => expect(query().get('title')).toBe('电子保函'))
    await eventually(async () => expect(await rowsOf('通知公告列表')).toHaveLength(1))
    await userEvent.click(within((await rowsOf('通知公告列表'))[0]!).getByRole('link', { name: '关于电子保函业务上线试运行的通知' }))
    await eventually(() => expect(window.location.pathname).toBe('/notice/noticeDetails'))
    await screen.findByRole('heading', { name: '关于电子保函业务上线试运行的通知', level: 3 })
    await eventually(() => expect(screen.getByRole('article', { name: '关于电子保函业务上线试运行的通知' })).toHaveTextContent('电子保函业务自即日起上线试运行'))
    expect(screen.getByRole('button', { name: '下载 电子保函办理指南.pdf' })).toBeInTheDocument()
    await userEvent.click(screen.getAllByRole('button', { name: '返回' })[0]!)
    await eventually(() => expect(window.location.pathname).toBe('/notice'))
    expect(query().get('title')).toBe('电子保函')
  })

  it('filters the help centre by a new_faq category and switches to the downloads', async () => {
    app.start('/helpcenter')
    expect((await rowsOf('常见问题列表')).length).toBeGreaterThan(5)
    await filterList('问题分类', 'CA证书')
    await eventually(() => expect(query().get('category')).toBe('5'))
    await eventually(async () => expect((await rowsOf('常见问题列表')).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['如何办理CA数字证书']))

    await userEvent.click(screen.getByRole('tab', { name: '资料下载' }))
    await eventually(() => expect(query().get('tab')).toBe('download'))
    expect(query().has('category')).toBe(false)
    expect((await rowsOf('资料下载列表')).length).toBe(5)
    expect(screen.getByRole('button', { name: '下载 供应商操作手册.pdf' })).toBeInTheDocument()
  })

  it('narrows the procurement information by project kind, and opens an announcement with its packages', async () => {
    app.start('/information?projectType=5')
    const rows = await rowsOf('采购公告列表')
    for (const row of rows) expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('电子项目')
    expect(screen.getByRole('combobox', { name: '项目类型' })).toHaveValue('5')
    const title = within(rows[0]!).getByRole('link').textContent!
    await userEvent.click(within(rows[0]!).getByRole('link'))
    // The announcement's own title; the notice's HTML (an article) may repeat it.
    const headings = await screen.findAllByRole('heading', { name: title, level: 3 })
    expect(headings.filter((heading) => !heading.closest('article'))).toHaveLength(1)
    expect(await screen.findByRole('table', { name: '标段（包）' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '登录后报名' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^下载 .*招标公告\.pdf$/ })).toBeInTheDocument()
  })

  it('says so for an announcement that does not exist', async () => {
    app.start('/biddingMessage/biddingNoticeDetail?id=404')
    expect(await screen.findByText('该公告不存在或尚未发布')).toBeInTheDocument()
  })
})

describe('agency sign-up (代理机构入驻)', () => {
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const field = screen.getByRole('textbox', { name: label })
      await userEvent.clear(field)
      await userEvent.type(field, value)
    }
  }
  const valid = {
    机构名称: '福建华信招标代理有限公司',
    统一社会信用代码: '91350100M000100Y43',
    联系人: '陈敏',
    联系电话: '13800138000',
    电子邮箱: 'bid@huaxin.com',
    办公地址: '福州市鼓楼区五四路158号',
  }

  it('shows each refusal beside its field, keeps what was typed when the platform refuses a duplicate, and takes a new one', async () => {
    app.start('/enter')
    await userEvent.click(await screen.findByRole('button', { name: '立即入驻' }))
    await eventually(() => expect(window.location.pathname).toBe('/enter/toJoin'))
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }))
    expect(screen.getByRole('textbox', { name: '机构名称' })).toHaveAccessibleDescription('请输入机构名称')
    expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveAccessibleDescription('手机号码不能为空')

    await fill({ ...valid, 统一社会信用代码: '91350100M000100Y44' })
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    expect(screen.getByRole('textbox', { name: '统一社会信用代码' })).toHaveAccessibleDescription('统一社会信用代码应为18位，请核对')
    expect(screen.getByRole('textbox', { name: '机构名称' })).not.toHaveAccessibleDescription()

    await fill({ 统一社会信用代码: valid.统一社会信用代码 })
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    expect(await screen.findByText(/福建华信招标代理有限公司的入驻申请已提交/)).toBeInTheDocument()
    expect(app.control.snapshot().db.tenantApply).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: '再提交一份申请' }))
    await fill(valid)
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('该机构已提交入驻申请，请等待审核')
    expect(screen.getByRole('textbox', { name: '机构名称' })).toHaveValue(valid.机构名称)
    expect(screen.getByRole('textbox', { name: '办公地址' })).toHaveValue(valid.办公地址)
  })

  it('is offered on a tenant’s site neither in the header nor at /enter', async () => {
    const router = app.start('/login')
    await screen.findByLabelText(/用户名/)
    const portal = app.portal()
    const captcha = await fetchCaptcha(portal.http)
    portal.actors.session.send({ type: 'user.signIn', credentials: { tenantId: '100001', username: 'hd_supplier', password: 'Passw0rd!', imgCode: captcha.code!, imgCodeKey: captcha.key } })
    await act(() => until(portal.actors.session, (s) => s.matches('signedIn')))
    await act(() => router.navigate({ href: '/enter' }))
    expect(await screen.findByText('本站点不受理代理机构入驻')).toBeInTheDocument()
    expect((await tabs()).queryByRole('link', { name: '代理机构入驻' })).toBeNull()
    expect((await tabs()).getByRole('link', { name: '政策法规' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '个人中心' })).toBeInTheDocument()
  })
})
