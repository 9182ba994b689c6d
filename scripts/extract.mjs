#!/usr/bin/env node
/**
 * npm run extract: `lingui extract --clean`, keeping translations when a message changes catalog.
 *
 * Lingui merges a catalog only with its own previous file, so a message that moves from `start`
 * to `screens` (or back), as it does when its module moves into or out of the start chunk
 * (lingui.config.ts), would come out untranslated. This remembers every translation before the
 * extraction and puts it back into any entry the extraction left empty. Options pass through.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const locales = join(root, 'src/locales')

/** The quoted text of `field` in a .po entry, continuation lines joined (still escaped), or undefined. */
function field(block, name) {
  const match = block.match(new RegExp(`^${name} ("(?:[^"\\\\]|\\\\.)*")\\n?((?:"(?:[^"\\\\]|\\\\.)*"\\n?)*)`, 'm'))
  if (!match) return undefined
  return [match[1], ...(match[2].match(/"(?:[^"\\]|\\.)*"/g) ?? [])].map((part) => part.slice(1, -1)).join('')
}

const keyOf = (block) => `${field(block, 'msgctxt') ?? ''}\u0004${field(block, 'msgid')}`

function catalogFiles() {
  return readdirSync(locales, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(locales, d.name)).filter((f) => f.endsWith('.po')).map((f) => ({ locale: d.name, file: join(locales, d.name, f) })))
}

const remembered = new Map()
for (const { locale, file } of catalogFiles()) {
  for (const block of readFileSync(file, 'utf8').split(/\n\n/)) {
    const text = field(block, 'msgstr')
    if (field(block, 'msgid') && text) remembered.set(`${locale}\u0000${keyOf(block)}`, text)
  }
}

execFileSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })

let restored = 0
for (const { locale, file } of catalogFiles()) {
  const blocks = readFileSync(file, 'utf8').split(/\n\n/)
  const next = blocks.map((block) => {
    if (!field(block, 'msgid') || field(block, 'msgstr') !== '') return block
    const text = remembered.get(`${locale}\u0000${keyOf(block)}`)
    if (!text) return block
    restored++
    return block.replace(/^msgstr ""(?:\n"")*$/m, `msgstr "${text}"`)
  })
  writeFileSync(file, next.join('\n\n'))
}
if (restored) console.log(`Kept ${restored} translation(s) of messages that changed catalog.`)
