import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'
import { action, beginDecrypting, comeBack, decryptWith, enterHall, hallProject, MINUTE, PIN, setServerTime, signedInAt } from './hall'

describe('the opening record, the practice hall and clarifications (decisions 025, 027, 028)', () => {
  const suite = browserSuite()

  it('decrypts, then reads the opening record in the PDF viewer and signs it with the certificate', async () => {
    const portal = await suite.open()
    const { page } = portal
    // Signed in late in the window, so the token is still fresh when the record comes out 25 minutes on.
    const hall = await beginDecrypting(portal, (h) => h.decryptEnd - 10 * MINUTE)
    await decryptWith(page, PIN)
    await action(page).getByText('解密成功').waitFor()

    // The reading is over and the record is out: the supplier comes back to the hall.
    await setServerTime(page, hall.decryptEnd + 15 * MINUTE + 5_000)
    await comeBack(page)
    const record = page.getByRole('region', { name: '开标记录' })
    await record.getByRole('img', { name: '第 1 页' }).waitFor()
    expect(await record.getByText(/第 1 \/ \d+ 页/).count()).toBe(1)
    expect(await record.getByRole('link', { name: /^下载 开标记录-.+\.pdf$/ }).count()).toBe(1)

    const form = page.getByRole('form', { name: '签署开标记录' })
    await form.getByLabel('CA密码').fill('000000')
    await form.getByRole('button', { name: '签署开标记录' }).click()
    await page.getByRole('alert').filter({ hasText: 'CA密码输入错误' }).waitFor()
    await form.getByLabel('CA密码').fill(PIN)
    await form.getByRole('button', { name: '签署开标记录' }).click()
    await action(page).getByText('您已签署开标记录，本次开标已完成。').waitFor()
    // The server holds the signature: a reload lands on the finished opening.
    await page.reload()
    await action(page).getByText('您已签署开标记录，本次开标已完成。').waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('runs the practice hall end to end days before the opening, leaving the real hall untouched', async () => {
    const portal = await suite.open()
    const { page } = portal
    const hall = await signedInAt(portal, 'hallSoon', (h) => h.checkInStart - 2 * 24 * 60 * MINUTE)
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '模拟开标' }).click()
    await page.getByRole('region', { name: '模拟开标' }).waitFor()

    await action(page).getByRole('button', { name: '签到' }).click()
    await action(page).getByRole('button', { name: '确认投标文件' }).click()
    await action(page).getByRole('button', { name: '开始解密' }).click()
    await decryptWith(page, '000000')
    await page.getByRole('alert').filter({ hasText: 'CA密码输入错误' }).waitFor()
    await action(page).getByRole('button', { name: '重新解密' }).click()
    await decryptWith(page, PIN)

    const form = page.getByRole('form', { name: '签署开标记录' })
    await page.getByRole('region', { name: '开标记录' }).getByRole('img', { name: '第 1 页' }).waitFor()
    await form.getByLabel('CA密码').fill(PIN)
    await form.getByRole('button', { name: '签署开标记录' }).click()
    await action(page).getByText(/^模拟开标已完成/).waitFor()
    expect(await action(page).getByRole('button', { name: '重新开始模拟开标' }).count()).toBe(1)

    // The real hall has not moved: check-in there has not even begun.
    await page.getByRole('button', { name: '返回开标大厅' }).click()
    await action(page).getByText('签到尚未开始，请在签到时间内进入开标大厅签到。').waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('asks the buyer a question, and answers the evaluators’ explanation request from my electronic bids', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const documents = await hallProject(page, 'documents')
    const evaluating = await hallProject(page, 'evaluating')
    const nav = page.getByRole('navigation', { name: '侧边菜单' })
    const projects = nav.getByRole('button', { name: '项目管理', exact: true })
    if ((await projects.getAttribute('aria-expanded')) !== 'true') await projects.click()
    await nav.getByText('我的提问', { exact: true }).click()
    const ask = page.getByRole('form', { name: '提问表单' })
    const label = `${documents.projectCode} ${documents.projectName}`
    await ask.getByRole('option', { name: label }).waitFor({ state: 'attached' })
    await ask.getByRole('combobox', { name: '提问项目' }).selectOption({ label })
    await ask.getByRole('textbox', { name: /问题内容/ }).fill('投标保证金能否以电子保函形式递交？')
    await ask.getByRole('button', { name: '提交问题' }).click()
    await page.getByRole('status').filter({ hasText: '提问成功' }).waitFor()
    await page.getByRole('table', { name: '我的提问列表' }).getByText('投标保证金能否以电子保函形式递交？').waitFor()

    const opening = nav.getByRole('button', { name: '电子开标', exact: true })
    if ((await opening.getAttribute('aria-expanded')) !== 'true') await opening.click()
    await nav.getByText('我的电子投标', { exact: true }).click()
    const search = page.getByRole('search', { name: '查询电子投标' })
    await search.getByLabel('项目名称').fill(evaluating.projectName)
    await search.getByRole('button', { name: '查询' }).click()
    await page.getByRole('button', { name: `评标互动：${evaluating.projectName}` }).click()
    const request = page.getByRole('article', { name: '关于投标报价的澄清' })
    const form = request.getByRole('form', { name: '澄清答复：关于投标报价的澄清' })
    await form.getByRole('textbox', { name: /澄清内容/ }).fill('措施项目费偏低系因本单位自有设备，详见附件。')
    await form.getByRole('button', { name: '提交答复' }).click()
    await request.getByText('答复已提交，截止时间前可修改。').waitFor()
    expect(await request.getByText(/我的答复：措施项目费偏低系因本单位自有设备/).count()).toBe(1)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
