import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }

const form = () => screen.findByRole('form', { name: '企业资料' }, slow)

async function retype(scope: HTMLElement, label: RegExp, value: string) {
  const input = within(scope).getByLabelText(label)
  await userEvent.clear(input)
  await userEvent.type(input, value)
}

const CONTACT = /^联系人(?!手机)/
const MOBILE = /^联系人手机/
const EMAIL = /^电子邮箱/
const OFFICE = /^办公地址/

/** The seeded approved supplier as the simulator holds it now. */
const storedSupplier = () => {
  const { db } = app.control.snapshot()
  const supplierId = db.user.find((user) => user.account === 'supplier')!.supplierId
  return db.supplier.find((supplier) => supplier.id === supplierId)!
}

describe('company data (/personal/setCenter/companyData, decision 039)', () => {
  it('saves the contact facts at once, says so, and shows what was kept after a reload', async () => {
    await app.signedInAt('/personal/setCenter/companyData')
    const data = await form()
    await retype(data, CONTACT, '  王五  ')
    await retype(data, OFFICE, '杭州市西湖区文三路90号')
    await userEvent.click(within(data).getByRole('button', { name: '保存' }))

    expect(await within(data).findByRole('status', undefined, slow)).toHaveTextContent('企业资料已保存')
    // The form shows what the server kept: trimmed.
    expect(within(data).getByLabelText(CONTACT)).toHaveValue('王五')
    expect(storedSupplier()).toMatchObject({ contactName: '王五', officeAddress: '杭州市西湖区文三路90号' })

    app.start('/personal/setCenter/companyData')
    const again = await form()
    expect(within(again).getByLabelText(CONTACT)).toHaveValue('王五')
    expect(within(again).getByLabelText(OFFICE)).toHaveValue('杭州市西湖区文三路90号')
  })

  it('shows a field’s fault at the field and sends nothing until it is put right', async () => {
    await app.signedInAt('/personal/setCenter/companyData')
    const data = await form()
    const before = storedSupplier().email
    await retype(data, EMAIL, 'wang@')
    await userEvent.click(within(data).getByRole('button', { name: '保存' }))

    const email = within(data).getByLabelText(EMAIL)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(expect.stringContaining('电子邮箱格式不正确'))
    expect(within(data).queryByRole('status')).toBeNull()
    expect(storedSupplier().email).toBe(before)

    // Checked again as it is typed: the fault goes once the address is whole.
    await userEvent.type(email, 'example.com')
    expect(email).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('keeps everything typed when the server refuses, with its reason', async () => {
    await app.signedInAt('/personal/setCenter/companyData')
    const data = await form()
    const before = storedSupplier()
    await retype(data, CONTACT, '赵六')
    // Eleven digits pass the portal's own rule (spec 000 §5); the server takes only mobile prefixes.
    await retype(data, MOBILE, '23800138000')
    await userEvent.click(within(data).getByRole('button', { name: '保存' }))

    expect(await within(data).findByRole('alert', undefined, slow)).toHaveTextContent('手机号码格式不正确')
    expect(within(data).getByLabelText(CONTACT)).toHaveValue('赵六')
    expect(within(data).getByLabelText(MOBILE)).toHaveValue('23800138000')
    expect(within(data).queryByRole('status')).toBeNull()
    expect(storedSupplier()).toMatchObject({ contactName: before.contactName, contactPhone: before.contactPhone })
  })

  it('keeps what was typed and not saved across a reload, says so, and drops it once saved (decision 059)', async () => {
    await app.signedInAt('/personal/setCenter/companyData')
    let data = await form()
    expect(within(data).queryByRole('status', { name: '草稿' })).toBeNull()
    await retype(data, CONTACT, '钱七')
    await retype(data, OFFICE, '杭州市滨江区江南大道3588号')

    app.start('/personal/setCenter/companyData')
    data = await form()
    await vi.waitFor(() => expect(within(data).getByLabelText(CONTACT)).toHaveValue('钱七'))
    expect(within(data).getByLabelText(OFFICE)).toHaveValue('杭州市滨江区江南大道3588号')
    expect(within(data).getByRole('status', { name: '草稿' })).toHaveTextContent('已恢复未提交的草稿')
    // Only typed here: the server still has the old facts.
    expect(storedSupplier().contactName).not.toBe('钱七')

    await userEvent.click(within(data).getByRole('button', { name: '保存' }))
    expect(await within(data).findByText('企业资料已保存', undefined, slow)).toBeInTheDocument()
    expect(storedSupplier()).toMatchObject({ contactName: '钱七', officeAddress: '杭州市滨江区江南大道3588号' })
    expect(within(data).queryByRole('status', { name: '草稿' })).toBeNull()

    // Saved, a reload shows the server's facts and no draft.
    app.start('/personal/setCenter/companyData')
    data = await form()
    expect(within(data).getByLabelText(CONTACT)).toHaveValue('钱七')
    expect(within(data).queryByRole('status', { name: '草稿' })).toBeNull()
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('saber-draft.'))).toEqual([])
  })
})
