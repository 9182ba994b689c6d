import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { call, signedIn } from '../../simulator/test-support'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }

const contactTable = () => screen.findByRole('table', { name: '联系人列表' }, slow)
const dialog = (name: string) => screen.findByRole('form', { name }, slow)

async function retype(scope: HTMLElement, label: RegExp, value: string) {
  const field = within(scope).getByLabelText(label)
  await userEvent.clear(field)
  if (value) await userEvent.type(field, value)
}

describe('/personal/setCenter/linkmanSet (decision 040)', () => {
  it('lists the contacts with their manager, whose row can be neither deleted nor made manager again', async () => {
    await app.signedInAt('/personal/setCenter/linkmanSet')
    const table = await contactTable()
    await within(table).findByText('管理员', {}, slow)
    const managerRow = within(table).getByText('管理员').closest('tr')!
    expect(within(managerRow).getByRole('button', { name: /不能删除/ })).toBeDisabled()
    expect(within(managerRow).getByRole('button', { name: /已是管理员/ })).toBeDisabled()
    expect(within(table).getAllByRole('button', { name: /^删除 / }).length).toBeGreaterThan(0)
  })

  it('shows each error beside its field and keeps what was typed, the server’s refusal too', async () => {
    await app.signedInAt('/personal/setCenter/linkmanSet')
    const table = await contactTable()
    const takenMobile = (await within(table).findAllByRole('cell', { name: /^1[3-9]\d{9}$/ }, slow))[0]!.textContent!
    await userEvent.click(screen.getByRole('button', { name: '新增联系人' }))
    const form = await dialog('新增联系人')

    await retype(form, /^手机号码/, '138')
    await retype(form, /^电子邮箱/, 'zhou@163')
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    expect(await within(form).findByText('请输入联系人姓名')).toBeInTheDocument()
    expect(within(form).getByText('手机号码长度不为11位')).toBeInTheDocument()
    expect(within(form).getByText('电子邮箱格式不正确')).toBeInTheDocument()
    expect(within(form).getByLabelText(/^联系人姓名/)).toHaveFocus()
    expect(within(form).getByLabelText(/^电子邮箱/)).toHaveValue('zhou@163')

    // Each field is checked again as it is corrected.
    await retype(form, /^电子邮箱/, 'zhou@163.com')
    expect(within(form).queryByText('电子邮箱格式不正确')).not.toBeInTheDocument()
    await retype(form, /^联系人姓名/, '周明')
    await retype(form, /^手机号码/, takenMobile)
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    expect(await within(form).findByText('该手机号码的联系人已存在', {}, slow)).toBeInTheDocument()
    expect(within(form).getByLabelText(/^手机号码/)).toHaveFocus()
    expect(within(form).getByLabelText(/^联系人姓名/)).toHaveValue('周明')
    expect(within(form).getByLabelText(/^电子邮箱/)).toHaveValue('zhou@163.com')

    await retype(form, /^手机号码/, '13912340001')
    expect(within(form).queryByText('该手机号码的联系人已存在')).not.toBeInTheDocument()
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    expect(await screen.findByText('联系人已添加', {}, slow)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('form', { name: '新增联系人' })).not.toBeInTheDocument())
    expect(await within(await contactTable()).findByText('13912340001', {}, slow)).toBeInTheDocument()
  })

  it('finds contacts by name, the name kept in the address', async () => {
    const router = await app.signedInAt('/personal/setCenter/linkmanSet')
    const table = await contactTable()
    const names = (await within(table).findAllByRole('button', { name: /^编辑 / }, slow)).map((button) => button.getAttribute('aria-label')!.replace(/^编辑 /, ''))
    const wanted = names.at(-1)!
    await userEvent.type(screen.getByRole('textbox', { name: '联系人姓名' }), wanted)
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ name: wanted }))
    await waitFor(async () => expect(within(await contactTable()).getAllByRole('button', { name: /^编辑 / })).toHaveLength(names.filter((name) => name.includes(wanted)).length), slow)
    expect(screen.getByText(`“${wanted}”的查询结果`)).toBeInTheDocument()
  })

  it('names the new manager once made', async () => {
    await app.signedInAt('/personal/setCenter/linkmanSet')
    const table = await contactTable()
    const [makeManager] = await within(table).findAllByRole('button', { name: /^设为管理员：.+$/ }, slow)
    const name = makeManager!.getAttribute('aria-label')!.replace(/^设为管理员：/, '')
    await userEvent.click(makeManager!)
    const confirm = await screen.findByRole('dialog', { name: '提示' })
    expect(confirm).toHaveTextContent(`确定将“${name}”设为管理员吗？`)
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('管理员已变更', {}, slow)).toBeInTheDocument()
    await waitFor(async () => expect(within(await contactTable()).getByRole('button', { name: `${name}已是管理员，无需设为管理员` })).toBeDisabled(), slow)
  })

  it('says why a contact made manager elsewhere meanwhile cannot be deleted', async () => {
    await app.signedInAt('/personal/setCenter/linkmanSet')
    const table = await contactTable()
    const [remove] = await within(table).findAllByRole('button', { name: /^删除 / }, slow)
    const name = remove!.getAttribute('aria-label')!.replace(/^删除 /, '')
    await userEvent.click(remove!)
    const confirm = await screen.findByRole('dialog', { name: '提示' })
    expect(confirm).toHaveTextContent(`确定删除联系人“${name}”吗？`)

    // Another device of the supplier makes that contact the manager before 确定.
    const { access_token: token } = await signedIn('supplier')
    const supplierId = (await call('/user/getUserInfo', { token })).body.data.supplierId as string
    const contacts = (await call('/api/bid-crm/supLink/queryList', { token, query: { supplierId, curr: 1, size: 40 } })).body.data.records as Array<{ id: string; name: string }>
    await call('/api/bid-crm/supLink/setManage', { method: 'POST', token, json: { supplierId, id: contacts.find((contact) => contact.name === name)!.id } })

    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('管理员不能删除，请先将其他联系人设为管理员', {}, slow)).toBeInTheDocument()
    // The list is read again: the contact stays, now as the manager.
    await waitFor(async () => expect(within(await contactTable()).getByRole('button', { name: `${name}已是管理员，无需设为管理员` })).toBeDisabled(), slow)
  })
})
