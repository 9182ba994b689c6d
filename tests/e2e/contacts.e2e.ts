import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

describe('contacts (decision 040)', () => {
  const suite = browserSuite()

  it('adds a contact, edits it, makes it the manager and deletes the former manager', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const nav = page.getByRole('navigation', { name: '侧边菜单' })
    const group = nav.getByRole('button', { name: '企业中心', exact: true })
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
    await nav.getByText('联系人管理', { exact: true }).click()
    await page.waitForURL('**/personal/setCenter/linkmanSet')
    const table = page.getByRole('table', { name: '联系人列表' })
    await table.getByRole('button', { name: /已是管理员，无需设为管理员$/ }).waitFor()
    const formerManager = (await table.getByRole('button', { name: /已是管理员，无需设为管理员$/ }).getAttribute('aria-label'))!.replace(/已是管理员，无需设为管理员$/, '')

    // Added: a wrong mobile is refused beside the field first.
    await page.getByRole('button', { name: '新增联系人' }).click()
    const added = page.getByRole('form', { name: '新增联系人' })
    await added.getByLabel(/^联系人姓名/).fill('陈晓东')
    await added.getByLabel(/^手机号码/).fill('1391234')
    await added.getByRole('button', { name: '保存' }).click()
    await added.getByText('手机号码长度不为11位').waitFor()
    await added.getByLabel(/^手机号码/).fill('13912340088')
    await added.getByLabel(/^电子邮箱/).fill('chenxd@163.com')
    await added.getByRole('button', { name: '保存' }).click()
    await page.getByText('联系人已添加').waitFor()
    await table.getByRole('cell', { name: '13912340088' }).waitFor()

    // Edited.
    await table.getByRole('button', { name: '编辑 陈晓东' }).click()
    const edited = page.getByRole('form', { name: '编辑联系人' })
    expect(await edited.getByLabel(/^手机号码/).inputValue()).toBe('13912340088')
    await edited.getByLabel(/^职务/).fill('投标经理')
    await edited.getByRole('button', { name: '保存' }).click()
    await page.getByText('联系人已保存').waitFor()
    await table.getByRole('cell', { name: '投标经理' }).waitFor()

    // Made manager: the former manager becomes an ordinary contact.
    await table.getByRole('button', { name: '设为管理员：陈晓东' }).click()
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click()
    await page.getByText('管理员已变更').waitFor()
    await table.getByRole('button', { name: '陈晓东已是管理员，无需设为管理员' }).waitFor()
    expect(await table.getByRole('button', { name: '管理员 陈晓东 不能删除' }).isDisabled()).toBe(true)

    // The former manager can now be deleted.
    await table.getByRole('button', { name: `删除 ${formerManager}` }).click()
    const confirm = page.getByRole('dialog', { name: '提示' })
    expect(await confirm.textContent()).toContain(`确定删除联系人“${formerManager}”吗？`)
    await confirm.getByRole('button', { name: '确定' }).click()
    await page.getByText('联系人已删除').waitFor()
    await expect.poll(() => table.getByText(formerManager, { exact: true }).count()).toBe(0)

    // What the simulator keeps survives a reload.
    await page.reload()
    await table.getByRole('button', { name: '陈晓东已是管理员，无需设为管理员' }).waitFor()
    expect(await table.getByText(formerManager, { exact: true }).count()).toBe(0)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
