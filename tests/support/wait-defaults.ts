import { vi } from 'vitest'
import { WAIT_LIMIT_MS } from './settle'

/**
 * `vi.waitFor` gives up after one second unless told otherwise: on two busy cores a screen can take
 * longer than that to answer, and the verdict would depend on the machine's load. Every wait without
 * a time-out of its own gets the suite's condition-wait limit, as Testing Library's `findBy` does.
 * Set once per worker (screen files share one: `isolate: false`).
 */
const PATCHED = Symbol.for('portal.tests.waitForLimit')
type Patched = typeof vi & { [PATCHED]?: true }

if (!(vi as Patched)[PATCHED]) {
  const waitFor = vi.waitFor.bind(vi)
  vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_LIMIT_MS, ...options })) as typeof vi.waitFor
  ;(vi as Patched)[PATCHED] = true
}
