/**
 * Set-up of the projects that run in Node rather than jsdom (unit, graph, simulator). A file that
 * needs a document says so on its first line: `// @vitest-environment jsdom`.
 */
import { afterEach } from 'vitest'
import './support/wait-defaults'

afterEach(() => {
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})
