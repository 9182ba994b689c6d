/**
 * Set-up of the projects that run in Node rather than jsdom (unit, graph, simulator). A file that
 * needs a document says so on its first line: `// @vitest-environment jsdom`.
 */
import { afterAll, afterEach, vi } from 'vitest'
import './support/wait-defaults'

afterEach(() => {
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})

// Unit, graph and simulator files share a worker (isolate: false): no file leaves the next its fakes.
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
