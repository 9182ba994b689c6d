/**
 * Vitest globalSetup of the `browser` project: builds the app into dist/ once per run, unless dist/
 * already holds a build of the current sources (its build-inputs.txt digest matches, as after
 * `npm run build`). Set E2E_SKIP_BUILD=1 to test whatever dist/ already holds.
 */
import { build } from 'vite'
import { fileURLToPath } from 'node:url'
import { isBuildCurrent } from '../../scripts/build-inputs'
import { productionNodeEnv } from '../support/node-env'

export default async function setup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') return
  const root = fileURLToPath(new URL('../..', import.meta.url))
  if (!process.env.E2E_DIST && isBuildCurrent(root, `${root}dist`)) {
    console.log('[e2e] dist/ is a build of the current sources')
    return
  }
  const started = performance.now()
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const restoreNodeEnv = productionNodeEnv()
  try {
    await build({ root, configFile: `${root}vite.config.ts`, mode: 'production', logLevel: 'warn' })
  } finally {
    restoreNodeEnv()
  }
  console.log(`[e2e] vite build: ${Math.round(performance.now() - started)} ms`)
}
