import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'

const app = appOverSimulator()
const search = () => new URLSearchParams(window.location.search)

async function myResearchTable() {
  const table = await screen.findByRole('table', { name: '我的调研列表' })
  await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
  return table
}
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

describe('my demand surveys on /researchNeeds/myResearchNeeds (decision 046)', () => {
  it('lists the surveys I was invited to with my standing, filtered through the URL', async () => {
    await app.signedInAt('/researchNeeds/myResearchNeeds')
    const table = await myResearchTable()
    expect(rowsOf(table).map((row) => within(row).getByText(/^(待填报|已提交|已截止)$/).textContent)).toEqual(['待填报', '已提交', '待填报', '已截止', '已提交'])
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '填报状态' }), '已截止')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(search().get('answerStatus')).toBe('2'))
    await vi.waitFor(() => expect(rowsOf(table)).toHaveLength(1))
    expect(within(rowsOf(table)[0]!).getByText('已截止')).toBeInTheDocument()
  })

  it('answers a survey: checks the form, submits it, shows it read-only and submitted in my list', async () => {
    await app.signedInAt('/researchNeeds/myResearchNeeds?answerStatus=0')
    const table = await myResearchTable()
    await vi.waitFor(() => expect(rowsOf(table)).toHaveLength(2))
    const fill = within(rowsOf(table)[0]!).getByRole('button', { name: /^填报 / })
    const title = fill.getAttribute('aria-label')!.replace(/^填报 /, '')
    await userEvent.click(fill)
    const form = await screen.findByRole('form', { name: '调研回复' })
    await userEvent.click(within(form).getByRole('button', { name: '提交回复' }))
    expect(await within(form).findByText('请填写产品（服务）名称')).toBeInTheDocument()
    expect(within(form).getByText('请填写单价')).toBeInTheDocument()
    await userEvent.type(within(form).getByRole('textbox', { name: /产品（服务）名称/ }), '智慧停车管理系统')
    await userEvent.type(within(form).getByRole('textbox', { name: /品牌型号/ }), 'PK-9')
    await userEvent.type(within(form).getByRole('textbox', { name: /单价/ }), '1.234')
    await userEvent.type(within(form).getByRole('textbox', { name: /供货周期/ }), '30')
    await userEvent.click(within(form).getByRole('button', { name: '提交回复' }))
    expect(await within(form).findByText('单价须为大于0的金额，最多两位小数')).toBeInTheDocument()
    await userEvent.clear(within(form).getByRole('textbox', { name: /单价/ }))
    await userEvent.type(within(form).getByRole('textbox', { name: /单价/ }), '12800.5')
    await userEvent.click(within(form).getByRole('button', { name: '提交回复' }))
    expect(await screen.findByText('调研回复已提交')).toBeInTheDocument()
    const answer = screen.getByRole('region', { name: '我的回复' })
    expect(within(answer).getByText('12,800.50')).toBeInTheDocument()
    expect(within(answer).getByText('智慧停车管理系统')).toBeInTheDocument()
    // Still open: the answer may be changed until the deadline.
    await userEvent.click(within(answer).getByRole('button', { name: '修改回复' }))
    expect(within(await screen.findByRole('form', { name: '调研回复' })).getByRole('textbox', { name: /单价/ })).toHaveValue('12800.50')
    await userEvent.click(screen.getByRole('button', { name: '取消修改' }))

    await userEvent.click(screen.getByRole('button', { name: '返回我的调研' }))
    const list = await myResearchTable()
    const row = within(list).getByRole('button', { name: `查看 ${title}` }).closest('tr')!
    expect(within(row).getByText('已提交')).toBeInTheDocument()
  })

  it('offers nothing to fill in a survey that closed unanswered', async () => {
    await app.signedInAt('/researchNeeds/myResearchNeeds?answerStatus=2')
    const table = await myResearchTable()
    await userEvent.click(within(rowsOf(table)[0]!).getByRole('button', { name: /^查看 / }))
    expect(await screen.findByText('调研已截止，未提交回复')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: '调研回复' })).not.toBeInTheDocument()
  })
})

describe('examination results on /biddingMessage (decision 046)', () => {
  it('shows each row’s overall result, the one the list filters by', async () => {
    await app.signedInAt('/biddingMessage')
    const table = await screen.findByRole('table', { name: '审查结果列表' })
    await vi.waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(1))
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent)
    const column = headers.indexOf('审查结果')
    expect(column).toBeGreaterThan(-1)
    const resultOf = (row: HTMLElement) => within(row).getAllByRole('cell')[column]!.textContent
    const all = rowsOf(table).map(resultOf)
    expect(all).toContain('通过')
    expect(all).toContain('不通过')
    for (const [code, name] of [['2', '不通过'], ['1', '通过']] as const) {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: '审查结果' }), name)
      await userEvent.click(screen.getByRole('button', { name: '查询' }))
      await vi.waitFor(() => expect(search().get('result')).toBe(code))
      await vi.waitFor(() => expect(rowsOf(screen.getByRole('table', { name: '审查结果列表' })).map(resultOf)).toEqual(all.filter((result) => result === name)))
    }
  })

  it('lists my results, filters the failed one through the URL and details it item by item', async () => {
    await app.signedInAt('/biddingMessage')
    const table = await screen.findByRole('table', { name: '审查结果列表' })
    await vi.waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(1))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '审查结果' }), '不通过')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(search().get('result')).toBe('2'))
    await vi.waitFor(() => expect(rowsOf(table)).toHaveLength(1))
    const row = rowsOf(table)[0]!
    expect(within(row).getByText(/投标有效期/)).toBeInTheDocument()
    await userEvent.click(within(row).getByRole('button', { name: /审查详情$/ }))
    const items = await screen.findByRole('table', { name: '审查明细' })
    const itemRows = rowsOf(items)
    expect(itemRows).toHaveLength(6)
    const failed = itemRows.filter((item) => within(item).queryByText('不通过'))
    expect(failed).toHaveLength(1)
    expect(within(failed[0]!).getByText('符合性审查')).toBeInTheDocument()
    expect(within(failed[0]!).getByText(/不满足招标文件要求/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '返回审查结果' }))
    expect(await screen.findByRole('table', { name: '审查结果列表' })).toBeInTheDocument()
  })
})
