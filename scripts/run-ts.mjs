#!/usr/bin/env node
/**
 * node scripts/run-ts.mjs FILE.ts [arguments…]: runs one of this repository's TypeScript scripts
 * (npm run openapi, npm run check-backend). Node 20 cannot import TypeScript, so the script is
 * loaded through jiti, with the project's `@/` alias, as scripts/simulator-server.mjs loads its
 * server; the script sees its own arguments in process.argv.slice(2).
 */
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createJiti } from 'jiti'

const root = fileURLToPath(new URL('..', import.meta.url))
const [file] = process.argv.splice(2, 1)
if (!file) {
  console.error('usage: node scripts/run-ts.mjs FILE.ts [arguments…]')
  process.exit(2)
}
const script = resolve(file)
process.argv[1] = script
const jiti = createJiti(import.meta.url, { alias: { '@': join(root, 'src') } })
await jiti.import(script)
