import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HALL_DEFAULTS } from '../../simulator/hall'
import { at } from '../../simulator/tender-rules'
import { browserSuite, SIM, signInAndWaitHome } from './flows'
import { seededProject } from './seeded-project'
import { formatProblems, type Portal } from './harness'

const MINUTE = 60_000
const PIN = '123456'
const NEAR_EXPIRY_CERTIFICATE = '5A1C00000000000000000002'

type Sim = {
  __simulator: {
    clock: { now: () => number; set: (epoch: number) => void }
    caHelper: { inserted: string[] }
  }
}

/** A seeded scenario's project as the simulator holds it, with its hall's times on the server clock. */
async function hallProject(page: Page, key: string) {
  const { project, hall } = await seededProject(page, key)
  const open = at(project.openTime)
  const decryptStart = open + HALL_DEFAULTS.openingMinutes * MINUTE
  return {
    ...project,
    checkInStart: open - HALL_DEFAULTS.checkInMinutes * MINUTE,
    open,
    decryptStart,
    decryptEnd: decryptStart + (hall?.decryptMinutes || HALL_DEFAULTS.decryptMinutes) * MINUTE,
  }
}

const setServerTime = (page: Page, epoch: number) => page.evaluate((t) => (window as unknown as Sim).__simulator.clock.set(t), epoch)
const insertCertificates = (page: Page, serials: string[]) =>
  page.evaluate((s) => {
    ;(window as unknown as Sim).__simulator.caHelper.inserted = s
  }, serials)
/** The supplier comes back to the window: the hall reads the server's clock and nodes again. */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')))

const action = (page: Page) => page.getByRole('region', { name: '当前操作' })

/** Opens the hall from the menu's 开标签到 list, as a supplier does. */
async function enterHall(portal: Portal, projectName: string) {
  const { page } = portal
  const nav = page.getByRole('navigation', { name: '侧边菜单' })
  const group = nav.getByRole('button', { name: '电子开标', exact: true })
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
  await nav.getByText('开标签到', { exact: true }).click()
  await page.getByRole('table', { name: '网上开标项目列表' }).waitFor()
  const search = page.getByRole('search', { name: '查询开标项目' })
  await search.getByLabel('项目名称').fill(projectName)
  await search.getByRole('button', { name: '查询' }).click()
  await page.getByRole('button', { name: `进入开标大厅：${projectName}` }).click()
  await page.getByRole('heading', { name: projectName, level: 3 }).waitFor()
}

async function decryptWith(page: Page, pin: string) {
  const form = page.getByRole('form', { name: '解密投标文件' })
  await form.getByLabel('CA密码').fill(pin)
  await form.getByRole('button', { name: '解密' }).click()
}

/** Signs in with the server clock set first, so the session's token and captcha are fresh on that clock. */
async function signedInAt(portal: Portal, key: string, time: (hall: Awaited<ReturnType<typeof hallProject>>) => number) {
  const hall = await hallProject(portal.page, key)
  await setServerTime(portal.page, time(hall))
  // The sign-in page's captcha was issued on the old time: a fresh page asks for one on the new.
  await portal.page.reload()
  await signInAndWaitHome(portal.page, 'supplier')
  return hall
}

