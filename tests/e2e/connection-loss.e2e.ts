import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'
import { action, enterHall, hallProject, MINUTE, PIN, setServerTime } from './hall'

/**
 * Decision 058 in Chromium: the supplier's machine loses its network during decryption. The
 * simulator answers inside the page (its service worker), where `context.setOffline` does not
 * reach, so the network is cut where the simulator answers: a `network` fault on every address,
 * the back end's and the local certificate helper's alike, which the page sees as fetch's
 * TypeError, as it would with no network at all.
 */

type Faults = { __simulator: { faults: { set: (pattern: string, fault: 'network') => void; clear: () => void } } }
const cutNetwork = (page: Page) => page.evaluate(() => (window as unknown as Faults).__simulator.faults.set('* *', 'network'))
const restoreNetwork = (page: Page) => page.evaluate(() => (window as unknown as Faults).__simulator.faults.clear())

const BANNER = '连接已断开，正在重试…'

describe('a lost connection in the opening hall (decision 058)', () => {
  const suite = browserSuite()

  it('says the connection is lost, not that the helper is missing, clears by itself once it is back, and decrypts', async () => {
    // The page's clock runs as usual until the test moves it: twenty seconds without network pass at once.
    const portal = await suite.open({ beforeGoto: (page) => page.clock.install() })
    const { page } = portal
    const hall = await hallProject(page, 'hallDecrypt')
    await setServerTime(page, hall.decryptStart + 5 * MINUTE)
    await page.reload()
    await signInAndWaitHome(page, 'supplier')
    await enterHall(portal, hall.projectName)
    await action(page).getByRole('button', { name: '开始解密' }).click()
    const form = page.getByRole('form', { name: '解密投标文件' })
    await form.getByLabel('CA密码').fill(PIN)

    await cutNetwork(page)
    // Sent from the keyboard, as a supplier pressing Enter in the PIN field would: a poll of the page's
    // own that meets the cut network first puts the banner in above the hall, and a click aimed before
    // the page moved down landed beside the button (seen once in a full run: banner up, no decryption).
    await form.getByLabel('CA密码').press('Enter')
    const lost = page.getByRole('alert').filter({ hasText: '无法连接服务器' })
    await lost.waitFor()
    const banner = page.getByRole('status').filter({ hasText: BANNER })
    await banner.waitFor()
    const clock = page.getByRole('region', { name: '服务器时间' })
    await clock.getByText(/^无法连接服务器/).waitFor()

    await page.clock.runFor(20_000)
    expect(await lost.isVisible()).toBe(true)
    expect(await banner.isVisible()).toBe(true)
    expect(await page.getByText('未检测到证书助手').count()).toBe(0)
    expect(await clock.getByText('本机时间与服务器时间一致').count()).toBe(0)

    // The network is back: the next probe, at most the longest wait away, finds the server.
    await restoreNetwork(page)
    for (let second = 0; second < 30 && (await banner.isVisible()); second++) await page.clock.runFor(1000)
    expect(await banner.isVisible(), 'the banner still there after 30 s of the page clock').toBe(false)
    await page.getByRole('status').filter({ hasText: '连接已恢复，请重新操作。' }).waitFor()
    expect(await lost.count()).toBe(0)
    expect(await clock.getByText(/^无法连接服务器/).count()).toBe(0)

    // Decrypting is a write: offered again, sent on the supplier's press, with the PIN still typed.
    await action(page).getByRole('button', { name: '重新解密' }).click()
    await form.getByRole('button', { name: '解密' }).click()
    await action(page).getByText('解密成功').waitFor()
  })
})
