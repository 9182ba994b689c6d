import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedBrowser } from './chromium'
import { spawnSimulatorCommand } from '../support/simulator-command'
import { signInAndWaitHome } from './flows'
import { collectProblems, formatProblems, type PageProblem } from './harness'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * `npm run simulator` as a trainer runs it on a fresh clone (decision 035, 062): the real command on
 * the real build, which it completes with the console page, then a student signing in through it
 * and the trainer opening the console with the printed address.
 */
describe('the classroom server from its own command', () => {
  let browser: Browser | undefined
  let child: ChildProcess | undefined
  let dir = ''
  let url = ''
  let consoleAddress = ''

  beforeAll(async () => {
    browser = await sharedBrowser()
    dir = mkdtempSync(join(tmpdir(), 'classroom-'))
    // dist/ is the run's build of the portal (global setup); the console page is built by the command.
    ;({ child, url, consoleAddress } = await spawnSimulatorCommand({ statePath: join(dir, 'state.db'), dist: join(root, 'dist') }))
    expect(consoleAddress).toBe(`${url}/__simulator/console?key=${readFileSync(join(dir, 'state.db.trainer-key'), 'utf8').trim()}`)
  })
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await browser?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('lets a student sign in through it, and keeps its console from the student', async () => {
    const context = await browser!.newContext()
    const page = await context.newPage()
    const problems: PageProblem[] = []
    collectProblems(page, problems)
    await page.goto(`${url}/login`)
    await signInAndWaitHome(page, 'supplier')
    // The student's page talks to the server in back-end mode: no simulator in the browser.
    expect(await page.evaluate(() => ['__simulator' in window, '__portal' in window])).toEqual([false, false])

    const consolePage = await page.goto(`${url}/__simulator/console`)
    expect(consolePage?.status()).toBe(403)
    await page.getByText('需要培训师密钥').waitFor()
    expect(problems.filter((problem) => problem.kind === 'pageerror'), formatProblems(problems)).toEqual([])
    await context.close()
  })

  it('opens the console for the trainer at the printed address, built by the command itself', async () => {
    const context = await browser!.newContext()
    const page = await context.newPage()
    const problems: PageProblem[] = []
    collectProblems(page, problems)
    await page.goto(consoleAddress)
    // The key went into a cookie; the address the trainer sees no longer carries it.
    expect(new URL(page.url()).search).toBe('')
    await page.getByRole('tab').first().waitFor()
    expect(problems.filter((problem) => problem.kind === 'pageerror'), formatProblems(problems)).toEqual([])
    await context.close()
  })
})
