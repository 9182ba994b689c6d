import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { nodeFile, uploadWithNodeForms } from './node-uploads'
import { idParam, myProjects, ofScenario } from './tender-support'
import { rowsOf } from './table-rows'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
uploadWithNodeForms()
const slow = { timeout: WAIT_LIMIT_MS }

/** What the tab keeps under the portal's drafts, as text (to look for what must not be there). */
function keptDrafts() {
  let text = ''
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i)!
    if (key.startsWith('saber-draft.')) text += `${key}=${sessionStorage.getItem(key)}\n`
  }
  return text
}

async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

const reload = () => app.start(`${window.location.pathname}${window.location.search}`)

describe('unsent drafts survive a reload (decision 059)', () => {
  it('申请开票: the typed details come back after a reload with a note, and are gone once applied', async () => {
    const project = ofScenario(await myProjects(), 'bidding')
    await app.signedInAt('/personal/feeCenter')
    const row = (await rowsOf('费用订单列表', slow)).find((r) => r.textContent!.includes(project.projectName) && r.textContent!.includes('标书费'))!
    await userEvent.click(within(row).getByRole('button', { name: /申请开票$/ }))
    let form = await screen.findByRole('form', { name: '开票申请' }, slow)
    expect(within(form).queryByRole('status', { name: '草稿' })).toBeNull()
    await retype(within(form).getByLabelText(/^发票抬头/), '草稿抬头有限公司')
    await retype(within(form).getByLabelText(/开票金额（元）/), '12.34')

    reload()
    form = await screen.findByRole('form', { name: '开票申请' }, slow)
    await vi.waitFor(() => expect(within(form).getByLabelText(/^发票抬头/)).toHaveValue('草稿抬头有限公司'))
    expect(within(form).getByLabelText(/开票金额（元）/)).toHaveValue('12.34')
    expect(within(form).getByRole('status', { name: '草稿' })).toHaveTextContent('已恢复未提交的草稿')

    await retype(within(form).getByLabelText(/^纳税人识别号/), '91350100M000100Y43')
    await retype(within(form).getByLabelText(/^接收邮箱/), 'finance@example.com')
    await retype(within(form).getByLabelText(/^接收手机/), '13800138000')
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }))
    await screen.findByRole('region', { name: '发票申请' }, slow)
    expect(keptDrafts()).toBe('')

    // The application made, the form for the order opens again empty of the draft.
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('applicationId')).toMatch(/^\d+$/))
    const orderId = new URLSearchParams(window.location.search).get('orderId')!
    app.start(`/personal/feeCenter/applyInvoice?orderId=${encodeURIComponent(JSON.stringify(orderId))}`)
    const again = await screen.findByRole('form', { name: '开票申请' }, slow)
    expect(within(again).getByLabelText(/^发票抬头/)).not.toHaveValue('草稿抬头有限公司')
    expect(within(again).queryByRole('status', { name: '草稿' })).toBeNull()
  })

  it('报名联系人: the contact typed for a sign-up comes back when that sign-up’s form opens after a reload, and is gone once saved', async () => {
    const bidding = ofScenario(await myProjects(), 'bidding')
    const entry = bidding.entryList![0]!
    await app.signedInAt(`/personal/myProject/myProjectApply?projectId=${idParam(bidding.id)}`)
    const open = async () => {
      const records = await screen.findByRole('table', { name: '报名记录' }, slow)
      await userEvent.click(await within(records).findByRole('button', { name: `修改${entry.packageName}的联系人` }, slow))
      return screen.findByRole('dialog', { name: '修改报名联系人' })
    }
    let dialog = await open()
    await retype(within(dialog).getByRole('textbox', { name: '联系人' }), '草稿联系人')

    reload()
    dialog = await open()
    await vi.waitFor(() => expect(within(dialog).getByRole('textbox', { name: '联系人' })).toHaveValue('草稿联系人'))
    expect(within(dialog).getByRole('status', { name: '草稿' })).toHaveTextContent('已恢复未提交的草稿')
    await retype(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678')
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: '修改报名联系人' })).not.toBeInTheDocument())
    expect(keptDrafts()).toBe('')

    reload()
    dialog = await open()
    expect(within(dialog).getByRole('textbox', { name: '联系人' })).toHaveValue('草稿联系人')
    expect(within(dialog).queryByRole('status', { name: '草稿' })).toBeNull()
    // What shows is the server's: typing it back to that leaves no draft.
    await retype(within(dialog).getByRole('textbox', { name: '联系人' }), '另一个人')
    await retype(within(dialog).getByRole('textbox', { name: '联系人' }), '草稿联系人')
    reload()
    dialog = await open()
    expect(within(dialog).queryByRole('status', { name: '草稿' })).toBeNull()
  })

  it('澄清提问: the project and question come back after a reload; 清除草稿 empties the form; sent, it is gone', async () => {
    const documents = ofScenario(await myProjects(), 'documents')
    await app.signedInAt('/personal/moreQuestion')
    let form = await screen.findByRole('form', { name: '提问表单' }, slow)
    const project = `${documents.projectCode} ${documents.projectName}`
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '提问项目' }), project)
    await userEvent.type(within(form).getByRole('textbox', { name: /问题内容/ }), '是否接受联合体投标？')

    reload()
    form = await screen.findByRole('form', { name: '提问表单' }, slow)
    await vi.waitFor(() => expect(within(form).getByRole('textbox', { name: /问题内容/ })).toHaveValue('是否接受联合体投标？'))
    expect(within(form).getByRole('combobox', { name: '提问项目' })).toHaveValue(documents.id)
    await userEvent.click(within(form).getByRole('button', { name: '清除草稿' }))
    expect(within(form).getByRole('textbox', { name: /问题内容/ })).toHaveValue('')
    expect(within(form).queryByRole('status', { name: '草稿' })).toBeNull()
    expect(keptDrafts()).toBe('')

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '提问项目' }), project)
    await userEvent.type(within(form).getByRole('textbox', { name: /问题内容/ }), '投标保证金可否用保函？')
    reload()
    form = await screen.findByRole('form', { name: '提问表单' }, slow)
    await vi.waitFor(() => expect(within(form).getByRole('textbox', { name: /问题内容/ })).toHaveValue('投标保证金可否用保函？'))
    await userEvent.click(within(form).getByRole('button', { name: '提交问题' }))
    expect(await screen.findByText('提问成功，采购人答复后将在下方列表中显示。', {}, slow)).toBeInTheDocument()
    expect(keptDrafts()).toBe('')

    reload()
    form = await screen.findByRole('form', { name: '提问表单' }, slow)
    expect(within(form).getByRole('textbox', { name: /问题内容/ })).toHaveValue('')
    expect(within(form).queryByRole('status', { name: '草稿' })).toBeNull()
  })

  it('澄清答复: the answer’s text comes back after a reload, its file never; sent, the draft is gone', async () => {
    const evaluating = ofScenario(await myProjects(), 'evaluating')
    await app.signedInAt(`/electronicOpening/evaluationInteract?projectId=${idParam(evaluating.id)}`)
    const answerForm = async () => {
      const request = await screen.findByRole('article', { name: '关于投标报价的澄清' }, slow)
      return within(request).findByRole('form', { name: '澄清答复：关于投标报价的澄清' }, slow)
    }
    let form = await answerForm()
    await userEvent.type(within(form).getByRole('textbox', { name: /澄清内容/ }), '报价已含运输费')
    await userEvent.upload(within(form).getByLabelText('选择附件'), nodeFile('%PDF-1.7 报价说明', '报价说明.pdf', 'application/pdf'))
    await within(form).findByText('报价说明.pdf')

    reload()
    form = await answerForm()
    await vi.waitFor(() => expect(within(form).getByRole('textbox', { name: /澄清内容/ })).toHaveValue('报价已含运输费'))
    expect(within(form).getByRole('status', { name: '草稿' })).toHaveTextContent('已恢复未提交的草稿')
    expect(within(form).queryByText('报价说明.pdf')).toBeNull()
    expect(keptDrafts()).not.toContain('报价说明')

    await userEvent.click(within(form).getByRole('button', { name: '提交答复' }))
    await screen.findByText('答复已提交，截止时间前可修改。', {}, slow)
    expect(keptDrafts()).toBe('')
  })

  it('signing out leaves no draft behind: the same user signing in again finds the form empty', async () => {
    await app.signedInAt('/personal/moreQuestion')
    const form = await screen.findByRole('form', { name: '提问表单' }, slow)
    await userEvent.type(within(form).getByRole('textbox', { name: /问题内容/ }), '退出前没有提交的问题')
    await vi.waitFor(() => expect(keptDrafts()).toContain('退出前没有提交的问题'))
    await userEvent.click(screen.getByRole('button', { name: '退出系统' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'))
    expect(keptDrafts()).toBe('')

    await app.signedInAt('/personal/moreQuestion')
    const again = await screen.findByRole('form', { name: '提问表单' }, slow)
    expect(within(again).getByRole('textbox', { name: /问题内容/ })).toHaveValue('')
    expect(within(again).queryByRole('status', { name: '草稿' })).toBeNull()
  })

  it('注册第二步: the enterprise data comes back after a reload, the passwords and the code never; registered, the draft is gone', async () => {
    const MOBILE = '13912345678'
    const PASSWORD = 'Newpass123'
    const step1 = async () => {
      const form = await screen.findByRole('form', { name: '填写个人信息' }, slow)
      await retype(within(form).getByLabelText(/^手机号码/), MOBILE)
      await userEvent.click(within(form).getByRole('button', { name: '获取验证码' }))
      await within(form).findByRole('button', { name: /秒后重新获取/ }, slow)
      await userEvent.type(within(form).getByLabelText(/^短信验证码/), app.control.sms.last(MOBILE, 'register')!)
      await userEvent.type(within(form).getByLabelText(/^设置密码/), PASSWORD)
      await userEvent.type(within(form).getByLabelText(/^确认密码/), PASSWORD)
      const agreement = within(form).getByRole('checkbox', { name: '我已阅读并同意' })
      if (!(agreement as HTMLInputElement).checked) await userEvent.click(agreement)
      await userEvent.click(within(form).getByRole('button', { name: '下一步' }))
      return screen.findByRole('form', { name: '填写企业信息' }, slow)
    }
    app.start('/register')
    let step2 = await step1()
    await userEvent.type(within(step2).getByLabelText(/^企业名称/), '杭州草稿建材有限公司')
    await userEvent.type(within(step2).getByLabelText(/^统一社会信用代码/), '91330100MA2H3K4L50')
    await userEvent.type(within(step2).getByLabelText(/^联系人姓名/), '周明')
    await userEvent.type(within(step2).getByLabelText(/^联系人手机/), '13812345678')
    await userEvent.type(within(step2).getByLabelText(/^电子邮箱/), 'zhouming@163.com')
    expect(keptDrafts()).not.toContain(PASSWORD)
    expect(keptDrafts()).not.toContain(app.control.sms.last(MOBILE, 'register')!)

    // A reload of step 2: step 1 again for the password, never kept, with the mobile and a note.
    reload()
    const again = await screen.findByRole('form', { name: '填写个人信息' }, slow)
    await vi.waitFor(() => expect(window.location.pathname).toBe('/register'))
    expect(within(again).getByLabelText(/^手机号码/)).toHaveValue(MOBILE)
    expect(within(again).getByLabelText(/^设置密码/)).toHaveValue('')
    expect(within(again).getByLabelText(/^确认密码/)).toHaveValue('')
    expect(within(again).getByLabelText(/^短信验证码/)).toHaveValue('')
    expect(screen.getByRole('status', { name: '草稿' })).toHaveTextContent('已恢复未提交的草稿')
    app.control.clock.advance(61_000)
    step2 = await step1()
    expect(within(step2).getByLabelText(/^企业名称/)).toHaveValue('杭州草稿建材有限公司')
    expect(within(step2).getByLabelText(/^统一社会信用代码/)).toHaveValue('91330100MA2H3K4L50')
    expect(within(step2).getByLabelText(/^电子邮箱/)).toHaveValue('zhouming@163.com')

    await userEvent.upload(within(step2).getByLabelText('上传营业执照'), nodeFile('PNG', '营业执照.png', 'image/png'))
    await within(step2).findByRole('img', { name: '营业执照预览' }, slow)
    await userEvent.click(within(step2).getByRole('button', { name: '提交注册' }))
    await screen.findByRole('status', { name: '注册结果' }, slow)
    expect(keptDrafts()).toBe('')

    reload()
    const fresh = await screen.findByRole('form', { name: '填写个人信息' }, slow)
    await act(async () => {})
    expect(within(fresh).getByLabelText(/^手机号码/)).toHaveValue('')
    expect(screen.queryByRole('status', { name: '草稿' })).toBeNull()
  })
})
