import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

describe('my demand surveys and examination results (spec 001 §2, decision 046)', () => {
  const suite = browserSuite()

  it('a supplier answers a survey and sees it submitted in its list', async () => {
    const portal = await suite.signedIn('supplier', { path: '/researchNeeds/myResearchNeeds?answerStatus=0' })
    const { page } = portal
    const table = page.getByRole('table', { name: '我的调研列表' })
    const waiting = table.getByRole('row').filter({ hasText: '待填报' }).first()
    await waiting.waitFor()
    const fill = waiting.getByRole('button', { name: /^填报 / })
    const title = (await fill.getAttribute('aria-label'))!.replace(/^填报 /, '')
    await fill.click()

    const form = page.getByRole('form', { name: '调研回复' })
    await form.getByRole('button', { name: '提交回复' }).click()
    await form.getByText('请填写产品（服务）名称').waitFor()
    await form.getByRole('textbox', { name: /产品（服务）名称/ }).fill('智慧停车管理系统')
    await form.getByRole('textbox', { name: /品牌型号/ }).fill('PK-9')
    await form.getByRole('textbox', { name: /单价/ }).fill('12800.5')
    await form.getByRole('textbox', { name: /供货周期/ }).fill('30')
    await form.getByRole('textbox', { name: /备注/ }).fill('含三年运维')
    await form.getByRole('button', { name: '提交回复' }).click()
    await page.getByText('调研回复已提交').waitFor()
    const answer = page.getByRole('region', { name: '我的回复' })
    await answer.getByText('12,800.50').waitFor()

    await page.getByRole('button', { name: '返回我的调研' }).click()
    await page.getByRole('combobox', { name: '填报状态' }).selectOption('已提交')
    await page.getByRole('button', { name: '查询' }).click()
    await page.waitForURL(/answerStatus=1/)
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `查看 ${title}` }) })
    await row.getByText('已提交').waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('a supplier opens an examination result and reads why it failed', async () => {
    const portal = await suite.signedIn('supplier', { path: '/biddingMessage?result=2' })
    const { page } = portal
    const table = page.getByRole('table', { name: '审查结果列表' })
    const failed = table.getByRole('row').filter({ hasText: '不通过' }).first()
    await failed.waitFor()
    await failed.getByRole('button', { name: /审查详情$/ }).click()
    const items = page.getByRole('table', { name: '审查明细' })
    await items.waitFor()
    expect(await items.getByRole('row').count()).toBe(7)
    const item = items.getByRole('row').filter({ hasText: '不通过' })
    await item.getByText('投标有效期', { exact: true }).waitFor()
    expect(await item.textContent()).toMatch(/不满足招标文件要求/)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
