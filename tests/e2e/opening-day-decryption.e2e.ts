import { describe, expect, it } from 'vitest'
import { browserSuite, SIM } from './flows'
import { action, beginDecrypting, decryptWith, enterHall, insertCertificates, MINUTE, NEAR_EXPIRY_CERTIFICATE, PIN, signedInAt } from './hall'

describe('electronic opening day: decrypting with the certificate helper (spec 001 §4; decision 026)', () => {
  const suite = browserSuite()

  it('says CA密码输入错误 for a wrong PIN, keeps the supplier in the window and decrypts on retry', async () => {
    const portal = await suite.open()
    const { page } = portal
    await beginDecrypting(portal, (h) => h.decryptStart + 5 * MINUTE)
    await decryptWith(page, '000000')
    await page.getByRole('alert').filter({ hasText: 'CA密码输入错误' }).waitFor()
    await action(page).getByRole('button', { name: '重新解密' }).click()
    await decryptWith(page, PIN)
    await action(page).getByText('解密成功').waitFor()
    expect(await page.getByRole('alert').filter({ hasText: 'CA密码输入错误' }).count()).toBe(0)
  })

  it('says 未检测到证书 when no certificate is inserted, and decrypts once it is', async () => {
    const portal = await suite.open()
    const { page } = portal
    const hall = await signedInAt(portal, 'hallDecrypt', (h) => h.decryptStart + 5 * MINUTE)
    await insertCertificates(page, [])
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '开始解密' }).click()
    await decryptWith(page, PIN)
    await page.getByRole('alert').filter({ hasText: '未检测到证书' }).waitFor()

    await insertCertificates(page, ['5A1C00000000000000000001'])
    await action(page).getByRole('button', { name: '重新解密' }).click()
    await decryptWith(page, PIN)
    await action(page).getByText('解密成功').waitFor()
  })

  it('reaches the certificate helper at the address the runtime config names', async () => {
    const portal = await suite.open({ config: { ...SIM, caHelperUrl: 'http://127.0.0.1:28089/' } })
    const { page } = portal
    const helperCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('http://127.0.0.1:28089/')) helperCalls.push(new URL(request.url()).pathname)
    })
    await beginDecrypting(portal, (h) => h.decryptStart + 5 * MINUTE)
    await decryptWith(page, PIN)
    await action(page).getByText('解密成功').waitFor()
    expect(helperCalls).toContain('/add')
    expect(helperCalls).toContain('/get')
  })

  it('warns 证书有效期不足30天 for a certificate that expires within 30 days', async () => {
    const portal = await suite.open()
    const { page } = portal
    const hall = await signedInAt(portal, 'hallDecrypt', (h) => h.decryptStart + 5 * MINUTE)
    await insertCertificates(page, [NEAR_EXPIRY_CERTIFICATE])
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '开始解密' }).click()
    await decryptWith(page, PIN)
    await page.getByRole('alert').filter({ hasText: '证书有效期不足30天' }).waitFor()
  })
})
