import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { call, signedIn } from '../../simulator/test-support'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }

/** The approved account's awarded project (the tender seed's `awarded` scenario), its evaluations and its pending acceptance. */
function seeded() {
  const { db } = app.control.snapshot()
  const supplierId = db.user.find((user) => user.account === 'supplier')!.supplierId
  const project = db.project.find((p) => p.outcome === 'awarded' && p.winnerSupplierId === supplierId)!
  const evaluations = db.creditEvaluation.filter((e) => e.supplierId === supplierId)
  const pending = db.acceptance.find((a) => a.supplierId === supplierId && a.status === 0)!
  return { supplierId, project, evaluations, pending }
}

describe('/personal/credit (decision 044)', () => {
  it('shows the score, its rating and the evaluations behind it with their items', async () => {
    await app.signedInAt('/personal/credit')
    const card = await screen.findByRole('region', { name: '信用概况' }, slow)
    const { evaluations } = seeded()
    const mean = Math.round((evaluations.reduce((sum, e) => sum + e.score, 0) / evaluations.length) * 10) / 10
    expect(card).toHaveTextContent(`信用分${mean}`)
    expect(card).toHaveTextContent(`评价次数${evaluations.length}`)
    const table = screen.getByRole('table', { name: '信用评价列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(evaluations.length + 1), slow)
    expect(within(table).getAllByText(/^履约质量 \d+\/40$/)).toHaveLength(evaluations.length)
  })

  it('shows the awarded project’s evaluation, newest, under its deal’s project, and finds it by the deal’s code', async () => {
    const { project } = seeded()
    const { db } = app.control.snapshot()
    const deal = db.deal.find((d) => d.projectId === project.id)!
    const evaluation = db.creditEvaluation.find((e) => e.dealId === deal.id)!
    await app.signedInAt('/personal/credit')
    const table = await screen.findByRole('table', { name: '信用评价列表' }, slow)
    // The project's code sits under its name, in the same cell.
    const nameCell = (await within(table).findByText(deal.projectName, {}, slow)).closest('td')!
    expect(within(nameCell).getByText(deal.projectCode)).toBeInTheDocument()
    const newest = nameCell.closest('tr')!
    expect(within(table).getAllByRole('row')[1]).toBe(newest)
    expect(within(newest).getByRole('cell', { name: String(evaluation.score) })).toBeInTheDocument()
    expect(within(newest).getByRole('cell', { name: evaluation.evaluateTime })).toBeInTheDocument()
    expect(within(newest).getByText(`${evaluation.itemNames[1]} ${evaluation.itemScores[1]}/${evaluation.itemFulls[1]}`)).toBeInTheDocument()

    const search = screen.getByRole('search', { name: '查询信用评价' })
    await userEvent.type(within(search).getByRole('textbox', { name: '项目名称' }), deal.projectCode)
    await userEvent.click(within(search).getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('projectName')).toBe(deal.projectCode))
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: '信用评价列表' })).getAllByRole('row')).toHaveLength(2), slow)
    const found = within(screen.getByRole('table', { name: '信用评价列表' })).getAllByRole('row')[1]!
    expect(within(found).getByText(deal.projectName)).toBeInTheDocument()
    expect(within(found).getByText(deal.projectCode)).toBeInTheDocument()
    expect(within(found).getByRole('cell', { name: deal.purchaserName })).toBeInTheDocument()
  })

  it('lists the awarded project as a deal being performed, and its contract with the signed file', async () => {
    const { project } = seeded()
    await app.signedInAt(`/personal/credit/dealProject?projectName=${project.projectCode}`)
    const deals = await screen.findByRole('table', { name: '成交项目列表' }, slow)
    await vi.waitFor(() => expect(within(deals).getByText(project.projectName)).toBeInTheDocument(), slow)
    expect(within(deals).getByText('履约中')).toBeInTheDocument()

    await userEvent.click(within(deals).getByRole('button', { name: `${project.projectName} 合同` }))
    const contracts = await screen.findByRole('table', { name: '成交合同列表' }, slow)
    await vi.waitFor(() => expect(within(contracts).getAllByRole('row')).toHaveLength(2), slow)
    expect(within(contracts).getByText(`${project.projectName}合同`)).toBeInTheDocument()
    expect(within(contracts).getAllByRole('button', { name: /（已签章）\.pdf/ }).length).toBeGreaterThan(0)
    expect(new URLSearchParams(window.location.search).get('projectName')).toBe(project.projectCode)
  })
})

