import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }

async function retype(label: RegExp, value: string) {
  const field = screen.getByLabelText(label)
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

const openForm = async () => within(await screen.findByRole('form', { name: '发票信息' }, slow))

describe('/invoiceManagement (decision 031)', () => {
  it('saves valid details and shows them when the screen is opened again', async () => {
    await app.signedInAt('/invoiceManagement')
    const form = await openForm()
    expect(form.getByText(/^尚未保存发票信息/)).toBeInTheDocument()
    expect(form.getByRole('radio', { name: '增值税普通发票' })).toBeChecked()

    await retype(/^发票抬头/, '  上海示例科技有限公司 ')
    await retype(/^纳税人识别号/, '91350100m000100y43')
    await retype(/^开户银行/, '招商银行上海分行')
    await retype(/^电子邮箱/, 'finance@example.com')
    await retype(/^手机号码/, '13800138000')
    await userEvent.click(form.getByRole('button', { name: '保存' }))

    expect(await screen.findByText('发票信息已保存', {}, slow)).toBeInTheDocument()
    // What the server kept: trimmed, the tax number in capitals.
    expect(screen.getByLabelText(/^纳税人识别号/)).toHaveValue('91350100M000100Y43')
    expect(screen.getByLabelText(/^发票抬头/)).toHaveValue('上海示例科技有限公司')

    // A change after saving no longer claims to be saved.
    await userEvent.type(screen.getByLabelText(/^注册地址/), '上')
    expect(screen.queryByText('发票信息已保存')).not.toBeInTheDocument()

    app.start('/invoiceManagement')
    const again = await openForm()
    expect(again.getByText(/^最近保存时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeInTheDocument()
    expect(again.getByLabelText(/^发票抬头/)).toHaveValue('上海示例科技有限公司')
    expect(again.getByLabelText(/^纳税人识别号/)).toHaveValue('91350100M000100Y43')
    expect(again.getByLabelText(/^开户银行/)).toHaveValue('招商银行上海分行')
    // The change typed after saving and never saved comes back as a draft, and says so (decision 059).
    await vi.waitFor(() => expect(again.getByLabelText(/^注册地址/)).toHaveValue('上'))
    expect(again.getByRole('status', { name: '草稿' })).toHaveTextContent('已恢复未提交的草稿')
    expect(again.getByLabelText(/^电子邮箱/)).toHaveValue('finance@example.com')
    expect(again.getByLabelText(/^手机号码/)).toHaveValue('13800138000')
    // Cleared, the form is the saved details again.
    await userEvent.click(again.getByRole('button', { name: '清除草稿' }))
    expect(again.getByLabelText(/^注册地址/)).toHaveValue('')
    expect(again.queryByRole('status', { name: '草稿' })).toBeNull()
  })

  it('refuses a bad e-mail and tax number in place, and shows the server refusing a special invoice without bank details, keeping the input', async () => {
    await app.signedInAt('/invoiceManagement')
    const form = await openForm()
    await retype(/^发票抬头/, '上海示例科技有限公司')
    await retype(/^纳税人识别号/, '91350100M000100Y44')
    await retype(/^电子邮箱/, 'finance@example')
    await retype(/^手机号码/, '13800138000')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    expect(await form.findByText('纳税人识别号应为18位统一社会信用代码')).toBeInTheDocument()
    expect(form.getByText('电子邮箱格式不正确')).toBeInTheDocument()
    expect(screen.getByLabelText(/^纳税人识别号/)).toHaveValue('91350100M000100Y44')
    expect(screen.getByLabelText(/^电子邮箱/)).toHaveValue('finance@example')
    expect(screen.queryByText('发票信息已保存')).not.toBeInTheDocument()

    // Each field is checked again as it is corrected.
    await retype(/^电子邮箱/, 'finance@example.com')
    expect(form.queryByText('电子邮箱格式不正确')).not.toBeInTheDocument()
    await retype(/^纳税人识别号/, '91350100M000100Y43')
    expect(form.queryByText('纳税人识别号应为18位统一社会信用代码')).not.toBeInTheDocument()

    await userEvent.click(form.getByRole('radio', { name: '增值税专用发票' }))
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    const refusal = await form.findByRole('alert', {}, slow)
    expect(refusal).toHaveTextContent('增值税专用发票须填写开户银行、银行账号、注册地址和注册电话')
    expect(screen.getByLabelText(/^发票抬头/)).toHaveValue('上海示例科技有限公司')
    expect(form.getByRole('radio', { name: '增值税专用发票' })).toBeChecked()
    expect(form.getByText(/^尚未保存发票信息/)).toBeInTheDocument()
  })

  it('says when the details cannot be read, and reads them again on 重试', async () => {
    app.control.faults.set('GET /api/bid-crm/supplier/supInvoiceInfo', { status: 500 }, { times: 1 })
    await app.signedInAt('/invoiceManagement')
    const failure = await screen.findByRole('alert', {}, slow)
    expect(failure).toHaveTextContent('发票信息加载失败')
    await userEvent.click(within(failure).getByRole('button', { name: '重试' }))
    await openForm()
  })
})
