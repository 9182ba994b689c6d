import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { accountScenarios, idParam, myProjects, ofScenario, signUpForOpenNotices } from './tender-support'

const app = appOverSimulator()
const DAY = 24 * 3_600_000

const table = () => screen.findByRole('table', { name: '我的项目列表' })
const rows = async () => {
  const t = await table()
  await vi.waitFor(() => expect(within(t).getAllByRole('row').length).toBeGreaterThan(1))
  return within(t).getAllByRole('row').slice(1)
}
const cellTexts = async (column: number) => (await rows()).map((row) => within(row).getAllByRole('cell')[column]!.textContent ?? '')

describe('my projects (spec 001 §2)', () => {
  it('lists the projects the supplier signed up for, each with its next step and deadline from the server', async () => {
    const mine = await myProjects()
    expect(mine.length).toBeGreaterThanOrEqual(accountScenarios().length)
    await app.signedInAt('/personal/myProject?size=40')
    const shown = await rows()
    expect(shown).toHaveLength(mine.length)
    expect(screen.getByText(`共 ${mine.length} 条`)).toBeInTheDocument()
    const unpaid = ofScenario(mine, 'feeUnpaid')
    const row = shown.find((r) => within(r).queryByText(unpaid.projectName))!
    expect(within(row).getByText('缴纳标书费')).toBeInTheDocument()
    expect(row).toHaveTextContent(`投标截止 ${unpaid.bidEndTime}`)
    const bidding = shown.find((r) => within(r).queryByText(ofScenario(mine, 'bidding').projectName))!
    expect(within(bidding).getByText('上传投标文件')).toBeInTheDocument()
    expect(within(bidding).getByRole('button', { name: `${ofScenario(mine, 'bidding').projectName} 上传投标文件` })).toBeInTheDocument()
    const awarded = shown.find((r) => within(r).queryByText(ofScenario(mine, 'awarded').projectName))!
    expect(within(awarded).getByText('已定标，查看结果公告')).toBeInTheDocument()
  })

  it('reads kind and status filters from the URL, and puts a new filter there', async () => {
    await app.signedInAt('/personal/myProject?projectType=5')
    expect(screen.getByRole('combobox', { name: '项目类型' })).toHaveValue('5')
    await vi.waitFor(async () => expect(new Set(await cellTexts(3))).toEqual(new Set(['电子项目'])))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '项目状态' }), '投标中')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('status')).toBe('3'))
    expect(new URLSearchParams(window.location.search).get('projectType')).toBe('5')
    await vi.waitFor(async () => expect(await cellTexts(4)).toEqual(['投标中']))
    await userEvent.click(screen.getByRole('button', { name: '重置' }))
    await vi.waitFor(() => expect(window.location.search).toBe(''))
    await vi.waitFor(async () => expect(await rows()).toHaveLength(Math.min(10, accountScenarios().length)))
  })

  it('keeps the page from the URL, and it survives a fresh start at that URL', async () => {
    // A day on, the upcoming notice opens too: with both open notices signed up for, the list runs to a second page.
    app.control.clock.advance(DAY + 60_000)
    const before = (await myProjects()).length
    const added = await signUpForOpenNotices()
    const total = before + added
    expect(added).toBeGreaterThan(0)
    expect(total).toBeGreaterThan(10)
    await app.signedInAt('/personal/myProject?curr=2&size=10')
    expect(await rows()).toHaveLength(Math.min(10, total - 10))
    expect(screen.getByText(`共 ${total} 条`)).toBeInTheDocument()
    const second = await cellTexts(2)
    const url = `${window.location.pathname}${window.location.search}`
    // The default size is left out of the address.
    expect(url).toBe('/personal/myProject?curr=2')
    const router = app.start('/login')
    await act(() => router.navigate({ href: url }))
    await vi.waitFor(async () => expect(await cellTexts(2)).toEqual(second))
  })

  it('says so when nothing matches', async () => {
    await app.signedInAt('/personal/myProject?projectName=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA')
    expect(await screen.findByText('没有符合条件的项目')).toBeInTheDocument()
  })

  it('the /index address leads to the list with its filters', async () => {
    await app.signedInAt('/personal/myProject/index?projectType=6')
    await vi.waitFor(() => expect(window.location.pathname).toBe('/personal/myProject'))
    expect(new URLSearchParams(window.location.search).get('projectType')).toBe('6')
    await vi.waitFor(async () => expect(new Set(await cellTexts(3))).toEqual(new Set(['现场项目'])))
  })
})

describe('sign-up records (myProjectApply)', () => {
  it('lists the packages signed up for and changes the contact person, validated first', async () => {
    const bidding = ofScenario(await myProjects(), 'bidding')
    await app.signedInAt(`/personal/myProject/myProjectApply?projectId=${idParam(bidding.id)}`)
    const records = await screen.findByRole('table', { name: '报名记录' })
    const entry = bidding.entryList![0]!
    await within(records).findByText(entry.packageName)
    expect(records).toHaveTextContent(entry.linkMan!)
    expect(records).toHaveTextContent(entry.entryTime)
    await userEvent.click(within(records).getByRole('button', { name: `修改${entry.packageName}的联系人` }))
    const dialog = await screen.findByRole('dialog', { name: '修改报名联系人' })
    const phone = within(dialog).getByRole('textbox', { name: '手机号码' })
    await userEvent.clear(phone)
    await userEvent.type(phone, '1391234')
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('手机号码长度不为11位')).toBeInTheDocument()
    await userEvent.type(phone, '5678')
    const name = within(dialog).getByRole('textbox', { name: '联系人' })
    await userEvent.clear(name)
    await userEvent.type(name, '李文静')
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: '修改报名联系人' })).not.toBeInTheDocument())
    expect(records).toHaveTextContent('李文静')
    expect(records).toHaveTextContent('13912345678')
    // The server kept it.
    expect(ofScenario(await myProjects(), 'bidding').entryList![0]).toMatchObject({ linkMan: '李文静', linkPhone: '13912345678' })
  })

  it('shows the server’s refusal and keeps what was typed', async () => {
    const awarded = ofScenario(await myProjects(), 'awarded')
    await app.signedInAt(`/personal/myProject/myProjectApply?projectId=${idParam(awarded.id)}`)
    const records = await screen.findByRole('table', { name: '报名记录' })
    await userEvent.click(await within(records).findByRole('button', { name: /^修改.+的联系人$/ }))
    const dialog = await screen.findByRole('dialog', { name: '修改报名联系人' })
    const phone = within(dialog).getByRole('textbox', { name: '手机号码' })
    await userEvent.clear(phone)
    await userEvent.type(phone, '13700001111')
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('项目已结束，不能修改联系人')
    expect(phone).toHaveValue('13700001111')
  })
})
