import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'
import { action, beginDecrypting, comeBack, decryptWith, enterHall, MINUTE, PIN, setServerTime, signedInAt } from './hall'

describe('electronic opening day: check-in, decryption window and resuming (spec 001 §2, §4, §8; decisions 023, 026)', () => {
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
  })

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
  })

  it('resumes from the server after a reload during decryption, without asking to check in again', async () => {
    const portal = await suite.open()
    const { page } = portal
    const hall = await beginDecrypting(portal, (h) => h.decryptStart + 5 * MINUTE)
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
  })
})
