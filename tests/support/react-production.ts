/**
 * Screen tests render with React's production build, the one suppliers run (decision 080). The
 * first setup file of the `screens` project: React's entry files choose their build by NODE_ENV
 * when first required, and every later import (ours, Mantine's, Testing Library's) gets that one.
 *
 * React's development build cost about 30 % of the screen tests' CPU for checks and owner stacks
 * the tests never read. Its production build has no `act`, which Testing Library calls around each
 * render and event; the `act` here keeps act's promise, that what the callback started is rendered
 * and its effects have run when it returns:
 * - every update is urgent, as a click's is, so `flushSync()` renders it, its effects and the
 *   updates they make, at once;
 * - work React leaves to its scheduler (a transition) is run then too, through a wrapper that
 *   knows which of the scheduler's tasks are still to run.
 * Outside `act` (a reply arriving while a test waits) React renders in the microtask after the
 * update, and the scheduler runs its tasks as it does in a browser.
 */
import { createRequire } from 'node:module'
import { productionNodeEnv } from './node-env'
import { afterImmediates } from './settle'

const require = createRequire(import.meta.url)

type Callback = (didTimeout: boolean) => unknown
interface Scheduler {
  unstable_scheduleCallback(priority: number, callback: Callback, options?: { delay?: number }): unknown
  unstable_cancelCallback(task: unknown): void
  unstable_runWithPriority<T>(priority: number, run: () => T): T
}
interface Task {
  callback: Callback | null
  priority: number
  /** The scheduler's own task for it. */
  real: unknown
}
interface ReactDom {
  flushSync(run?: () => void): void
  __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { p: number }
}

/** React DOM's event priorities (its `p`, the priority of the update being made). */
const [NONE, DISCRETE, CONTINUOUS, DEFAULT] = [0, 2, 8, 32]

/**
 * Wraps the scheduler's exports in place, before React DOM copies them: an ES module importing a
 * CommonJS one reads its exports object, so a replaced `module.exports` would reach only some.
 */
function trackScheduler(scheduler: Scheduler) {
  const { unstable_scheduleCallback: schedule, unstable_cancelCallback: cancel, unstable_runWithPriority: runWithPriority } = scheduler
  const queued = new Set<Task>()
  const run = (task: Task, didTimeout: boolean) => {
    queued.delete(task)
    const { callback } = task
    task.callback = null
    if (!callback) return
    const next = runWithPriority(task.priority, () => callback(didTimeout))
    if (typeof next === 'function') enqueue(task, next as Callback)
  }
  const enqueue = (task: Task, callback: Callback, options?: { delay?: number }) => {
    task.callback = callback
    queued.add(task)
    task.real = schedule(task.priority, (didTimeout) => run(task, didTimeout), options)
    return task
  }
  Object.assign(scheduler, {
    unstable_scheduleCallback: (priority: number, callback: Callback, options?: { delay?: number }) => enqueue({ callback, priority, real: null }, callback, options),
    unstable_cancelCallback: (task: Task) => {
      queued.delete(task)
      task.callback = null
      cancel(task.real)
    },
  })
  /** Runs the most urgent task still queued, at once; its callback's name, or null when none is. */
  return function runNext(): string | null {
    const [next] = [...queued].sort((a, b) => a.priority - b.priority)
    if (!next) return null
    const name = next.callback?.name || 'anonymous'
    cancel(next.real)
    run(next, true)
    return name
  }
}

const restoreNodeEnv = productionNodeEnv()
const runNext = trackScheduler(require('scheduler') as Scheduler)
const React = require('react') as Record<string, unknown>
const ReactDOM = require('react-dom') as ReactDom
require('react-dom/client')
// The tests' JSX is compiled for development (jsxDEV); the production runtime has no jsxDEV.
const { jsx } = require('react/jsx-runtime') as { jsx: (type: unknown, props: unknown, key?: unknown) => unknown }
Object.assign(require('react/jsx-dev-runtime') as object, { jsxDEV: (type: unknown, props: unknown, key: unknown) => jsx(type, props, key) })
restoreNodeEnv()

// A pointer move's and a scroll's priority (continuous), an effect's or a reply's (default) and
// none at all read as a click's: the update is then rendered by the next flushSync, or in the
// microtask after it.
let priority = DISCRETE
Object.defineProperty(ReactDOM.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE, 'p', {
  get: () => (priority === NONE || priority === CONTINUOUS || priority === DEFAULT ? DISCRETE : priority),
  set: (value: number) => void (priority = value),
})

const ROUNDS = 1000

/**
 * Renders every update made so far, runs their effects and every task queued, until none is left.
 * Work that keeps scheduling more after 1,000 tasks (seen once in many runs, under load) is left to
 * the scheduler, which runs it between turns of the event loop as a browser would, and said.
 */
function flush() {
  const last: string[] = []
  for (let round = 0; round < ROUNDS; round++) {
    ReactDOM.flushSync()
    const ran = runNext()
    if (ran === null) return
    last.push(ran)
    if (last.length > 5) last.shift()
  }
  console.warn(`act: React was still scheduling work after ${ROUNDS} tasks (the last: ${last.join(', ')}); the scheduler runs the rest`)
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function'

React.act = (callback: () => unknown) => {
  const result = callback()
  if (isThenable(result)) {
    return (async () => {
      const value = await result
      flush()
      // The scheduler's own turn (it queues with setImmediate) and the microtasks before it.
      await afterImmediates()
      flush()
      return value
    })()
  }
  flush()
  return { then: (resolve: (value: unknown) => void) => resolve(result) }
}
