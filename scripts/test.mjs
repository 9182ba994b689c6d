#!/usr/bin/env node
/**
 * npm test: every test, as two Vitest runs side by side (decision 052).
 *
 * The browser files mostly wait on Chromium; the other kinds (unit, graph walks, simulator,
 * screens) keep a core busy each. One Vitest run has one queue and one worker count for both, and
 * it takes projects in name order, so the browser files ran first, three at a time, with the cores
 * half idle, and the CPU-bound kinds after them. Run apart, each gets the concurrency that suits
 * it and the waits of one overlap the work of the other.
 *
 * With arguments (`npm test -- tests/unit/ca.test.tsx`, `npm test -- --project screens`) it is
 * one plain `vitest run` with them.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url))
const args = process.argv.slice(2)

/** Starts `vitest run` with `vitestArgs`; its lines go to ours whole, so the two runs do not mix within a line. */
function run(vitestArgs) {
  const child = spawn(process.execPath, [vitest, 'run', ...vitestArgs], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}) },
  })
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`))
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`))
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(error)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
  const stop = () => child.kill('SIGTERM')
  return { done, stop }
}

if (args.length > 0) {
  const { done, stop } = run(args)
  process.on('SIGINT', stop).on('SIGTERM', stop)
  process.exitCode = await done
} else {
  const started = performance.now()
  const streams = {
    // Chromium-bound: two files at a time (vite.config.ts, the browser project's maxWorkers).
    browser: run(['--project', 'browser']),
    // CPU-bound: one file per core.
    'unit, graph, simulator, screens': run(['--project', 'unit', '--project', 'graph', '--project', 'simulator', '--project', 'screens', '--maxWorkers', '2']),
  }
  const stopAll = () => Object.values(streams).forEach((stream) => stream.stop())
  process.on('SIGINT', stopAll).on('SIGTERM', stopAll)
  const codes = await Promise.all(Object.values(streams).map((stream) => stream.done))
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log('')
  Object.keys(streams).forEach((name, index) => console.log(`${codes[index] === 0 ? 'passed' : `FAILED (exit ${codes[index]})`}: ${name}`))
  console.log(`npm test: ${seconds} s`)
  process.exitCode = codes.some((code) => code !== 0) ? 1 : 0
}
