import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const roots = ['src', 'simulator', 'fixtures'].map((dir) => join(root, dir))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.(test|e2e)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(root, 'src', specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Static imports and re-exports, type-only ones too: a cycle of types is still a knot to untie. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
  return specifiers.map((s) => resolveImport(file, s)).filter((p): p is string => p !== null)
}

/** Strongly connected groups of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    order.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!))
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1) found.push(group.map((f) => relative(root, f)).sort())
    }
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return found
}

describe('module graph', () => {
  it('has no import cycles in the app, the simulator or the fixtures', () => {
    const files = roots.flatMap(sources)
    expect(files.length).toBeGreaterThan(50)
    const graph = new Map(files.map((file) => [file, importsOf(file)]))
    expect(cycles(graph)).toEqual([])
  })

  it('would see one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(cycles(graph)).toEqual([['a', 'b', 'c']])
  })
})
