import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { EXPIRING_CERTIFICATE, FOREIGN_CERTIFICATE, VALID_CERTIFICATE } from '../../fixtures/certificates'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
// The helper is asked once a second (001 §9): allow a few polls.
const slow = { timeout: WAIT_LIMIT_MS }

async function bindWith(pin: string) {
  const form = await screen.findByRole('region', { name: '绑定证书' })
  const field = within(form).getByLabelText('证书密码')
  await userEvent.clear(field)
  await userEvent.type(field, pin)
  await userEvent.click(within(form).getByRole('button', { name: '读取并绑定证书' }))
  return form
}

describe('/CAmanagement/index?binding=true', () => {
  it('binds the supplier’s valid certificate with its PIN and lists it', async () => {
    await app.signedInAt('/CAmanagement/index?binding=true')
    expect(await screen.findByText('暂无绑定的证书')).toBeInTheDocument()
    await bindWith('123456')
    expect(await screen.findByText('证书绑定成功', {}, slow)).toBeInTheDocument()
    // Under the success message the list already holds the certificate just bound.
    const listed = await screen.findByRole('table', { name: '已绑定的证书' }, slow)
    expect(within(listed).getByText(VALID_CERTIFICATE.serial)).toBeInTheDocument()
    expect(screen.queryByText('暂无绑定的证书')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '完成' }))
    const table = await screen.findByRole('table', { name: '已绑定的证书' })
    expect(within(table).getByText(VALID_CERTIFICATE.serial)).toBeInTheDocument()
    expect(screen.queryByText('暂无绑定的证书')).not.toBeInTheDocument()
  })

  it('says CA密码输入错误 for a wrong PIN, keeps the form, and binds on retry', async () => {
    await app.signedInAt('/CAmanagement/index?binding=true')
    const form = await bindWith('000000')
    expect(await within(form).findByRole('alert', {}, slow)).toHaveTextContent('CA密码输入错误')
    await bindWith('123456')
    expect(await screen.findByText('证书绑定成功', {}, slow)).toBeInTheDocument()
  })

  it('says 未检测到证书 when no key is inserted', async () => {
    app.control.caHelper.inserted = []
    await app.signedInAt('/CAmanagement/index?binding=true')
    const form = await bindWith('123456')
    expect(await within(form).findByRole('alert', {}, slow)).toHaveTextContent('未检测到证书')
  })

  it('warns 证书有效期不足30天 before binding a certificate near expiry', async () => {
    app.control.caHelper.inserted = [EXPIRING_CERTIFICATE.serial]
    await app.signedInAt('/CAmanagement/index?binding=true')
    const form = await bindWith('123456')
    expect(await within(form).findByRole('alert', {}, slow)).toHaveTextContent('证书有效期不足30天')
    await userEvent.click(within(form).getByRole('button', { name: '继续绑定' }))
    expect(await screen.findByText('证书绑定成功', {}, slow)).toBeInTheDocument()
  })

  it('refuses another company’s certificate with the server’s message', async () => {
    app.control.caHelper.inserted = [FOREIGN_CERTIFICATE.serial]
    await app.signedInAt('/CAmanagement/index?binding=true')
    const form = await bindWith('123456')
    expect(await within(form).findByRole('alert', {}, slow)).toHaveTextContent('该证书不属于本单位，请使用本单位的数字证书')
  })
})
