import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Completeness of the English catalog, checked against the *source*, not against the
// extracted PO files: messages are collected in memory with Lingui's own extractor
// (the same one `lingui extract` uses), so a message added to the code but never
// extracted is caught as well as one extracted but left untranslated. Nothing is written.

// (A string, not `new URL(...)`: under jsdom the global URL is jsdom's, which fileURLToPath rejects.)
const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TARGET_LOCALE = 'en'

describe('i18n catalog', () => {
  it(`every message used in the source has a ${TARGET_LOCALE} translation`, async () => {
    const config = getConfig({ cwd: rootDir, configPath: join(rootDir, 'lingui.config.ts') })
    const catalogs = await getCatalogs(config)
    expect(catalogs.length, 'lingui.config.ts declares no catalogs').toBeGreaterThan(0)

    const missing: string[] = []
    for (const catalog of catalogs) {
      const [collected, translated] = await Promise.all([catalog.collect(), catalog.read(TARGET_LOCALE)])
      // collect() resolves to undefined when a source file cannot be parsed (the extractor logs which one).
      expect(collected, `Lingui could not extract messages from ${catalog.path} (see the extractor error above)`).toBeDefined()

      for (const [id, message] of Object.entries(collected ?? {})) {
        const entry = translated?.[id]
        if (entry?.translation?.trim()) continue
        const where = (message.origin ?? []).map(([file, line]) => (line ? `${file}:${line}` : file)).join(', ')
        const why = entry ? 'untranslated' : 'not extracted'
        missing.push(`${message.message ?? id}  [${why}; ${where}]`)
      }
    }

    expect(
      missing.sort(),
      `Messages without an English translation. Run \`npx lingui extract --clean\`, then fill their msgstr in src/locales/${TARGET_LOCALE}/{start,screens}.po`,
    ).toEqual([])
  })
})
