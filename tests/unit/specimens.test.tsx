import { screen, within } from '@testing-library/react'
import { formatDate } from '@/time/server-time'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { myProjects, ofScenario } from './tender-support'

const app = appOverSimulator()
// A test may stand in for one answer of the back end; the next test gets the simulator's again.
afterEach(() => app.server.resetHandlers())

/** Types over what a field holds. */
async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

/** Fills the application form with valid values; the project (and its only package) come from the URL. */
async function fillApplication(form: HTMLElement, specimenName: string) {
  await userEvent.type(within(form).getByRole('textbox', { name: /样品名称/ }), specimenName)
  await retype(within(form).getByRole('textbox', { name: /^联系人/ }), '李文静')
  await retype(within(form).getByRole('textbox', { name: /联系电话/ }), '13912345678')
  // The first day the form offers: the server's today, as the project page shows it.
  await retype(within(form).getByRole('textbox', { name: /预计递交日期/ }), formatDate(app.control.clock.now()))
}

describe('specimens and guarantee letters (spec 001 §2, decision 045)', () => {
  it('checks a form in place, applies for a specimen of a project I bid on, and finds it in the records', async () => {
    const project = ofScenario(await myProjects(), 'awaitingOpening')
    await app.signedInAt(`/mySpecimen/specimenApply?projectId=${project.id}`)
    const form = await screen.findByRole('form', { name: '样品申请表' })
    // The URL's project is chosen, with its only package.
    expect(within(form).getByRole('combobox', { name: /投标项目/ })).toHaveDisplayValue(`${project.projectCode} ${project.projectName}`)
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }))
    expect(await within(form).findByText('请输入样品名称')).toBeInTheDocument()
    expect(within(form).getByText('请选择预计递交日期')).toBeInTheDocument()
    await fillApplication(form, '防护服样品')
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }))
    expect(await screen.findByText('样品申请已提交')).toBeInTheDocument()
    expect(screen.getByText(/状态：待审核。请等待采购人审核。/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: '查看申请记录' }))
    const table = await screen.findByRole('table', { name: '样品申请记录' })
    await vi.waitFor(() => expect(within(table).getByText('防护服样品')).toBeInTheDocument())
    const row = within(table).getByText('防护服样品').closest('tr')!
    expect(within(row).getByText('待审核')).toBeInTheDocument()
  })

  it('starts the contact from the company’s managing contact, which the supplier may change', async () => {
    const project = ofScenario(await myProjects(), 'awaitingOpening')
    const manager = app.control.snapshot().db.supLink.find((contact) => contact.isManage === 1 && contact.tenantId === '000000' && contact.name === '王建国')!
    await app.signedInAt(`/mySpecimen/specimenApply?projectId=${project.id}`)
    const form = await screen.findByRole('form', { name: '样品申请表' })
    expect(within(form).getByRole('textbox', { name: /^联系人/ })).toHaveValue(manager.name)
    expect(within(form).getByRole('textbox', { name: /联系电话/ })).toHaveValue(manager.mobile)
    await fillApplication(form, '防护服样品')
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }))
    expect(await screen.findByText('样品申请已提交')).toBeInTheDocument()
    const saved = app.control.snapshot().db.specimenApply.find((record) => record.projectId === project.id)!
    expect([saved.contactName, saved.contactPhone]).toEqual(['李文静', '13912345678'])
  })

  it('offers no application for a package past its specimens’ deadline, and says why in Beijing time', async () => {
    const project = ofScenario(await myProjects(), 'opened')
    const { db } = app.control.snapshot()
    const deadline = db.projectSpecimen.find((record) => record.projectId === project.id)!.deadline
    await app.signedInAt(`/mySpecimen/specimenApply?projectId=${project.id}`)
    const form = await screen.findByRole('form', { name: '样品申请表' })
    const alert = within(form).getByText(/该标包的样品递交截止时间为/)
    expect(alert).toHaveTextContent(`该标包的样品递交截止时间为 ${deadline}（北京时间），现已截止，不能再申请样品。`)
    expect(within(form).getByRole('button', { name: '提交申请' })).toBeDisabled()
    expect(db.specimenApply.filter((record) => record.projectId === project.id)).toHaveLength(1)
  })

  it('shows an open package’s deadline beside it', async () => {
    const project = ofScenario(await myProjects(), 'awaitingOpening')
    const deadline = app.control.snapshot().db.projectSpecimen.find((record) => record.projectId === project.id)!.deadline
    await app.signedInAt(`/mySpecimen/specimenApply?projectId=${project.id}`)
    const form = await screen.findByRole('form', { name: '样品申请表' })
    expect(within(form).getByRole('combobox', { name: /^标包/ })).toHaveAccessibleDescription(`样品递交截止时间：${deadline}（北京时间）`)
    expect(within(form).getByRole('button', { name: '提交申请' })).toBeEnabled()
  })

  it('says the status the back end gave the application, not an assumed 待审核', async () => {
    const project = ofScenario(await myProjects(), 'awaitingOpening')
    // A back end that approves this application at once: the answer, not the portal, says where it stands.
    app.server.use(
      http.post(
        '*/api/bid-project/specimen/saveSpecimenApply',
        async ({ request }) => {
          const sent = (await request.json()) as Record<string, string | number>
          const data = {
            ...sent, id: '1930000000000000001', specimenNo: 'YP202506020001', projectCode: project.projectCode, projectName: project.projectName, packageName: '第一包',
            status: 1, statusName: '已通过', rejectReason: null, applyTime: '2025-06-02 09:00:00', reviewTime: '2025-06-02 09:00:00',
          }
          return HttpResponse.json({ code: 200, success: true, data, msg: '操作成功' })
        },
        { once: true },
      ),
    )
    await app.signedInAt(`/mySpecimen/specimenApply?projectId=${project.id}`)
    const form = await screen.findByRole('form', { name: '样品申请表' })
    await fillApplication(form, '防护服样品')
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }))
    const receipt = await screen.findByRole('alert')
    expect(receipt).toHaveTextContent('样品申请已提交')
    expect(receipt).toHaveTextContent(`${project.projectName}：防护服样品，状态：已通过。`)
    expect(receipt).not.toHaveTextContent('待审核')
    expect(receipt).not.toHaveTextContent('请等待采购人审核')
  })

  it('checks a guarantee letter’s authenticity: genuine with its facts, and an unknown number refused', async () => {
    await app.signedInAt('/mySpecimen/guaranteeDetails')
    const table = await screen.findByRole('table', { name: '电子保函列表' })
    await vi.waitFor(() => expect(within(table).getByText('BH2025060200018')).toBeInTheDocument())
    for (const status of ['有效', '已失效', '已撤销']) expect(within(table).getAllByText(status).length).toBeGreaterThan(0)
    await userEvent.click(within(table).getByRole('button', { name: '核验真伪 BH2025060200018' }))
    expect(await screen.findByText('该编号真实有效，信息如下。')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: '查询结果' })).toHaveTextContent('中国建设银行股份有限公司上海分行')

    const number = screen.getByRole('textbox', { name: '样品编号或保函编号' })
    await userEvent.clear(number)
    await userEvent.type(number, 'BH0000000000000')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('查无此号')
    expect(new URLSearchParams(window.location.search).get('number')).toBe('BH0000000000000')
  })
})