describe('/personal/credit/projectCheck', () => {
  it('refuses an objection without a reason, keeps the reason through a refusal, and records the objection', async () => {
    const { project } = seeded()
    await app.signedInAt('/personal/credit/projectCheck?status=0')
    const table = await screen.findByRole('table', { name: '项目验收列表' }, slow)
    const answer = await within(table).findByRole('button', { name: `确认验收：${project.projectName}` }, slow)
    await userEvent.click(answer)
    const dialog = await screen.findByRole('dialog', { name: '验收确认' })
    expect(within(dialog).getByText('合格')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '提出异议' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '提交异议' }))
    expect(await within(dialog).findByText('请填写异议理由')).toBeInTheDocument()

    app.control.faults.set('POST /api/bid-credit/acceptance/confirm', { status: 500, msg: '服务异常' }, { times: 1 })
    const reason = within(dialog).getByRole('textbox', { name: /异议理由/ })
    await userEvent.type(reason, '验收意见与现场记录不符')
    await userEvent.click(within(dialog).getByRole('button', { name: '提交异议' }))
    expect(await within(dialog).findByRole('alert', {}, slow)).toBeInTheDocument()
    expect(reason).toHaveValue('验收意见与现场记录不符')
    await userEvent.click(within(dialog).getByRole('button', { name: '提交异议' }))
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((n) => n.textContent)).toContain('异议已提交，等待采购人处理'), slow)
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: '验收确认' })).toBeNull(), slow)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '确认状态' }), '有异议')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('status')).toBe('2'))
    const objected = () => screen.getByRole('table', { name: '项目验收列表' })
    await vi.waitFor(() => expect(within(objected()).getByText(/验收意见与现场记录不符/)).toBeInTheDocument(), slow)
    expect(within(objected()).queryByText('待确认')).toBeNull()
  })

  it('confirms the acceptance: its status changes and it can no longer be answered', async () => {
    const { project } = seeded()
    await app.signedInAt('/personal/credit/projectCheck')
    const table = await screen.findByRole('table', { name: '项目验收列表' }, slow)
    await userEvent.click(await within(table).findByRole('button', { name: `确认验收：${project.projectName}` }, slow))
    const dialog = await screen.findByRole('dialog', { name: '验收确认' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确认验收' }))
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((n) => n.textContent)).toContain('已确认验收结果'), slow)
    await vi.waitFor(() => expect(within(table).queryByRole('button', { name: `确认验收：${project.projectName}` })).toBeNull(), slow)
    const row = within(table).getByText(project.projectName).closest('tr')!
    expect(within(row).getByText('已确认')).toBeInTheDocument()
  })

  it('tells an acceptance a colleague answered while the dialog was open, instead of answering it twice', async () => {
    const { project, pending, supplierId } = seeded()
    await app.signedInAt('/personal/credit/projectCheck')
    const table = await screen.findByRole('table', { name: '项目验收列表' }, slow)
    await userEvent.click(await within(table).findByRole('button', { name: `确认验收：${project.projectName}` }, slow))
    const dialog = await screen.findByRole('dialog', { name: '验收确认' })
    const { access_token: token } = await signedIn('supplier')
    const colleague = await call('/api/bid-credit/acceptance/confirm', { method: 'POST', token, json: { id: pending.id, supplierId, action: 2, reason: '数量不符' } })
    expect(colleague.status).toBe(200)
    await userEvent.click(within(dialog).getByRole('button', { name: '确认验收' }))
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((n) => n.textContent)).toContain('该验收已由本单位其他人员处理，列表已刷新'), slow)
    const row = (await within(table).findByText(/数量不符/, {}, slow)).closest('tr')!
    expect(within(row).getByText('有异议')).toBeInTheDocument()
  })
})
