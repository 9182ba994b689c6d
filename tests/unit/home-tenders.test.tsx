import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { myProjects, notices, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!

describe('home: my tenders and open notices', () => {
  it('lists each signed-up project with the next step and deadline the server’s data gives', async () => {
    const mine = await myProjects()
    await app.signedInAt('/home/homePage')
    const table = await screen.findByRole('table', { name: '我的投标列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
    const unpaid = ofScenario(mine, 'feeUnpaid')
    await vi.waitFor(() => expect(within(table).getByText(unpaid.projectName)).toBeInTheDocument())
    expect(rowOf(table, unpaid.projectName)).toHaveTextContent(`缴纳标书费去缴费投标截止 ${unpaid.bidEndTime}`)
    const waiting = ofScenario(mine, 'awaitingOpening')
    expect(rowOf(table, waiting.projectName)).toHaveTextContent(`等待开标开标时间 ${waiting.openTime}`)
    expect(rowOf(table, ofScenario(mine, 'documents').projectName)).toHaveTextContent('下载招标文件')
    // Only the row that owes a fee offers to pay it.
    expect(within(table).getAllByRole('button', { name: /^去缴费：.+ 标书费$/ }).every((button) => rowOf(table, unpaid.projectName).contains(button))).toBe(true)
    // What the home shows, the detail page says too.
    await userEvent.click(within(rowOf(table, unpaid.projectName)).getByRole('link', { name: unpaid.projectName }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/personal/projectDetails/inquiryDetails'))
  })

  it('takes an unpaid fee from the home page to paying it', async () => {
    const unpaid = ofScenario(await myProjects(), 'feeUnpaid')
    await app.signedInAt('/home/homePage')
    const table = await screen.findByRole('table', { name: '我的投标列表' })
    await within(table).findByText(unpaid.projectName)
    await userEvent.click(within(rowOf(table, unpaid.projectName)).getAllByRole('button', { name: /^去缴费：.+ 标书费$/ })[0]!)
    expect(await screen.findByRole('button', { name: '在线支付' }, { timeout: WAIT_LIMIT_MS })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/personal/myOrder/myOrderPay')
    expect(screen.getByRole('table', { name: '订单信息' })).toHaveTextContent(unpaid.projectName)
  })

  it('offers the open notices the supplier has not signed up for, linking to their purchase detail', async () => {
    const open = (await notices()).filter((p) => p.status === 1 && p.entryFlag === 0)
    await app.signedInAt('/home/homePage')
    const table = await screen.findByRole('table', { name: '可报名的公告列表' })
    const signUpOpen = ofScenario(open, 'signUpOpen')
    await within(table).findByText(signUpOpen.projectName)
    expect(within(table).queryByText(ofScenario(await myProjects(), 'feeUnpaid').projectName)).toBeNull()
    await userEvent.click(within(table).getByRole('link', { name: signUpOpen.projectName }))
    expect(await screen.findByRole('heading', { name: signUpOpen.projectName, level: 3 })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/purchaseNotice/purchaseDetail')
  })

  it('a supplier under review sees no notices to sign up for, and no tenders yet', async () => {
    await app.signedInAt('/home/homePage', 'pending')
    const tenders = await screen.findByRole('region', { name: '我的投标' })
    expect(await within(tenders).findByText('您还没有报名任何项目')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '可报名的公告' })).toBeNull()
  })
})

describe('change notices (/personal/changeNotice)', () => {
  it('lists the change notices of my projects and opens one’s HTML', async () => {
    const changed = ofScenario(await myProjects(), 'changeNotice')
    await app.signedInAt('/personal/changeNotice')
    const table = await screen.findByRole('table', { name: '变更公告列表' })
    const title = `${changed.projectName}变更公告（第1次）`
    await within(table).findByText(title)
    expect(rowOf(table, title)).toHaveTextContent(changed.projectCode)
    await userEvent.click(within(table).getByRole('button', { name: `查看${title}` }))
    const dialog = await screen.findByRole('dialog', { name: title })
    await vi.waitFor(() => expect(within(dialog).getByRole('article', { name: title })).toHaveTextContent('重新制作'))
  })

  it('searches by project name through the URL', async () => {
    await app.signedInAt('/personal/changeNotice?projectName=%E4%B8%8D%E5%AD%98%E5%9C%A8')
    expect(await screen.findByText('没有符合条件的变更公告')).toBeInTheDocument()
  })
})
