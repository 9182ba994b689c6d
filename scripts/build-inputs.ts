/**
 * A digest of everything a portal build is made from, written beside the build as `build-inputs.txt`.
 * The browser tests' set-up builds only when dist/ is missing or its digest differs, so a run that
 * has just built (CI: `npm run build`, then `npm test`) does not build the same thing twice.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export const INPUTS_FILE = 'build-inputs.txt'

const SOURCES = ['src', 'simulator', 'fixtures', 'public', 'scripts/start-chunks.ts', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.json', 'package-lock.json']
const TESTS = /\.(test|e2e)\.tsx?$/

function files(root: string, path: string): string[] {
  const full = join(root, path)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full)
    .sort()
    .flatMap((name) => (TESTS.test(name) ? [] : files(root, join(path, name))))
}

export function buildInputsDigest(root: string): string {
  const hash = createHash('sha256')
  for (const source of SOURCES)
    for (const file of files(root, source)) {
      hash.update(relative(root, join(root, file)).replaceAll('\\', '/'))
      hash.update('\0')
      hash.update(readFileSync(join(root, file)))
      hash.update('\0')
    }
  return hash.digest('hex')
}

/** Whether `dist` holds a build of the current sources. */
export function isBuildCurrent(root: string, dist: string): boolean {
  const stamp = join(dist, INPUTS_FILE)
  return existsSync(join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === buildInputsDigest(root)
}
