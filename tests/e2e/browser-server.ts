/**
 * Vitest globalSetup of the `browser` project, after the build: one Chromium for the whole run
 * (`launchBrowserServer()`, same binary choice as `launchBrowser()`). Its WebSocket endpoint is
 * provided to the test files as `chromiumWsEndpoint`; tests/e2e/setup.ts puts it in
 * `PORTAL_CHROMIUM_WS`, where `sharedBrowser()` (and so openPortal and browserSuite) find it.
 * Each file connects on its own, with contexts of its own: nothing is shared but the process.
 */
import type { TestProject } from 'vitest/node'
import { launchBrowserServer } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (`chromium.connect(endpoint)`). */
    chromiumWsEndpoint: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now()
  const server = await launchBrowserServer()
  project.provide('chromiumWsEndpoint', server.wsEndpoint())
  console.log(`[e2e] shared chromium launched in ${Math.round(performance.now() - started)} ms`)
  return async () => {
    await server.close()
  }
}
