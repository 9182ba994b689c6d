#!/usr/bin/env node
/**
 * How far a flow is spread: the files a change to it may touch, and the folders they sit in.
 *
 * A flow's files are what its screens import, directly or not, less what the home page imports
 * (the frame, the shared widgets, the HTTP client: what every screen loads), and on the
 * simulator's side what its handlers import, less what the sign-in handler imports (the server,
 * the db, the clock). Test files are not counted. Beside the counts: how many of those files sit in
 * folders named for the flow's feature (tender, opening, money), and which folders those are.
 *
 *   node scripts/flow-trace.mjs [--root DIR] [--list]
 *
 * `--root` measures another checkout (a `git worktree` of an earlier commit), so a layout change can
 * be shown before and after by the same rule; `--list` prints each flow's files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const args = process.argv.slice(2)
const rootArg = args.find((arg) => arg.startsWith('--root='))?.slice('--root='.length)
const root = resolve(rootArg ?? process.cwd())
const list = args.includes('--list')

const BASELINE_SCREEN = 'src/routes/_auth/_shell/home/homePage.tsx'
const BASELINE_HANDLER = 'blade-auth.ts'

const FLOWS = [
  {
    name: 'bid upload',
    feature: 'tender',
    screens: ['src/routes/_auth/_shell/_gated/purchaseNotice/uploadTender/index.tsx', 'src/routes/_auth/_shell/_gated/purchaseNotice/uploadTender/uploadDetails.tsx', 'src/routes/_auth/_shell/_gated/purchaseNotice/uploadTender/uploadFile.tsx', 'src/routes/_auth/_shell/_gated/purchaseNotice/uploadTender/fileDetails.tsx'],
    handlers: ['bid-project-entry.ts'],
  },
  {
    name: 'opening hall',
    feature: 'opening',
    screens: ['src/routes/_auth/_shell/electronicOpening/landing.tsx'],
    handlers: ['bid-project-hall.ts'],
  },
  {
    name: 'payment',
    feature: 'money',
    screens: ['src/routes/_auth/_shell/personal/myOrder/myOrderPay.tsx', 'src/routes/_auth/_shell/personal/myOrder/payment.tsx'],
    handlers: ['bid-order.ts', 'payment-gateway.ts'],
  },
]

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g

function resolveSpec(spec, from) {
  let base
  if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2))
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else return null
  for (const extension of EXTENSIONS) {
    const file = base + extension
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

const importsCache = new Map()
function importsOf(file) {
  let found = importsCache.get(file)
  if (!found) {
    const source = readFileSync(file, 'utf8')
    found = []
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveSpec(match[1] ?? match[2] ?? match[3], file)
      if (target) found.push(target)
    }
    importsCache.set(file, found)
  }
  return found
}

const isTest = (file) => /\.test(-flow)?\.tsx?$|test-support|\/tests\//.test(file)

function closure(entries) {
  const seen = new Set()
  const stack = entries.map((entry) => join(root, entry))
  while (stack.length > 0) {
    const file = stack.pop()
    if (seen.has(file) || isTest(file)) continue
    seen.add(file)
    stack.push(...importsOf(file))
  }
  return seen
}

function findHandler(name) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? walk(path) : entry.name === name ? [relative(root, path)] : []
    })
  const found = walk(join(root, 'simulator')).filter((path) => path.includes('handlers'))
  if (found.length !== 1) throw new Error(`flow-trace: ${found.length} handler files named ${name} under ${root}/simulator`)
  return found[0]
}

const baselineScreen = closure([BASELINE_SCREEN])
const baselineHandler = closure([findHandler(BASELINE_HANDLER)])

console.log(`flow traces of ${root}`)
console.log('flow'.padEnd(14), 'files'.padStart(5), 'folders'.padStart(8), '  in folders named for the feature', ' | top-level folders')
for (const flow of FLOWS) {
  const screenSide = [...closure(flow.screens)].filter((file) => !baselineScreen.has(file))
  const simulatorSide = [...closure(flow.handlers.map(findHandler))].filter((file) => !baselineHandler.has(file))
  const files = [...new Set([...screenSide, ...simulatorSide])].map((file) => relative(root, file)).sort()
  const folders = new Set(files.map((file) => dirname(file)))
  const topLevel = new Set(files.map((file) => file.split('/').slice(0, file.startsWith('src/') ? 2 : 1).join('/')))
  // Folders that carry the feature's name (src/machines/tender, src/app/actors/tender, simulator/tender, …).
  const named = [...folders].filter((folder) => folder.split('/').includes(flow.feature)).sort()
  const inNamed = files.filter((file) => named.includes(dirname(file))).length
  console.log(
    flow.name.padEnd(14),
    String(files.length).padStart(5),
    String(folders.size).padStart(8),
    `  ${inNamed} files in ${named.length} (${named.join(', ') || 'none'})`,
    ` | ${topLevel.size}: ${[...topLevel].sort().join(', ')}`,
  )
  if (list) for (const file of files) console.log(`    ${file}`)
}
