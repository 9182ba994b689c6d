/**
 * npm run openapi: writes docs/api/openapi.json from the endpoint registry
 * (src/services/contract/endpoints.ts) and the table of designed calls in docs/api/README.md.
 * src/services/contract/openapi.test.ts fails while either is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { designedCallsTable, openApiText, withDesignedCalls } from '../src/services/contract/openapi'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }

const document = openApiText({ version })
writeFileSync(join(root, 'docs/api/openapi.json'), document)
const readmePath = join(root, 'docs/api/README.md')
writeFileSync(readmePath, withDesignedCalls(readFileSync(readmePath, 'utf8'), designedCallsTable(readdirSync(join(root, 'docs/decisions')))))
console.log(`docs/api/openapi.json: ${Object.keys(JSON.parse(document).paths).length} paths; docs/api/README.md: the designed calls`)
