/**
 * The source modules of the start chunks, found the way the bundler finds them: every module
 * src/main.tsx and the app it starts (src/start-app.tsx) reach through static imports (`import()`
 * starts another chunk; `import type` vanishes), and apart from them what a visitor's home adds
 * (src/start-home.tsx). lingui.config.ts puts their messages in the `start` and `home` catalogs,
 * so a module that moves into or out of a start chunk takes its text along on the next
 * `npm run extract`; tests/e2e/first-load.e2e.ts checks the result against the real build
 * (decisions 011 and 047). vite.config.ts groups the chunks by the same reach.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** `import … from`, `export … from` and bare `import '…'`; group 1 is the clause, group 2 or 3 the specifier. */
const STATIC_IMPORT = /^[ \t]*(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]/gm

function isTypeOnly(clause: string): boolean {
  if (/^type\s/.test(clause)) return true
  // `import { type A, type B } from …` also leaves nothing behind.
  const braces = clause.match(/^\{([\s\S]*)\}$/)
  if (!braces) return false
  const names = braces[1]!.split(',').map((n) => n.trim()).filter(Boolean)
  return names.length > 0 && names.every((n) => n.startsWith('type '))
}

function resolveSource(from: string, specifier: string, root: string): string | undefined {
  let base: string
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return undefined // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate
  }
  return undefined // styles, catalogs, assets
}

/**
 * What the start catalog serves: the entry, the app it imports for most addresses, and sign-in
 * without the router, which a first load of /login imports instead (decision 066).
 */
export const START_ENTRIES = ['src/main.tsx', 'src/start-app.tsx', 'src/start-login.tsx']
/** What a visitor's `/` runs at start besides the entry (decision 047). */
export const HOME_ENTRY = 'src/start-home.tsx'

function reachable(root: string, entries: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const pending = entries.map((entry) => resolve(root, entry))
  while (pending.length) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const [, clause, fromSpecifier, bareSpecifier] = match
      if (clause !== undefined && isTypeOnly(clause.trim())) continue
      const target = resolveSource(file, (fromSpecifier ?? bareSpecifier)!, root)
      if (target && !seen.has(target)) pending.push(target)
    }
  }
  return seen
}

const repoPaths = (root: string, files: Iterable<string>) => [...files].map((f) => relative(root, f).split('\\').join('/')).sort()

/** Source files (repo-relative, `/`-separated, sorted) statically reachable from `entries`: by default, the start chunks of /login. */
export function startModules({ root = repoRoot, entries = START_ENTRIES }: { root?: string; entries?: readonly string[] } = {}): string[] {
  return repoPaths(root, reachable(root, entries))
}

/** The modules a visitor's `/` loads at start that /login does not: the home's own chunk. */
export function homeModules({ root = repoRoot }: { root?: string } = {}): string[] {
  const start = reachable(root, START_ENTRIES)
  return repoPaths(root, [...reachable(root, ['src/main.tsx', HOME_ENTRY])].filter((file) => !start.has(file)))
}

/** Whether a source file can hold messages for the catalogs (it uses a Lingui macro). */
export function usesLinguiMacro(file: string, root = repoRoot): boolean {
  return /from\s+['"]@lingui\/(?:core|react)\/macro['"]/.test(readFileSync(resolve(root, file), 'utf8'))
}
