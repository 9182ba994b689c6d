import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { rowsNow } from './table-rows'
import { myProjects, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }
const search = () => new URLSearchParams(window.location.search)
const here = () => `${window.location.pathname}${window.location.search}`

const rowOf = (name: string, text: string) => rowsNow(name).find((row) => within(row).queryByText(text, { exact: false }))
/** A row's cell under the column headed `header` of the table named `name`. */
function cellUnder(name: string, row: HTMLElement, header: string) {
  const index = within(screen.getByRole('table', { name })).getAllByRole('columnheader').findIndex((th) => th.textContent === header)
  return within(row).getAllByRole('cell')[index]!
}

describe('/mySpecimen/projectSpecimen (decision 045)', () => {
  it('lists what each package I bid on asks for with what I did about it, finds one by its code and applies for it', async () => {
    const projects = await myProjects()
    const awarded = ofScenario(projects, 'awarded')
    const waiting = ofScenario(projects, 'awaitingOpening')
    await app.signedInAt('/mySpecimen/projectSpecimen')
    await screen.findByRole('table', { name: '项目样品列表' }, slow)
    await vi.waitFor(() => expect(rowsNow('项目样品列表')).toHaveLength(5), slow)
    const returned = rowOf('项目样品列表', awarded.projectName)!
    expect(within(returned).getByText('医用耗材样品')).toBeInTheDocument()
    expect(cellUnder('项目样品列表', returned, '我的申请')).toHaveTextContent('已退还')
    expect(cellUnder('项目样品列表', returned, '已递交数量')).toHaveTextContent(/^4$/)
    expect(cellUnder('项目样品列表', rowOf('项目样品列表', waiting.projectName)!, '我的申请')).toHaveTextContent('未申请')

    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), waiting.projectCode)
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(search().get('projectName')).toBe(waiting.projectCode))
    await vi.waitFor(() => expect(rowsNow('项目样品列表')).toHaveLength(1), slow)
    expect(within(rowsNow('项目样品列表')[0]!).getByText('防护服样品')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: `${waiting.projectName} 申请样品` }))
    const form = await screen.findByRole('form', { name: '样品申请表' }, slow)
    expect(window.location.pathname).toBe('/mySpecimen/specimenApply')
    expect(within(form).getByRole('combobox', { name: /投标项目/ })).toHaveDisplayValue(`${waiting.projectCode} ${waiting.projectName}`)
  })
})

describe('the URL filters of the specimen and guarantee lists (decision 045)', () => {
  it('/mySpecimen/specimenRecord: a status chosen lands in the URL, narrows the list, and holds when the page loads from that URL', async () => {
    await app.signedInAt('/mySpecimen/specimenRecord')
    await screen.findByRole('table', { name: '样品申请记录' }, slow)
    await vi.waitFor(() => expect(rowsNow('样品申请记录')).toHaveLength(4), slow)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已驳回')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(search().get('status')).toBe('2'))
    await vi.waitFor(() => expect(rowsNow('样品申请记录')).toHaveLength(1), slow)
    expect(within(rowsNow('样品申请记录')[0]!).getByText('已驳回')).toBeInTheDocument()
    expect(within(rowsNow('样品申请记录')[0]!).getByText(/驳回原因：样品规格/)).toBeInTheDocument()

    app.start(here())
    await screen.findByRole('table', { name: '样品申请记录' }, slow)
    await vi.waitFor(() => expect(rowsNow('样品申请记录')).toHaveLength(1), slow)
    expect(within(rowsNow('样品申请记录')[0]!).getByText('已驳回')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveDisplayValue('已驳回')
    await userEvent.click(screen.getByRole('button', { name: '重置' }))
    await vi.waitFor(() => expect(search().has('status')).toBe(false))
    await vi.waitFor(() => expect(rowsNow('样品申请记录')).toHaveLength(4), slow)
  })

  it('/mySpecimen/guaranteeDetails: a project and a status land in the URL, narrow the list, and hold when the page loads from that URL', async () => {
    const evaluating = ofScenario(await myProjects(), 'evaluating')
    await app.signedInAt('/mySpecimen/guaranteeDetails')
    await screen.findByRole('table', { name: '电子保函列表' }, slow)
    await vi.waitFor(() => expect(rowsNow('电子保函列表').length).toBeGreaterThan(2), slow)
    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), evaluating.projectCode)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '状态' }), '有效')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect([search().get('projectName'), search().get('status')]).toEqual([evaluating.projectCode, '1']))
    await vi.waitFor(() => expect(rowsNow('电子保函列表')).toHaveLength(1), slow)
    const only = () => rowsNow('电子保函列表')[0]!
    expect(within(only()).getByText(evaluating.projectName)).toBeInTheDocument()
    expect(within(only()).getByText('有效')).toBeInTheDocument()

    app.start(here())
    await screen.findByRole('table', { name: '电子保函列表' }, slow)
    await vi.waitFor(() => expect(rowsNow('电子保函列表')).toHaveLength(1), slow)
    expect(within(only()).getByText(evaluating.projectName)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '项目名称' })).toHaveValue(evaluating.projectCode)
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveDisplayValue('有效')

    // The same project with another status has no letter: the list says so rather than showing the unfiltered one.
    app.start(`/mySpecimen/guaranteeDetails?projectName=${evaluating.projectCode}&status=3`)
    expect(await screen.findByText('没有符合条件的保函', {}, slow)).toBeInTheDocument()
  })
})
