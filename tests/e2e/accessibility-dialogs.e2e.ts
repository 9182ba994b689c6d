import { describe, expect, it } from 'vitest'
import { seriousViolations, withViolations } from './axe'
import { browserSuite, goWithinApp } from './flows'
import { waitUntilLoaded } from './loaded'

/** A few account screens, scanned once more at a phone's width (their layout changes there). */
const PHONE_SCREENS = [
  '/personal',
  '/personal/setCenter/companyData',
  '/personal/setCenter/linkmanSet',
  '/personal/setCenter/accountSet',
  '/personal/setInformation/enterpriseCertification',
  '/alerts/index',
]

describe('accessibility of the account dialogs and of the phone width (axe-core, WCAG 2.1 A/AA)', () => {
  const suite = browserSuite()

  it('no serious or critical violation in the contact and account-security dialogs, as opened and with their errors shown', async () => {
    const { page } = await suite.signedIn('supplier', { path: '/personal/setCenter/linkmanSet' })
    const found: Record<string, string[]> = {}

    // /personal/setCenter/linkmanSet: 新增联系人, then refused empty, then 编辑 of a listed contact.
    const table = page.getByRole('table', { name: '联系人列表' })
    await table
      .getByRole('button', { name: /^编辑 / })
      .first()
      .waitFor()
    await waitUntilLoaded(page, '/personal/setCenter/linkmanSet')
    await page.getByRole('button', { name: '新增联系人' }).click()
    const added = page.getByRole('dialog', { name: '新增联系人' })
    await added.getByRole('form', { name: '新增联系人' }).waitFor()
    found['新增联系人 dialog'] = await seriousViolations(page)
    await added.getByRole('button', { name: '保存' }).click()
    await added.getByText('请输入联系人姓名').waitFor()
    found['新增联系人 dialog, refused'] = await seriousViolations(page)
    await added.getByRole('button', { name: '取消' }).click()
    await added.waitFor({ state: 'detached' })
    const edit = table.getByRole('button', { name: /^编辑 / }).first()
    const contact = (await edit.getAttribute('aria-label'))!.replace(/^编辑 /, '')
    await edit.click()
    const edited = page.getByRole('dialog', { name: '编辑联系人' })
    await expect.poll(() => edited.getByLabel(/^联系人姓名/).inputValue()).toBe(contact)
    found['编辑联系人 dialog'] = await seriousViolations(page)
    await edited.getByRole('button', { name: '取消' }).click()
    await edited.waitFor({ state: 'detached' })

    // /personal/setCenter/accountSet: 更换手机 and 修改邮箱, each also refused empty.
    await goWithinApp(page, '/personal/setCenter/accountSet')
    const settings = page.getByRole('region', { name: '账户安全设置' })
    for (const button of ['更换手机', '修改邮箱']) {
      await settings.getByRole('button', { name: button }).click()
      const dialog = page.getByRole('dialog', { name: button })
      await dialog.getByRole('form', { name: button }).waitFor()
      found[`${button} dialog`] = await seriousViolations(page)
      await dialog.getByRole('button', { name: '确定' }).click()
      await dialog.getByText('请输入短信验证码').waitFor()
      found[`${button} dialog, refused`] = await seriousViolations(page)
      await dialog.getByRole('button', { name: '取消' }).click()
      await dialog.waitFor({ state: 'detached' })
    }

    expect(withViolations(found)).toEqual({})
  })

  it('no serious or critical violation on the account screens at 390 px, nor in the menu drawer', async () => {
    const { page } = await suite.signedIn('supplier', { context: { viewport: { width: 390, height: 844 } } })
    const found: Record<string, string[]> = {}
    for (const path of PHONE_SCREENS) {
      await goWithinApp(page, path)
      await page.getByRole('main').getByRole('heading').first().waitFor()
      await waitUntilLoaded(page, `${path} at 390 px`)
      found[path] = await seriousViolations(page)
    }
    await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click()
    await page.getByRole('dialog', { name: '菜单' }).getByRole('navigation', { name: '侧边菜单' }).waitFor()
    found['menu drawer'] = await seriousViolations(page)
    expect(withViolations(found)).toEqual({})
  })
})
