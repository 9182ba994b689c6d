/**
 * The opening hall left open for a minute in Chromium (run by scripts/bench.mjs): the built app in
 * simulator mode, the seeded supplier signed in through the form, the hall of a project in its
 * decryption window (server clock, countdown to the next node and to the deadline on show).
 *
 * Three figures over the minute:
 *  - React commits per server-clock tick, and how many of them rendered anything outside the
 *    服务器时间 panel (budget 0: a tick re-renders the clock and the countdowns, never the page).
 *    An init script stands in for React DevTools' global hook, whose `onCommitFiberRoot` React calls
 *    in production builds too; each commit's fiber tree is compared with the last one's.
 *  - the total time of main-thread tasks over 50 ms (PerformanceObserver `longtask`; budget 0).
 *  - the drift of the shown server time: each time the shown second changes, the simulator's clock
 *    (the server's time, read in the same page) minus the shown second; the largest of the last
 *    five changes before the minute is out (budget < 250 ms).
 */
import type { Page } from 'playwright-core'
import { launchBrowser } from '../../tests/e2e/chromium'
import { seededProject } from '../../tests/e2e/seeded-project'
import { openPortal } from '../../tests/e2e/harness'

export const HALL_SECONDS = 60
export const LONG_TASK_BUDGET_MS = 0
export const DRIFT_BUDGET_MS = 250
const CLOCK_PANEL = '服务器时间'

export interface HallReport {
  project: string
  seconds: number
  ticks: number
  commits: number
  /** Commits that rendered a component whose output lies outside the clock panel (or renders none). */
  pageCommits: number
  /** Components rendered per commit, at most. */
  largestCommit: number
  longTasks: number[]
  /** Shown second vs server time at each change of the shown second, ms. */
  drifts: number[]
}

/**
 * Runs in the page before the app: the React DevTools hook, counting commits and the components
 * each one rendered. A fiber rendered in a commit when it is not the object the last commit's tree
 * held (React swapped in its work-in-progress twin) and its props or hook state changed.
 */
function instrument(panelLabel: string) {
  type Fiber = {
    tag: number
    child: Fiber | null
    sibling: Fiber | null
    alternate: Fiber | null
    memoizedProps: unknown
    memoizedState: unknown
    stateNode: unknown
  }
  const COMPOSITE = new Set([0, 1, 11, 14, 15])
  const HOST = new Set([5, 6])
  const stats = { commits: 0, pageCommits: 0, largestCommit: 0, counting: false }
  let previous = new WeakSet<Fiber>()
  const firstHost = (fiber: Fiber): Node | null => {
    const stack: Fiber[] = [fiber]
    while (stack.length) {
      const next = stack.pop()!
      if (HOST.has(next.tag)) return next.stateNode as Node
      if (next.sibling && next !== fiber) stack.push(next.sibling)
      if (next.child) stack.push(next.child)
    }
    return null
  }
  const insidePanel = (node: Node | null) => {
    const element = node instanceof Element ? node : node?.parentElement
    return Boolean(element?.closest(`[aria-label="${panelLabel}"]`))
  }
  ;(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const seen = new WeakSet<Fiber>()
      let rendered = 0
      let outside = false
      const stack: Fiber[] = [root.current]
      while (stack.length) {
        const fiber = stack.pop()!
        seen.add(fiber)
        if (COMPOSITE.has(fiber.tag) && !previous.has(fiber)) {
          const twin = fiber.alternate
          if (!twin || twin.memoizedProps !== fiber.memoizedProps || twin.memoizedState !== fiber.memoizedState) {
            rendered++
            if (!insidePanel(firstHost(fiber))) outside = true
          }
        }
        if (fiber.sibling) stack.push(fiber.sibling)
        if (fiber.child) stack.push(fiber.child)
      }
      previous = seen
      if (!stats.counting) return
      stats.commits++
      if (outside) stats.pageCommits++
      stats.largestCommit = Math.max(stats.largestCommit, rendered)
    },
  }
  const longTasks: number[] = []
  new PerformanceObserver((list) => {
    if (stats.counting) for (const entry of list.getEntries()) longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: false })
  ;(window as unknown as { __hallBench: unknown }).__hallBench = { stats, longTasks }
}

type BenchWindow = {
  __hallBench: { stats: { commits: number; pageCommits: number; largestCommit: number; counting: boolean }; longTasks: number[]; changes?: Array<[number, number]> }
  __simulator: { clock: { now: () => number } }
}

async function openHall(page: Page): Promise<string> {
  const { project } = await seededProject(page, 'hallDecrypt')
  await page.getByLabel('用户名').fill('supplier')
  await page.getByLabel(/^密码/).fill('Passw0rd!')
  await page.getByLabel(/^验证码/).fill('1234')
  await page.getByRole('button', { name: '登录' }).click()
  await page.waitForURL('**/home/homePage')
  // Within the app, as a link would: the hall's own chunk and flow start as they do for a supplier.
  await page.evaluate((id) => {
    history.pushState({}, '', `/electronicOpening?projectId=${encodeURIComponent(JSON.stringify(id))}`)
    dispatchEvent(new PopStateEvent('popstate'))
  }, project.id)
  await page.getByRole('region', { name: '当前操作' }).getByRole('button', { name: '开始解密' }).waitFor()
  return project.projectName
}

export async function benchHall(options: { root: string; seconds?: number }): Promise<HallReport> {
  const seconds = options.seconds ?? HALL_SECONDS
  const browser = await launchBrowser()
  try {
    const portal = await openPortal({
      browser,
      root: options.root,
      path: '/login',
      config: { mode: 'simulator', simulatorLatencyMs: 0 },
      beforeGoto: async (page) => {
        await page.addInitScript(instrument, CLOCK_PANEL)
      },
    })
    try {
      const { page } = portal
      const project = await openHall(page)
      // Let the first readings settle before counting.
      await page.waitForTimeout(3000)
      await page.evaluate((label) => {
        const bench = (window as unknown as BenchWindow).__hallBench
        const sim = (window as unknown as BenchWindow).__simulator
        const panel = document.querySelector(`[aria-label="${label}"]`)!
        const shown = () => /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.exec(panel.textContent ?? '')?.[0] ?? ''
        let last = shown()
        bench.changes = []
        new MutationObserver(() => {
          const now = shown()
          if (now && now !== last) {
            last = now
            // The screen writes local time, as dayjs formats it; Date reads it back the same way.
            bench.changes!.push([Date.parse(now.replace(' ', 'T')), sim.clock.now()])
          }
        }).observe(panel, { subtree: true, characterData: true, childList: true })
        bench.stats.counting = true
      }, CLOCK_PANEL)
      await page.waitForTimeout(seconds * 1000)
      const result = await page.evaluate(() => {
        const bench = (window as unknown as BenchWindow).__hallBench
        bench.stats.counting = false
        return { stats: { ...bench.stats }, longTasks: [...bench.longTasks], changes: [...(bench.changes ?? [])] }
      })
      const drifts = result.changes.map(([shownAt, serverNow]) => serverNow - shownAt)
      return {
        project,
        seconds,
        ticks: result.changes.length,
        commits: result.stats.commits,
        pageCommits: result.stats.pageCommits,
        largestCommit: result.stats.largestCommit,
        longTasks: result.longTasks,
        drifts,
      }
    } finally {
      await portal.close()
    }
  } finally {
    await browser.close()
  }
}
