import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

describe('invitations, electronic notices and research bulletins (spec 001 §2, decision 020)', () => {
  const suite = browserSuite()

  it('an invited supplier accepts an invitation and signs up for the invited project', async () => {
    const portal = await suite.signedIn('supplier', { path: '/purchaseNotice/tenderInvitation/index' })
    const { page } = portal
    const table = page.getByRole('table', { name: '投标邀请列表' })
    const pending = table.getByRole('row').filter({ hasText: '待回复' })
    await pending.waitFor()
    const name = (await pending.getByRole('link').first().textContent())!.trim()

    await pending.getByRole('button', { name: `接受邀请：${name}` }).click()
    const confirm = page.getByRole('dialog', { name: '接受投标邀请' })
    await confirm.getByRole('button', { name: '确认接受' }).click()
    await page.getByRole('dialog', { name: '已接受邀请，请在报名截止前完成报名' }).getByRole('button', { name: '确定' }).click()

    const accepted = table.getByRole('row').filter({ hasText: name })
    await accepted.getByText('已接受').waitFor()
    await accepted.getByRole('button', { name: `去报名：${name}` }).click()
    await page.getByRole('heading', { name, level: 3, exact: true }).waitFor()

    const form = page.getByRole('region', { name: '报名' })
    await form.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: '报名' }).click()
    const agreement = page.getByRole('dialog', { name: '投标人报名须知' })
    await agreement.getByRole('checkbox', { name: '我已阅读并同意' }).check()
    await agreement.getByRole('button', { name: '同意', exact: true }).click()
    await page.getByRole('dialog').filter({ hasText: '报名成功' }).getByRole('button', { name: '确定' }).click()
    await form.getByRole('heading', { name: '我的报名' }).waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('declining asks for a reason before anything is sent', async () => {
    const portal = await suite.signedIn('supplier', { path: '/personal/myInviteList/index?replyStatus=0' })
    const { page } = portal
    const table = page.getByRole('table', { name: '我的邀请列表' })
    const pending = table.getByRole('row').filter({ hasText: '待回复' })
    await pending.waitFor()
    const name = (await pending.getByRole('link').first().textContent())!.trim()

    await pending.getByRole('button', { name: `拒绝邀请：${name}` }).click()
    const dialog = page.getByRole('dialog', { name: '拒绝投标邀请' })
    await dialog.getByRole('button', { name: '确认拒绝' }).click()
    await dialog.getByText('请填写拒绝原因').waitFor()
    await dialog.getByRole('textbox', { name: /拒绝原因/ }).fill('本单位近期产能已满')
    await dialog.getByRole('button', { name: '确认拒绝' }).click()
    await page.getByRole('dialog', { name: '已拒绝邀请' }).getByRole('button', { name: '确定' }).click()

    // The segmented control's radio inputs are visually hidden; a supplier clicks the label.
    await page.locator('label').filter({ hasText: /^已拒绝$/ }).click()
    await page.waitForURL(/replyStatus=2/)
    await table.getByRole('row').filter({ hasText: name }).getByText('本单位近期产能已满').waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('holds a supplier under review at the gate on the invitation, electronic notice and research lists', async () => {
    const portal = await suite.signedIn('pending')
    const { page } = portal
    for (const path of ['/purchaseNotice/tenderInvitation/index', '/electronicBidding/biddingNotice', '/demandSurvey/researchBulletin']) {
      await page.goto(`${portal.origin}${path}`)
      await page.waitForURL('**/home/homePage')
    }
  })

  it('opens a research bulletin from the list and shows its body', async () => {
    const portal = await suite.signedIn('supplier', { path: '/demandSurvey/researchBulletin' })
    const { page } = portal
    const table = page.getByRole('table', { name: '需求调研公告列表' })
    await table.getByRole('row').nth(5).waitFor()
    expect(await table.getByRole('row').count()).toBe(6)
    const link = table.getByRole('row').nth(1).getByRole('link')
    const title = (await link.textContent())!.trim()
    await link.click()
    await page.getByRole('heading', { name: title, level: 3, exact: true }).waitFor()
    await page.getByRole('article', { name: title }).getByText(/现就本项目开展需求调研/).waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
