import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }

const form = () => screen.findByRole('form', { name: '企业认证资料' }, slow)

async function retype(scope: HTMLElement, label: RegExp, value: string) {
  const input = within(scope).getByLabelText(label)
  await userEvent.clear(input)
  await userEvent.type(input, value)
}

describe('enterprise certification (decision 039)', () => {
  it('keeps everything typed when the server refuses the name, with the reason at the name', async () => {
    await app.signedInAt('/personal/setInformation/enterpriseCertification', 'rejected')
    expect(await screen.findByText(/原因：营业执照副本模糊，请重新上传/, undefined, slow)).toBeInTheDocument()
    const certification = await form()
    await retype(certification, /^法定代表人/, '钱进')
    await retype(certification, /^注册资本/, '800.5')
    // A name another supplier of the tenant has: only the server knows it.
    await retype(certification, /^企业名称/, '浙江恒信建设工程有限公司')
    await userEvent.click(within(certification).getByRole('button', { name: '提交审核' }))

    const name = within(certification).getByLabelText(/^企业名称/)
    await expect.poll(() => name.getAttribute('aria-invalid'), slow).toBe('true')
    expect(name).toHaveAccessibleDescription(expect.stringContaining('该企业名称已注册'))
    expect(name).toHaveValue('浙江恒信建设工程有限公司')
    expect(within(certification).getByLabelText(/^法定代表人/)).toHaveValue('钱进')
    expect(within(certification).getByLabelText(/^注册资本/)).toHaveValue('800.5')
    expect(within(certification).getByRole('img', { name: /营业执照预览/ })).toBeInTheDocument()
    // Nothing went in: the supplier is still rejected.
    const supplierId = app.control.snapshot().db.user.find((user) => user.account === 'rejected')!.supplierId
    expect(app.control.snapshot().db.supplier.find((s) => s.id === supplierId)!.reviewStatus).toBe('2')

    // Corrected, it goes for review and the data is then only shown.
    await retype(certification, /^企业名称/, '安徽同创机电设备有限公司')
    expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(within(certification).getByRole('button', { name: '提交审核' }))
    const submitted = await screen.findByRole('region', { name: '已提交的认证信息' }, slow)
    expect(within(submitted).getByText('钱进')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: '企业认证资料' })).not.toBeInTheDocument()
    expect(app.control.snapshot().db.supplier.find((s) => s.id === supplierId)!.reviewStatus).toBe('0')
  })

  it('lets a rejected supplier appeal: an empty reason is refused in place, a written one is then in progress', async () => {
    await app.signedInAt('/personal/setInformation/enterpriseCertification', 'rejected')
    const card = await screen.findByRole('region', { name: '审核申诉' }, slow)
    const appeal = within(card).getByRole('form', { name: '提交申诉' })
    const supplierId = app.control.snapshot().db.user.find((user) => user.account === 'rejected')!.supplierId
    const appeals = () => app.control.snapshot().db.supAppeal.filter((a) => a.supplierId === supplierId)

    // Spaces alone are no reason.
    await userEvent.type(within(appeal).getByLabelText(/^申诉理由/), '   ')
    await userEvent.click(within(appeal).getByRole('button', { name: '提交申诉' }))
    const reason = within(appeal).getByLabelText(/^申诉理由/)
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('请填写申诉理由'))
    expect(appeals()).toEqual([])

    await userEvent.clear(reason)
    await userEvent.type(reason, '营业执照副本已是原件扫描件，清晰可辨，请复核')
    expect(reason).not.toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(within(appeal).getByRole('button', { name: '提交申诉' }))

    const open = await within(card).findByRole('status', undefined, slow)
    expect(open).toHaveTextContent('申诉处理中')
    expect(open).toHaveTextContent(/申诉已于 .+ 提交/)
    expect(within(card).queryByRole('form', { name: '提交申诉' })).toBeNull()
    expect(appeals()).toMatchObject([{ reason: '营业执照副本已是原件扫描件，清晰可辨，请复核', status: '0' }])

    // The server knows the appeal is open: after a reload there is still nothing to write.
    app.start('/personal/setInformation/enterpriseCertification')
    const reloaded = await screen.findByRole('region', { name: '审核申诉' }, slow)
    expect(within(reloaded).getByRole('status')).toHaveTextContent('申诉处理中')
    expect(within(reloaded).queryByRole('form', { name: '提交申诉' })).toBeNull()
  })
})
