/**
 * Vitest globalSetup of the `browser` project: builds the app into dist/ once per run.
 * Set E2E_SKIP_BUILD=1 to test whatever dist/ already holds.
 */
import { build } from 'vite'
import { fileURLToPath } from 'node:url'

export default async function setup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') return
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const started = performance.now()
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root, configFile: `${root}vite.config.ts`, mode: 'production', logLevel: 'warn' })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  console.log(`[e2e] vite build: ${Math.round(performance.now() - started)} ms`)
}
