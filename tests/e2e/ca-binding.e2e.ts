import { describe, expect, it } from 'vitest'
import { VALID_CERTIFICATE } from '../../fixtures/certificates'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

describe('CA certificate binding (/CAmanagement/index, decision 024)', () => {
  const suite = browserSuite()

  it('lists the certificate just bound under the success message, and still after a reload', async () => {
    const portal = await suite.signedIn('supplier', { path: '/CAmanagement/index?binding=true' })
    const { page } = portal
    const form = page.getByRole('region', { name: '绑定证书' })
    await form.getByLabel('证书密码', { exact: true }).fill('123456')
    await form.getByRole('button', { name: '读取并绑定证书' }).click()
    await page.getByText('证书绑定成功').waitFor()
    const bound = page.getByRole('table', { name: '已绑定的证书' }).getByText(VALID_CERTIFICATE.serial)
    await bound.waitFor()
    expect(await page.getByText('暂无绑定的证书').count()).toBe(0)

    // The binding is the back end's: a reload reads it again.
    await page.reload()
    await bound.waitFor()
    expect(await page.getByText('暂无绑定的证书').count()).toBe(0)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
