import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MENU_ROLES, SUPPLIER_MENU, type MenuRecord } from '../../fixtures/reference'
import { call, signedIn } from '../../simulator/test-support'
import { appOverSimulator } from './app-harness'

const app = appOverSimulator()

const flatten = (items: readonly MenuRecord[]): MenuRecord[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])])
const seeded = (path: string) => flatten(SUPPLIER_MENU).find((item) => item.path === path)!

/** A group of the sidebar, opened unless it already is; answers the sidebar. */
async function openGroup(name: string) {
  const nav = await screen.findByRole('navigation', { name: '侧边菜单' })
  const group = await within(nav).findByRole('button', { name })
  if (group.getAttribute('aria-expanded') !== 'true') await userEvent.click(group)
  return nav
}

describe('menu entries restricted to roles (spec 000 §6)', () => {
  it('hides the entry of a role the supplier lacks, shows the one of its own role, and the hidden one still leads to a screen', async () => {
    // The seed: 资金账户 for a finance clerk, 账户信息 for the supplier role, and the account holds only the latter.
    expect(seeded('/personal/feeCenter/fundCount').meta?.roles).toEqual([MENU_ROLES.finance])
    expect(seeded('/personal/accountInformation/index').meta?.roles).toEqual([MENU_ROLES.supplier])
    expect(app.control.snapshot().db.user.find((user) => user.account === 'supplier')!.roleName).toBe(MENU_ROLES.supplier)

    const router = await app.signedInAt('/home/homePage')
    const money = await openGroup('费用中心')
    expect(await within(money).findByRole('link', { name: '缴费与开票' })).toBeInTheDocument()
    expect(within(money).queryByRole('link', { name: '资金账户' })).not.toBeInTheDocument()

    const enterprise = await openGroup('企业中心')
    const account = await within(enterprise).findByRole('link', { name: '账户信息' })
    expect(account).toHaveAttribute('href', '/personal/accountInformation/index')
    await userEvent.click(account)
    expect(await screen.findByRole('heading', { name: '账户信息', level: 3 })).toBeInTheDocument()

    // Not a dead entry: its address is a screen of the portal, which the supplier reaches from 缴费与开票.
    await act(() => router.navigate({ href: '/personal/feeCenter/fundCount' }))
    expect(await screen.findByRole('heading', { name: '资金账户', level: 3 })).toBeInTheDocument()
  })

  it('shows the finance entry, from the same menu, to an account that also holds that role', async () => {
    // The user information as the simulator answers it for `supplier`, with the finance role added.
    const { access_token: token } = await signedIn('supplier')
    const { body } = await call('/user/getUserInfo', { token })
    app.control.faults.set('GET */user/getUserInfo', {
      status: 200,
      body: { ...body, data: { ...body.data, roles: [MENU_ROLES.supplier, MENU_ROLES.finance] } },
    })

    await app.signedInAt('/home/homePage')
    const money = await openGroup('费用中心')
    const fund = await within(money).findByRole('link', { name: '资金账户' })
    expect(fund).toHaveAttribute('href', '/personal/feeCenter/fundCount')
    expect(within(await openGroup('企业中心')).getByRole('link', { name: '账户信息' })).toBeInTheDocument()
    await userEvent.click(fund)
    expect(await screen.findByRole('heading', { name: '资金账户', level: 3 })).toBeInTheDocument()
  })
})
