import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'
import { seededProject } from './seeded-project'

describe('specimens and guarantee letters (decision 045)', () => {
  const suite = browserSuite()

  it('applies for a specimen, sees its record, and checks a guarantee letter’s authenticity', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const { project } = await seededProject(page, 'awaitingOpening')
    const nav = page.getByRole('navigation', { name: '侧边菜单' })
    const group = nav.getByRole('button', { name: '样品与保函', exact: true })
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
    await nav.getByText('样品申请', { exact: true }).click()
    await page.waitForURL('**/mySpecimen/specimenApply')

    const form = page.getByRole('form', { name: '样品申请表' })
    await form.getByLabel(/^投标项目/).selectOption({ label: `${project.projectCode} ${project.projectName}` })
    await form.getByRole('button', { name: '提交申请' }).click()
    await form.getByText('请输入样品名称').waitFor()
    await form.getByLabel(/^样品名称/).fill('防护服样品')
    await form.getByLabel(/^联系人/).fill('李文静')
    await form.getByLabel(/^联系电话/).fill('13912345678')
    // The server's today, the first day the form takes, typed as the portal writes dates.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format((window as unknown as { __simulator: { clock: { now: () => number } } }).__simulator.clock.now()),
    )
    const date = form.getByRole('textbox', { name: /^预计递交日期/ })
    await date.fill(today)
    await date.press('Escape')
    expect(await date.inputValue()).toBe(today)
    await form.getByRole('button', { name: '提交申请' }).click()
    await page.getByText('样品申请已提交').waitFor()
    await page.getByRole('button', { name: '查看申请记录' }).click()
    const records = page.getByRole('table', { name: '样品申请记录' })
    const row = records.getByRole('row').filter({ hasText: '防护服样品' })
    await row.waitFor()
    expect(await row.textContent()).toContain('待审核')

    await nav.getByText('真伪查询', { exact: true }).click()
    await page.waitForURL('**/mySpecimen/authenticityQuery')
    const number = page.getByRole('textbox', { name: '样品编号或保函编号' })
    await number.fill('BH2025060200018')
    await page.getByRole('button', { name: '查询', exact: true }).click()
    await page.getByText('该编号真实有效，信息如下。').waitFor()
    expect(await page.getByRole('table', { name: '查询结果' }).textContent()).toContain('中国建设银行股份有限公司上海分行')
    await number.fill('BH0000000000000')
    await page.getByRole('button', { name: '查询', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: '查无此号' }).waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
