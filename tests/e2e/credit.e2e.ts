import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'
import { seededProject } from './seeded-project'

describe('credit, deals, contracts and acceptance (decision 044)', () => {
  const suite = browserSuite()

  it('shows the awarded project as a deal with its contract file and the credit behind it, and confirms its acceptance', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const { project } = await seededProject(page, 'awarded')

    // From the menu: 信用与履约 → 成交项目, the awarded project among the deals.
    const nav = page.getByRole('navigation', { name: '侧边菜单' })
    const group = nav.getByRole('button', { name: '信用与履约', exact: true })
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
    await nav.getByText('成交项目', { exact: true }).click()
    await page.waitForURL('**/personal/credit/dealProject')
    const deals = page.getByRole('table', { name: '成交项目列表' })
    await deals.getByText(project.projectName, { exact: true }).waitFor()

    // Its contract, with the signed file.
    await deals.getByRole('button', { name: `${project.projectName} 合同` }).click()
    await page.waitForURL('**/personal/credit/dealContract?**')
    const contracts = page.getByRole('table', { name: '成交合同列表' })
    await contracts.getByText(`${project.projectName}合同`).waitFor()
    const download = page.waitForEvent('download')
    await contracts.getByRole('button', { name: /^下载/ }).first().click()
    expect((await download).suggestedFilename()).toMatch(/（已签章）\.pdf$/)

    // The credit evaluation: score, rating and the evaluations it rests on.
    await page.getByRole('navigation', { name: '信用与履约' }).getByRole('link', { name: '信用评价' }).click()
    await page.waitForURL('**/personal/credit')
    const card = page.getByRole('region', { name: '信用概况' })
    await card.getByText('信用等级').waitFor()
    expect(await card.textContent()).toMatch(/信用分\d+(\.\d)?信用等级(AAA|AA|A|B|C)评价次数\d+/)
    // The list is read apart from the card: wait for its rows rather than count them as they arrive.
    await page.getByRole('table', { name: '信用评价列表' }).getByText(/^履约质量 \d+\/40$/).first().waitFor()

    // The acceptance: confirmed, and still confirmed after a reload.
    await page.getByRole('navigation', { name: '信用与履约' }).getByRole('link', { name: '项目验收' }).click()
    await page.waitForURL('**/personal/credit/projectCheck')
    const checks = page.getByRole('table', { name: '项目验收列表' })
    await checks.getByRole('button', { name: `确认验收：${project.projectName}` }).click()
    const dialog = page.getByRole('dialog', { name: '验收确认' })
    await dialog.getByText('合格', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: '确认验收' }).click()
    await page.getByText('已确认验收结果').waitFor()
    const row = checks.getByRole('row').filter({ hasText: project.projectName })
    await row.getByText('已确认', { exact: true }).waitFor()
    expect(await checks.getByRole('button', { name: `确认验收：${project.projectName}` }).count()).toBe(0)

    await page.reload()
    await row.getByText('已确认', { exact: true }).waitFor()
    expect(await checks.getByRole('button', { name: `确认验收：${project.projectName}` }).count()).toBe(0)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
