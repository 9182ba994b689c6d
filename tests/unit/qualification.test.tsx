import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { nodeFile, submitOnceUploaded, uploadWithNodeForms } from './node-uploads'
import { idParam, notices, ofScenario } from './tender-support'

const app = appOverSimulator()

uploadWithNodeForms()

/** The seeded project of a scenario as the supplier's notice list shows it. */
const scenario = async (key: string) => ofScenario(await notices(), key)

const applicationFile = () => nodeFile('%PDF-1.7 资格预审申请', '资格预审申请文件.pdf', 'application/pdf')

describe('prequalification (spec 001 §4, decision 019)', () => {
  it('lists the tenant’s prequalification notices for the name in the URL', async () => {
    const project = await scenario('qualification')
    await app.signedInAt(`/purchaseNotice/qualifyNews?projectName=${encodeURIComponent(project.projectCode)}`)
    const table = await screen.findByRole('table', { name: '资格预审公告列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    expect(within(table).getByRole('link', { name: project.projectName })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '项目名称' })).toHaveValue(project.projectCode)
  })

  it('applies with an uploaded file and shows the application under review; decrypting early shows the server’s refusal', async () => {
    const project = await scenario('qualification')
    await app.signedInAt(`/purchaseNotice/qualifyApply?id=${idParam(project.id)}`)
    const form = await screen.findByRole('form', { name: '资格预审申请表' })
    await userEvent.click(within(form).getAllByRole('checkbox')[0]!)
    await userEvent.type(within(form).getByRole('textbox', { name: '联系人' }), '王五')
    await userEvent.type(within(form).getByRole('textbox', { name: '联系电话' }), '13912345678')
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('请上传资格预审申请文件')
    await userEvent.upload(within(form).getByLabelText('选择资格预审申请文件'), applicationFile())
    await within(form).findByText('资格预审申请文件.pdf')
    await submitOnceUploaded(within(form).getByRole('button', { name: '提交申请' }))
    const status = await screen.findByRole('status', { name: '申请状态' })
    expect(status).toHaveTextContent('已提交，审核中')
    expect(screen.getByText('资格预审申请文件：资格预审申请文件.pdf')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '解密申请文件' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(`资格预审申请文件解密尚未开始，开始时间：${project.entryEndTime}`)
  })

  it('keeps the form and shows the server’s reason when it refuses the application', async () => {
    const project = await scenario('qualification')
    await app.signedInAt(`/purchaseNotice/qualifyApply?id=${idParam(project.id)}`)
    const form = await screen.findByRole('form', { name: '资格预审申请表' })
    await userEvent.upload(within(form).getByLabelText('选择资格预审申请文件'), applicationFile())
    await within(form).findByText('资格预审申请文件.pdf')
    await userEvent.click(within(form).getAllByRole('checkbox')[1]!)
    await userEvent.type(within(form).getByRole('textbox', { name: '联系人' }), '王五')
    await userEvent.type(within(form).getByRole('textbox', { name: '联系电话' }), '12345')
    await submitOnceUploaded(within(form).getByRole('button', { name: '提交申请' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('请输入正确的手机号码')
    expect(within(form).getByRole('textbox', { name: '联系人' })).toHaveValue('王五')
    expect(within(form).getAllByRole('checkbox')[1]).toBeChecked()
    expect(within(form).getByText('资格预审申请文件.pdf')).toBeInTheDocument()
  })

  it('decrypts an encrypted application inside its window', async () => {
    const project = await scenario('qualifyReviewing')
    await app.signedInAt(`/purchaseNotice/qualifyApply?id=${idParam(project.id)}`)
    expect(await screen.findByRole('status', { name: '申请状态' })).toHaveTextContent('已提交，审核中')
    await userEvent.click(screen.getByRole('button', { name: '解密申请文件' }))
    await vi.waitFor(() => expect(screen.getByRole('status', { name: '申请状态' })).toHaveTextContent('申请文件已解密'))
    expect(screen.queryByRole('button', { name: '解密申请文件' })).not.toBeInTheDocument()
  })

  it('shows a failed application with its reason and lets the supplier apply again', async () => {
    const project = await scenario('qualifyFailed')
    await app.signedInAt(`/purchaseNotice/qualifyApply?id=${idParam(project.id)}`)
    expect(await screen.findByRole('status', { name: '申请状态' })).toHaveTextContent('资格预审未通过')
    expect(screen.getByText('未通过原因：安全生产许可证已过期，请更新后重新申请')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '重新申请' }))
    expect(await screen.findByRole('form', { name: '资格预审申请表' })).toBeInTheDocument()
  })

  it('lists result announcements and opens one with its text', async () => {
    const awarded = await scenario('awarded')
    await app.signedInAt('/purchaseNotice/subjectNews')
    const table = await screen.findByRole('table', { name: '结果公告列表' })
    const link = await within(table).findByRole('link', { name: `${awarded.projectName}中标结果公告` })
    await userEvent.click(link)
    expect(await screen.findByText(/评标工作已结束/)).toBeInTheDocument()
    // The notice's own HTML may repeat its title as a heading: the page's title is the one outside the body.
    const titles = screen.getAllByRole('heading', { name: `${awarded.projectName}中标结果公告` })
    expect(titles.filter((heading) => !heading.closest('article'))).toHaveLength(1)
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('id')).not.toBeNull())
    await act(async () => userEvent.click(screen.getAllByRole('button', { name: '返回结果公告' })[0]!))
    expect(await screen.findByRole('table', { name: '结果公告列表' })).toBeInTheDocument()
  })
})