describe('electronic opening day (spec 001 §2, §4, §8; decisions 023, 026)', () => {
  const suite = browserSuite()

  it('waits for check-in, checks in, confirms the file and decrypts with the right PIN', async () => {
    const portal = await suite.open()
    const { page } = portal
    const hall = await signedInAt(portal, 'hallSoon', (h) => h.checkInStart - 10 * MINUTE)
    await enterHall(portal, hall.projectName)
    await action(page).getByText('签到尚未开始，请在签到时间内进入开标大厅签到。').waitFor()
    expect(await page.getByRole('region', { name: '服务器时间' }).textContent()).toContain('距下一环节')

    // Check-in opens 3 s after the hall last read the server's clock: the hall moves on by itself when it does.
    await setServerTime(page, hall.checkInStart - 3_000)
    await comeBack(page)
    await action(page).getByText('签到尚未开始，请在签到时间内进入开标大厅签到。').waitFor()
    await action(page).getByRole('button', { name: '签到' }).click({ timeout: 30_000 })
    await action(page).getByText('已签到，请等待开标。').waitFor()

    await setServerTime(page, hall.open + 2_000)
    await comeBack(page)
    await action(page).getByRole('button', { name: '确认投标文件' }).click()
    await action(page).getByText('已确认投标文件，请等待解密开始。').waitFor()

    await setServerTime(page, hall.decryptStart + 2_000)
    await comeBack(page)
    await action(page).getByRole('button', { name: '开始解密' }).click()
    await decryptWith(page, PIN)
    await action(page).getByText('解密成功').waitFor()
    expect(await action(page).textContent()).toMatch(/\.hctb：已解密/)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  }, 120_000)

  it('says CA密码输入错误 for a wrong PIN, keeps the supplier in the window and decrypts on retry', async () => {
    const portal = await suite.open()
    const { page } = portal
    const hall = await signedInAt(portal, 'hallDecrypt', (h) => h.decryptStart + 5 * MINUTE)
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '开始解密' }).click()
    await decryptWith(page, '000000')
    await page.getByRole('alert').filter({ hasText: 'CA密码输入错误' }).waitFor()
    await action(page).getByRole('button', { name: '重新解密' }).click()
    await decryptWith(page, PIN)
    await action(page).getByText('解密成功').waitFor()
    expect(await page.getByRole('alert').filter({ hasText: 'CA密码输入错误' }).count()).toBe(0)
  }, 90_000)

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
  }, 90_000)

  it('reaches the certificate helper at the address the runtime config names', async () => {
    const portal = await suite.open({ config: { ...SIM, caHelperUrl: 'http://127.0.0.1:28089/' } })
    const { page } = portal
    const helperCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('http://127.0.0.1:28089/')) helperCalls.push(new URL(request.url()).pathname)
    })
    const hall = await signedInAt(portal, 'hallDecrypt', (h) => h.decryptStart + 5 * MINUTE)
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '开始解密' }).click()
    await decryptWith(page, PIN)
    await action(page).getByText('解密成功').waitFor()
    expect(helperCalls).toContain('/add')
    expect(helperCalls).toContain('/get')
  }, 90_000)

  it('warns 证书有效期不足30天 for a certificate that expires within 30 days', async () => {
    const portal = await suite.open()
    const { page } = portal
    const hall = await signedInAt(portal, 'hallDecrypt', (h) => h.decryptStart + 5 * MINUTE)
    await insertCertificates(page, [NEAR_EXPIRY_CERTIFICATE])
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '开始解密' }).click()
    await decryptWith(page, PIN)
    await page.getByRole('alert').filter({ hasText: '证书有效期不足30天' }).waitFor()
  }, 90_000)

  it('shows the window as expired when it closes while the supplier is still decrypting', async () => {
    const portal = await suite.open()
    const { page } = portal
    const hall = await signedInAt(portal, 'hallDecrypt', (h) => h.decryptEnd - 5 * MINUTE)
    // The window closes 15 s later: the supplier enters, begins and is still at the PIN.
    await setServerTime(page, hall.decryptEnd - 15_000)
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '开始解密' }).click()
    await page.getByRole('form', { name: '解密投标文件' }).waitFor()
    await action(page).getByText('解密时间已结束，未解密的投标文件视为撤销。').waitFor({ timeout: 30_000 })
    expect(await page.getByRole('form', { name: '解密投标文件' }).count()).toBe(0)
    // The server agrees: a decryption tried now is refused.
    await page.reload()
    await action(page).getByText('解密时间已结束，未解密的投标文件视为撤销。').waitFor()
  }, 120_000)

  it('resumes from the server after a reload during decryption, without asking to check in again', async () => {
    const portal = await suite.open()
    const { page } = portal
    const hall = await signedInAt(portal, 'hallDecrypt', (h) => h.decryptStart + 5 * MINUTE)
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '开始解密' }).click()
    await page.getByRole('form', { name: '解密投标文件' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: hall.projectName, level: 3 }).waitFor()
    await action(page).getByRole('button', { name: '开始解密' }).click()
    expect(await action(page).getByRole('button', { name: '签到' }).count()).toBe(0)
    await decryptWith(page, PIN)
    await action(page).getByText('解密成功').waitFor()
    // Once done, a reload lands on the result the server holds.
    await page.reload()
    await action(page).getByText('解密成功').waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  }, 90_000)
})

describe('the opening record, the practice hall and clarifications (decisions 025, 027, 028)', () => {
  const suite = browserSuite()

  it('decrypts, then reads the opening record in the PDF viewer and signs it with the certificate', async () => {
    const portal = await suite.open()
    const { page } = portal
    // Signed in late in the window, so the token is still fresh when the record comes out 25 minutes on.
    const hall = await signedInAt(portal, 'hallDecrypt', (h) => h.decryptEnd - 10 * MINUTE)
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '开始解密' }).click()
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
  }, 120_000)

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
  }, 120_000)

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
  }, 120_000)
})
