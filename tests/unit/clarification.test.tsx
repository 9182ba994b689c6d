import { SIMULATOR_CLOCK_EVENT } from '../../simulator/clock-event'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { nodeFile, submitOnceUploaded, uploadWithNodeForms } from './node-uploads'
import { idParam, myProjects, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()

uploadWithNodeForms()

const evidence = () => nodeFile('%PDF-1.7 设备清单', '设备清单.pdf', 'application/pdf')

describe('clarifications (spec 001 §7, decision 025)', () => {
  it('asks the buyer a question about a signed-up project and shows it in my questions', async () => {
    const documents = ofScenario(await myProjects(), 'documents')
    await app.signedInAt('/personal/moreQuestion')
    const table = await screen.findByRole('table', { name: '我的提问列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    const form = await screen.findByRole('form', { name: '提问表单' })
    await userEvent.click(within(form).getByRole('button', { name: '提交问题' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('请选择提问的项目')
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '提问项目' }), `${documents.projectCode} ${documents.projectName}`)
    await userEvent.type(within(form).getByRole('textbox', { name: /问题内容/ }), '是否接受联合体投标？')
    await userEvent.click(within(form).getByRole('button', { name: '提交问题' }))
    expect(await screen.findByText('提问成功，采购人答复后将在下方列表中显示。')).toBeInTheDocument()
    expect(await within(table).findByText('是否接受联合体投标？')).toBeInTheDocument()
    // Filtering by the project keeps it in the URL.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '按项目筛选' }), `${documents.projectCode} ${documents.projectName}`)
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('projectId')).toBe(documents.id))
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
  })

  it('keeps the question and shows the server’s reason when the question deadline has passed', async () => {
    const bidding = ofScenario(await myProjects(), 'bidding')
    app.control.clock.advance(1.5 * 86_400_000)
    await app.signedInAt('/personal/moreQuestion')
    const form = await screen.findByRole('form', { name: '提问表单' })
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '提问项目' }), `${bidding.projectCode} ${bidding.projectName}`)
    await userEvent.type(within(form).getByRole('textbox', { name: /问题内容/ }), '工期能否顺延？')
    await userEvent.click(within(form).getByRole('button', { name: '提交问题' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^提问已截止/)
    expect(within(form).getByRole('textbox', { name: /问题内容/ })).toHaveValue('工期能否顺延？')
  })

  it('answers an explanation request with a file before its deadline', async () => {
    const evaluating = ofScenario(await myProjects(), 'evaluating')
    await app.signedInAt(`/electronicOpening/evaluationInteract?projectId=${idParam(evaluating.id)}`)
    expect(await screen.findByText('当前环节：澄清说明')).toBeInTheDocument()
    const request = await screen.findByRole('article', { name: '关于投标报价的澄清' })
    const form = await within(request).findByRole('form', { name: '澄清答复：关于投标报价的澄清' })
    await userEvent.type(within(form).getByRole('textbox', { name: /澄清内容/ }), '措施项目费偏低系因本单位自有设备，详见附件。')
    await userEvent.upload(within(form).getByLabelText('选择附件'), evidence())
    await within(form).findByText('设备清单.pdf')
    await submitOnceUploaded(within(form).getByRole('button', { name: '提交答复' }))
    expect(await within(request).findByText('答复已提交，截止时间前可修改。')).toBeInTheDocument()
    expect(within(request).getByText(/我的答复：措施项目费偏低系因本单位自有设备，详见附件。/)).toHaveTextContent('(设备清单.pdf)')
    expect(within(request).getByText('已答复')).toBeInTheDocument()
  })

  it('says an expired request can no longer be answered and offers no form', async () => {
    const evaluating = ofScenario(await myProjects(), 'evaluating')
    await app.signedInAt(`/electronicOpening/evaluationInteract?projectId=${idParam(evaluating.id)}`)
    const request = await screen.findByRole('article', { name: '关于工期安排的澄清' })
    expect(await within(request).findByRole('alert')).toHaveTextContent('已过答复截止时间')
    expect(within(request).getByText(/不能再答复/)).toBeInTheDocument()
    expect(within(request).queryByRole('form')).not.toBeInTheDocument()
    expect(within(request).getByText('已过期')).toBeInTheDocument()
  })

  it('closes the answer when the simulator’s clock jumps past its deadline', async () => {
    const evaluating = ofScenario(await myProjects(), 'evaluating')
    await app.signedInAt(`/electronicOpening/evaluationInteract?projectId=${idParam(evaluating.id)}`)
    const request = await screen.findByRole('article', { name: '关于投标报价的澄清' })
    const form = await within(request).findByRole('form', { name: '澄清答复：关于投标报价的澄清' })
    await userEvent.type(within(form).getByRole('textbox', { name: /澄清内容/ }), '正在写的答复')
    // A trainer moves the simulated time on a day; the page hears it as the in-page simulator says it.
    app.control.clock.advance(86_400_000)
    window.dispatchEvent(new Event(SIMULATOR_CLOCK_EVENT))
    expect(await within(request).findByRole('alert')).toHaveTextContent('已过答复截止时间')
    expect(within(request).queryByRole('form')).not.toBeInTheDocument()
  })

  it('keeps the answer being written when the clock is read again before the deadline', async () => {
    const evaluating = ofScenario(await myProjects(), 'evaluating')
    await app.signedInAt(`/electronicOpening/evaluationInteract?projectId=${idParam(evaluating.id)}`)
    const request = await screen.findByRole('article', { name: '关于投标报价的澄清' })
    const form = await within(request).findByRole('form', { name: '澄清答复：关于投标报价的澄清' })
    await userEvent.type(within(form).getByRole('textbox', { name: /澄清内容/ }), '正在写的答复')
    const clockReads = async () => (await app.control.console.requestLog()).filter((entry) => entry.path.endsWith('/entry/check/getTime')).length
    const before = await clockReads()
    app.control.clock.advance(60_000)
    window.dispatchEvent(new Event(SIMULATOR_CLOCK_EVENT))
    await vi.waitFor(async () => expect(await clockReads()).toBeGreaterThan(before), { timeout: WAIT_LIMIT_MS })
    const again = await within(request).findByRole('form', { name: '澄清答复：关于投标报价的澄清' })
    await vi.waitFor(() => expect(within(again).getByRole('textbox', { name: /澄清内容/ })).toHaveValue('正在写的答复'), { timeout: WAIT_LIMIT_MS })
    expect(within(request).queryByText('已过答复截止时间')).not.toBeInTheDocument()
  })
})
