import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { myProjects, ofScenario } from './tender-support'

const app = appOverSimulator()
const DAY = 86_400_000
const search = () => new URLSearchParams(window.location.search)

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: '提出异议' }))
  return screen.findByRole('form', { name: '异议表单' })
}

async function chooseProject(form: HTMLElement, project: { projectCode: string; projectName: string }) {
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /异议项目/ }), `${project.projectCode} ${project.projectName}`)
  const fileType = within(form).getByRole('combobox', { name: /文件类型/ })
  await vi.waitFor(() => expect(fileType).toBeEnabled())
  return fileType
}

describe('objections to procurement documents on /personal/moreQuestion (spec 001 §7, decision 030)', () => {
  it('lists my objections with the buyers’ explanations and raises one about a file the project has', async () => {
    const documents = ofScenario(await myProjects(), 'documents')
    await app.signedInAt('/personal/moreQuestion?tab=explain')
    expect(screen.getByRole('tab', { name: '招标文件异议' })).toHaveAttribute('aria-selected', 'true')
    const table = await screen.findByRole('table', { name: '招标文件异议列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5))
    expect(within(table).getByText('经研究，类似业绩要求调整为不少于3项，详见第1次澄清/修改文件。')).toBeInTheDocument()
    // Another bidder's objection in the same project is not mine to see.
    expect(within(table).queryByText('关于项目经理资格要求的异议')).not.toBeInTheDocument()

    const form = await openForm()
    await userEvent.click(within(form).getByRole('button', { name: '提交异议' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('请选择异议所涉项目')
    const fileType = await chooseProject(form, documents)
    expect(within(fileType).getAllByRole('option').map((option) => option.textContent)).toEqual(['请选择文件类型', '招标文件', '工程量清单'])
    await userEvent.selectOptions(fileType, '招标文件')
    await userEvent.type(within(form).getByRole('textbox', { name: /异议标题/ }), '关于技术参数的异议')
    await userEvent.type(within(form).getByRole('textbox', { name: /异议内容/ }), '第五章技术参数指向特定品牌，请修改。')
    await userEvent.click(within(form).getByRole('button', { name: '提交异议' }))
    expect(await screen.findByText('异议已提交，采购人作出说明后将在列表中显示。')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '关闭' }))
    expect(await within(table).findByText('关于技术参数的异议')).toBeInTheDocument()
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6))
  })

  it('keeps what was typed and shows the server’s reason once objections have closed', async () => {
    const documents = ofScenario(await myProjects(), 'documents')
    // Six and a half days on, bids are still taken but objections closed three days before the deadline.
    app.control.clock.advance(6.5 * DAY)
    await app.signedInAt('/personal/moreQuestion?tab=explain')
    const form = await openForm()
    await userEvent.selectOptions(await chooseProject(form, documents), '工程量清单')
    await userEvent.type(within(form).getByRole('textbox', { name: /异议标题/ }), '清单漏项')
    await userEvent.type(within(form).getByRole('textbox', { name: /异议内容/ }), '缺少措施项目清单。')
    await userEvent.click(within(form).getByRole('button', { name: '提交异议' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^异议提出已截止，截止时间：/)
    expect(within(form).getByRole('textbox', { name: /异议标题/ })).toHaveValue('清单漏项')
    expect(within(form).getByRole('textbox', { name: /异议内容/ })).toHaveValue('缺少措施项目清单。')
    expect(within(form).getByRole('combobox', { name: /文件类型/ })).toHaveValue('4')
  })

  it('filters by standing in the URL and rewords an objection still awaiting its explanation', async () => {
    await app.signedInAt('/personal/moreQuestion?tab=explain')
    const table = await screen.findByRole('table', { name: '招标文件异议列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '按状态筛选' }), '已说明')
    await vi.waitFor(() => expect(search().get('status')).toBe('1'))
    expect(search().get('tab')).toBe('explain')
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    // An explained objection can no longer be reworded.
    expect(within(table).queryByRole('button', { name: /^修改异议/ })).not.toBeInTheDocument()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '按状态筛选' }), '待说明')
    await vi.waitFor(() => expect(search().get('status')).toBe('0'))
    await userEvent.click(await within(table).findByRole('button', { name: '修改异议：工程量清单第3项数量与图纸不符' }))
    const form = await screen.findByRole('form', { name: '异议表单' })
    expect(within(form).getByRole('combobox', { name: /异议项目/ })).toBeDisabled()
    await vi.waitFor(() => expect(within(form).getByRole('combobox', { name: /文件类型/ })).toHaveValue('4'))
    const content = within(form).getByRole('textbox', { name: /异议内容/ })
    await userEvent.clear(content)
    await userEvent.type(content, '工程量清单第3项土方开挖数量应为1850立方米。')
    await userEvent.click(within(form).getByRole('button', { name: '保存修改' }))
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }))
    expect(await within(table).findByText('工程量清单第3项土方开挖数量应为1850立方米。')).toBeInTheDocument()
  })

  it('leaves the questions tab as it was, and switching tabs starts each at its own first page', async () => {
    await app.signedInAt('/personal/moreQuestion')
    expect(await screen.findByRole('table', { name: '我的提问列表' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: '招标文件异议' }))
    await vi.waitFor(() => expect(search().get('tab')).toBe('explain'))
    expect(await screen.findByRole('table', { name: '招标文件异议列表' })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: '我的提问列表' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: '向采购人提问' }))
    await vi.waitFor(() => expect(search().get('tab')).toBeNull())
    expect(await screen.findByRole('form', { name: '提问表单' })).toBeInTheDocument()
  })
})
