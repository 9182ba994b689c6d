import type { Page } from 'playwright-core'
import { HALL_DEFAULTS } from '../../simulator/opening/hall'
import { at } from '../../simulator/tender/tender-rules'
import { signInAndWaitHome } from './flows'
import { seededProject } from './seeded-project'
import type { Portal } from './harness'

/** The opening day in Chromium (opening-day*.e2e.ts, opening-record.e2e.ts): the seeded halls, the server clock, the hall's controls. */

export const MINUTE = 60_000
export const PIN = '123456'
export const NEAR_EXPIRY_CERTIFICATE = '5A1C00000000000000000002'

type Sim = {
  __simulator: {
    clock: { now: () => number; set: (epoch: number) => void }
    caHelper: { inserted: string[] }
  }
}

/** A seeded scenario's project as the simulator holds it, with its hall's times on the server clock. */
export async function hallProject(page: Page, key: string) {
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

export const setServerTime = (page: Page, epoch: number) => page.evaluate((t) => (window as unknown as Sim).__simulator.clock.set(t), epoch)
export const insertCertificates = (page: Page, serials: string[]) =>
  page.evaluate((s) => {
    ;(window as unknown as Sim).__simulator.caHelper.inserted = s
  }, serials)
/** The supplier comes back to the window: the hall reads the server's clock and nodes again. */
export const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')))

export const action = (page: Page) => page.getByRole('region', { name: '当前操作' })

/** Opens the hall from the menu's 开标签到 list, as a supplier does. */
export async function enterHall(portal: Portal, projectName: string) {
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

export async function decryptWith(page: Page, pin: string) {
  const form = page.getByRole('form', { name: '解密投标文件' })
  await form.getByLabel('CA密码').fill(pin)
  await form.getByRole('button', { name: '解密' }).click()
}

/** Signs in with the server clock set first, so the session's token and captcha are fresh on that clock. */
export async function signedInAt(portal: Portal, key: string, time: (hall: Awaited<ReturnType<typeof hallProject>>) => number) {
  const hall = await hallProject(portal.page, key)
  await setServerTime(portal.page, time(hall))
  // The sign-in page's captcha was issued on the old time: a fresh page asks for one on the new.
  await portal.page.reload()
  await signInAndWaitHome(portal.page, 'supplier')
  return hall
}

/** Signs in at `time` on the server clock, enters the decryption scenario's hall and begins decrypting: the PIN is asked next. */
export async function beginDecrypting(portal: Portal, time: (hall: Awaited<ReturnType<typeof hallProject>>) => number) {
  const hall = await signedInAt(portal, 'hallDecrypt', time)
  await enterHall(portal, hall.projectName)
  await action(portal.page).getByRole('button', { name: '开始解密' }).click()
  return hall
}
