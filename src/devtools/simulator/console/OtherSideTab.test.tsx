import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ConsoleError } from '../../../../simulator/console-types'
import { renderUi } from '@/ui/test-utils'
import { OtherSideTab } from './OtherSideTab'
import { fakeConsole, pick } from './test-support'

async function setup(api = fakeConsole(), currentAccount?: string) {
  const user = userEvent.setup()
  renderUi(<OtherSideTab api={api} currentAccount={currentAccount} />)
  await screen.findByRole('region', { name: '审核供应商' })
  const card = (name: string) => screen.getByRole('region', { name })
  return { api, user, card }
}

describe('playing the other side', () => {
  it('rejects a supplier only with a remark', async () => {
    const { api, user, card } = await setup()
    const review = card('审核供应商')
    await pick(user, '供应商', '宁波新申请建设有限公司（newcomer）')
    await user.click(within(review).getByRole('radio', { name: '驳回' }))
    await user.click(within(review).getByRole('button', { name: '提交审核' }))
    expect(within(review).getByText('驳回时请填写备注')).toBeInTheDocument()
    expect(api.reviewSupplier).not.toHaveBeenCalled()

    await user.type(within(review).getByRole('textbox', { name: '审核备注' }), '营业执照不清晰')
    await user.click(within(review).getByRole('button', { name: '提交审核' }))
    expect(api.reviewSupplier).toHaveBeenCalledWith('s2', 'reject', '营业执照不清晰')
    expect(await within(review).findByRole('status')).toHaveTextContent('已驳回。')
    // The choices are read again: the supplier's review status changed.
    expect(api.targets).toHaveBeenCalledTimes(2)
  })

  it('approves a supplier without a remark, and needs a supplier chosen', async () => {
    const { api, user, card } = await setup()
    const review = card('审核供应商')
    await user.click(within(review).getByRole('button', { name: '提交审核' }))
    expect(within(review).getByText('请选择供应商')).toBeInTheDocument()
    await pick(user, '供应商', '杭州示例科技有限公司（supplier）')
    await user.click(within(review).getByRole('button', { name: '提交审核' }))
    expect(api.reviewSupplier).toHaveBeenCalledWith('s1', 'approve', '')
  })

  it('settles, fails with a reason, confirms and rejects a voucher', async () => {
    const { api, user, card } = await setup()
    const payment = card('支付')
    await pick(user, '订单', 'DD0001 · 标书费 · 办公楼改造工程')
    await user.click(within(payment).getByRole('button', { name: '提交结果' }))
    expect(api.settlePayment).toHaveBeenCalledWith('o1')
    expect(await within(payment).findByRole('status')).toHaveTextContent('支付已成功。')

    await pick(user, '支付结果', '支付失败')
    await user.click(within(payment).getByRole('button', { name: '提交结果' }))
    expect(within(payment).getByText('请填写原因')).toBeInTheDocument()
    await user.type(within(payment).getByRole('textbox', { name: '原因' }), '银行卡余额不足')
    await user.click(within(payment).getByRole('button', { name: '提交结果' }))
    expect(api.failPayment).toHaveBeenCalledWith('o1', '银行卡余额不足')

    await pick(user, '支付结果', '确认凭证')
    await user.click(within(payment).getByRole('button', { name: '提交结果' }))
    expect(api.confirmVoucher).toHaveBeenCalledWith('o1')

    await pick(user, '支付结果', '驳回凭证')
    await user.clear(within(payment).getByRole('textbox', { name: '原因' }))
    await user.type(within(payment).getByRole('textbox', { name: '原因' }), '凭证金额不符')
    await user.click(within(payment).getByRole('button', { name: '提交结果' }))
    expect(api.rejectVoucher).toHaveBeenCalledWith('o1', '凭证金额不符')
  })

  it('issues an invoice, and rejects one with a reason', async () => {
    const { api, user, card } = await setup()
    const invoice = card('发票')
    await pick(user, '发票申请', '杭州示例科技有限公司 · 200.00')
    await user.click(within(invoice).getByRole('button', { name: '提交' }))
    expect(api.issueInvoice).toHaveBeenCalledWith('i1')
    await user.click(within(invoice).getByRole('radio', { name: '驳回' }))
    await user.type(within(invoice).getByRole('textbox', { name: '驳回原因' }), '抬头有误')
    await user.click(within(invoice).getByRole('button', { name: '提交' }))
    expect(api.rejectInvoice).toHaveBeenCalledWith('i1', '抬头有误')
  })

  it("shows the simulator's refusal in the card", async () => {
    const api = fakeConsole({ issueInvoice: vi.fn(async () => Promise.reject(new ConsoleError('该发票不是待开具状态'))) })
    const { user, card } = await setup(api)
    await pick(user, '发票申请', '杭州示例科技有限公司 · 200.00')
    await user.click(within(card('发票')).getByRole('button', { name: '提交' }))
    expect(await within(card('发票')).findByRole('alert')).toHaveTextContent('该发票不是待开具状态')
  })

  it('moves a hall to its next node and says which', async () => {
    const { api, user, card } = await setup()
    const hall = card('开标大厅下一环节')
    await pick(user, '开标项目', 'ZB2024-001 办公楼改造工程')
    expect(hall).toHaveTextContent('当前环节：签到')
    await user.click(within(hall).getByRole('button', { name: '进入下一环节' }))
    expect(api.advanceHall).toHaveBeenCalledWith('p1')
    expect(await within(hall).findByRole('status')).toHaveTextContent('已进入环节：唱标')
  })

  it('publishes a notice for a tenant, and a change notice for a project', async () => {
    const { api, user, card } = await setup()
    const notice = card('发布公告')
    await pick(user, '招标单位', '100001')
    await user.type(within(notice).getByRole('textbox', { name: '公告标题' }), '食堂设备采购公告')
    await user.click(within(notice).getByRole('button', { name: '发布' }))
    expect(api.publishNotice).toHaveBeenCalledWith({ tenantId: '100001', title: '食堂设备采购公告' })

    await user.click(within(notice).getByRole('radio', { name: '变更公告' }))
    await pick(user, '项目', 'ZB2024-002 道路养护服务')
    await user.click(within(notice).getByRole('button', { name: '发布' }))
    expect(api.publishNotice).toHaveBeenLastCalledWith({ projectId: 'p2', change: true, title: '食堂设备采购公告' })
  })

  it('raises a clarification with project, supplier and content', async () => {
    const { api, user, card } = await setup()
    const clarification = card('发起澄清')
    await user.click(within(clarification).getByRole('button', { name: '发起澄清' }))
    expect(within(clarification).getByText('请填写澄清内容')).toBeInTheDocument()
    await pick(user, '澄清项目', 'ZB2024-001 办公楼改造工程')
    await pick(user, '澄清供应商', '杭州示例科技有限公司（supplier）')
    await user.type(within(clarification).getByRole('textbox', { name: '澄清内容' }), '请说明工期安排')
    await user.click(within(clarification).getByRole('button', { name: '发起澄清' }))
    expect(api.raiseClarification).toHaveBeenCalledWith({ projectId: 'p1', supplierId: 's1', content: '请说明工期安排' })
  })

  it('stages the collusion case for a project, from the page’s own address unless another is typed', async () => {
    const { api, user, card } = await setup()
    const collusion = card('模拟串标')
    await user.click(within(collusion).getByRole('button', { name: '模拟串标' }))
    expect(within(collusion).getByText('请选择项目')).toBeInTheDocument()
    expect(api.stageCollusion).not.toHaveBeenCalled()
    await pick(user, '串标项目', 'ZB2024-001 办公楼改造工程')
    await user.click(within(collusion).getByRole('button', { name: '模拟串标' }))
    expect(api.stageCollusion).toHaveBeenCalledWith({ projectId: 'p1' })
    expect(await within(collusion).findByRole('status')).toHaveTextContent('上海示例建设有限公司 已从 127.0.0.1 上传投标文件。')

    await user.type(within(collusion).getByRole('textbox', { name: /上传地址/ }), '10.20.30.40')
    await user.click(within(collusion).getByRole('button', { name: '模拟串标' }))
    expect(api.stageCollusion).toHaveBeenLastCalledWith({ projectId: 'p1', address: '10.20.30.40' })
  })

  it('pushes a message and kicks the signed-in account, offered first', async () => {
    const { api, user, card } = await setup(fakeConsole(), 'supplier')
    const message = card('推送消息')
    expect(within(message).getByRole('combobox', { name: '接收账号' })).toHaveValue('supplier')
    await user.type(within(message).getByRole('textbox', { name: '消息标题' }), '系统维护通知')
    await user.type(within(message).getByRole('textbox', { name: '消息内容' }), '今晚 22:00 停机维护')
    await user.click(within(message).getByRole('button', { name: '推送' }))
    expect(api.pushMessage).toHaveBeenCalledWith({ username: 'supplier', title: '系统维护通知', content: '今晚 22:00 停机维护' })

    const kick = card('踢下线')
    await user.click(within(kick).getByRole('button', { name: '踢下线' }))
    expect(api.kick).toHaveBeenCalledWith('supplier')
    expect(await within(kick).findByRole('status')).toHaveTextContent('已结束 1 个会话。')
  })
})
