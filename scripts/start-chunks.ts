/**
 * Which start chunk a module belongs to (decisions 047 and 066): `start` for what src/main.tsx runs
 * and for what two ways of starting use, `start-app` for what only the app with its router needs
 * (less the parts named below), `start-home` for what only a visitor's home needs, `start-login` for
 * what only sign-in without the router needs, nothing for the rest (lazy chunks).
 *
 * Reach is by static imports, as in scripts/start-modules.ts, with one refinement the bundler's
 * tree-shaking makes necessary: a package's index that only re-exports (`@mantine/core` is one)
 * reaches every component, so through it the home would "reach" the menus, the tables and the date
 * pickers. An import of named bindings from such an index is followed to those bindings' modules
 * only.
 */
import { dirname, resolve } from 'node:path'
import type { ChunkingContext, ModuleInfo } from 'rolldown'

const NAMED = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const WHOLE = /(?:import\s+\*\s+as\s+\w+|import\s+\w+\s*(?:,\s*\{[^}]*\})?|export\s+\*(?:\s+as\s+\w+)?)\s+from\s*["']([^"']+)["']/g

/** `a, b as c, type d` → [['a','a'], ['b','c']]: [imported or exported, local]. */
const bindings = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/)
      return [name!.trim(), (alias ?? name)!.trim()] as const
    })

function packageOf(id: string): string | null {
  const at = id.lastIndexOf('/node_modules/')
  if (at < 0) return null
  const [scope, name] = id.slice(at + '/node_modules/'.length).split('/')
  return scope!.startsWith('@') ? `${scope}/${name}` : scope!
}

/** An index of a package that only imports and re-exports: exported name → the module that defines it. */
function barrelExports(info: ModuleInfo): Map<string, string> | null {
  if (!packageOf(info.id) || !info.code || info.importedIds.length < 20) return null
  const statements = info.code.replace(/^\s*["']use client["'];?/, '').replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
  if (!statements.split(';').every((s) => !s.trim() || /^\s*(import|export)\s*\{[^}]*\}(\s*from\s*["'][^"']+["'])?\s*$/.test(s))) return null
  const local = new Map<string, string>()
  for (const [statement, list, from] of statements.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    void statement
    for (const [name, alias] of bindings(list!)) local.set(alias, `${resolve(dirname(info.id), from!)}\u0000${name}`)
  }
  const exported = new Map<string, string>()
  for (const [, list] of statements.matchAll(/export\s*\{([^}]*)\}\s*;?\s*$/gm)) {
    for (const [name, alias] of bindings(list!)) {
      const target = local.get(name)
      if (target) exported.set(alias, target.split('\u0000')[0]!)
    }
  }
  return exported
}

export function startChunkOf(entries: { main: string; app: string; home: string; login: string }) {
  let reach: Record<'main' | 'app' | 'home' | 'login', Set<string>> | null = null

  return (id: string, ctx: ChunkingContext): string | null => {
    if (!reach) {
      const barrels = new Map<string, Map<string, string> | null>()
      const barrelOf = (target: string) => {
        if (!barrels.has(target)) {
          const info = ctx.getModuleInfo(target)
          barrels.set(target, info ? barrelExports(info) : null)
        }
        return barrels.get(target)!
      }
      /** What `info` uses of `barrel` (a package index): its named bindings, or null for all of it. */
      const used = (info: ModuleInfo, barrel: string, exported: Map<string, string>) => {
        const pkg = packageOf(barrel)
        if (!info.code) return null
        for (const [, from] of info.code.matchAll(WHOLE)) if (from === pkg) return null
        const targets: string[] = []
        for (const [, list, from] of info.code.matchAll(NAMED)) {
          if (from !== pkg) continue
          for (const [name] of bindings(list!)) {
            const target = exported.get(name)
            if (!target) return null
            targets.push(target)
          }
        }
        return targets
      }
      const reachable = (from: string) => {
        const seen = new Set<string>()
        const pending = [from]
        while (pending.length) {
          const current = pending.pop()!
          if (seen.has(current)) continue
          seen.add(current)
          const info = ctx.getModuleInfo(current)
          if (!info) continue
          for (const target of info.importedIds) {
            const exported = barrelOf(target)
            const through = exported && used(info, target, exported)
            if (!through) pending.push(target)
            else {
              seen.add(target)
              // The index's own target ids may carry an extension the resolver adds; match on the path.
              for (const path of through) pending.push(...ctx.getModuleInfo(target)!.importedIds.filter((t) => t === path || t.startsWith(`${path}.`) || t.startsWith(`${path}/index.`)))
            }
          }
        }
        return seen
      }
      reach = { main: reachable(entries.main), app: reachable(entries.app), home: reachable(entries.home), login: reachable(entries.login) }
    }
    const inApp = reach.app.has(id)
    const inHome = reach.home.has(id)
    const inLogin = reach.login.has(id)
    // Shared by two ways of starting: in the chunk all of them load.
    if (reach.main.has(id) || [inApp, inHome, inLogin].filter(Boolean).length > 1) return 'start'
    // The sign-in form's own parts (src/ui) and Mantine's inputs stay with the shared code: apart,
    // every one of their imports of Mantine's internals crosses from start-app to start, which cost
    // /login more (1.6 kB of gzip) than carrying them costs the visitor's home (about 4 kB, within
    // its budget). start-app keeps the router and the routes, which the home must not load.
    if (inApp && /[\\/](node_modules[\\/]@mantine|src[\\/]ui)[\\/]/.test(id)) return 'start'
    return inApp ? 'start-app' : inHome ? 'start-home' : inLogin ? 'start-login' : null
  }
}
