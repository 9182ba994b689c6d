import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '@/ui/format/date'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()

const seeded = (username: string) => {
  const { db } = app.control.snapshot()
  const user = db.user.find((candidate) => candidate.account === username)!
  const supplier = db.supplier.find((candidate) => candidate.id === user.supplierId)!
  return { db, user, supplier }
}

/** The value shown under a fact's label. */
const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'p' }).nextElementSibling?.textContent

describe('the personal centre /personal', () => {
  it('says whose account it is, its review, and links to every account screen', async () => {
    await app.signedInAt('/personal')
    expect(await screen.findByRole('heading', { name: '个人中心' })).toBeInTheDocument()
    const { user, supplier } = seeded('supplier')
    // The review's status, not a loader that may still be turning elsewhere on the page.
    expect((await screen.findByText('已通过审核')).closest('[role="status"]')).not.toBeNull()
    const account = screen.getByRole('region', { name: '账号' })
    expect(fact(account, '企业名称')).toBe(supplier.name)
    expect(fact(account, '登录账号')).toBe('supplier')
    expect(fact(account, '姓名')).toBe(user.realName)

    const links = within(screen.getByRole('navigation', { name: '账户设置' })).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['企业认证', '/personal/setInformation/enterpriseCertification'],
      ['企业资料', '/personal/setCenter/companyData'],
      ['联系人管理', '/personal/setCenter/linkmanSet'],
      ['账户安全', '/personal/setCenter/accountSet'],
      ['发票信息', '/invoiceManagement'],
      ['我的发票', '/personal/myInvoice/index'],
      ['审核记录', '/home/auditInfo'],
      ['增值服务', '/personal/setCenter/vipServer'],
      ['账户信息', '/personal/accountInformation/index'],
      ['用户信息', '/info/index'],
    ])
    await userEvent.click(screen.getByRole('link', { name: '发票信息' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/invoiceManagement'))
  })

  it('shows a rejected supplier the reason and the way to fix it', async () => {
    await app.signedInAt('/personal', 'rejected')
    await screen.findByRole('heading', { name: '个人中心' })
    const status = (await screen.findByText('审核未通过')).closest<HTMLElement>('[role="status"]')!
    expect(status).toBeInTheDocument()
    expect(status).toHaveTextContent(seeded('rejected').supplier.auditRemark!)
    await userEvent.click(within(status).getByRole('button', { name: '去修改' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/personal/setInformation/enterpriseCertification'))
  })
})

describe('the user’s information /info/index', () => {
  it('shows the signed-in user read-only: account, name, mobile, e-mail, role and tenant', async () => {
    await app.signedInAt('/info/index')
    expect(await screen.findByRole('heading', { name: '用户信息' }, { timeout: WAIT_LIMIT_MS })).toBeInTheDocument()
    const { user } = seeded('supplier')
    const facts = screen.getByRole('region', { name: user.realName })
    expect(fact(facts, '账号')).toBe('supplier')
    expect(fact(facts, '姓名')).toBe(user.realName)
    expect(fact(facts, '手机号码')).toBe(user.phone)
    expect(fact(facts, '电子邮箱')).toBe(user.email)
    expect(fact(facts, '角色')).toBe('供应商')
    expect(fact(facts, '所属租户')).toContain('000000')
    expect(within(facts).queryByRole('textbox')).toBeNull()
  })

  it('says so when the user cannot be read, and reads again on 重试', async () => {
    await app.signedInAt('/home/homePage')
    app.control.faults.set('GET /user/getUserInfo', { status: 500, msg: '服务异常' }, { times: 1 })
    await app.portal().shell()
    const router = (window as unknown as { __portalRouter: { navigate(o: { href: string }): Promise<void> } }).__portalRouter
    await router.navigate({ href: '/info/index' })
    const alert = await screen.findByRole('alert', {}, { timeout: WAIT_LIMIT_MS })
    expect(alert).toHaveTextContent('用户信息加载失败')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('heading', { name: '用户信息' }, { timeout: WAIT_LIMIT_MS })).toBeInTheDocument()
  })
})

describe('the account information /personal/accountInformation/index', () => {
  it('shows the user with the supplier’s registration, review and managing contact', async () => {
    await app.signedInAt('/personal/accountInformation/index')
    expect(await screen.findByRole('heading', { name: '账户信息' }, { timeout: WAIT_LIMIT_MS })).toBeInTheDocument()
    const { db, user, supplier } = seeded('supplier')
    expect(fact(screen.getByRole('region', { name: '登录账号' }), '手机号码')).toBe(user.phone)
    const account = screen.getByRole('region', { name: '供应商账户' })
    expect(fact(account, '企业名称')).toBe(supplier.name)
    expect(fact(account, '注册时间')).toBe(formatDateTime(supplier.createTime))
    expect(within(account).getByRole('status')).toHaveTextContent('已通过审核')
    const manager = db.supLink.find((contact) => contact.supplierId === supplier.id && contact.isManage === 1)
    expect(manager).toBeTruthy()
    expect(within(account).getByText('管理员联系人').nextElementSibling).toHaveTextContent(manager!.name)
    expect(within(account).getByRole('link', { name: '管理联系人' })).toHaveAttribute('href', '/personal/setCenter/linkmanSet')
  })
})
