/**
 * What the inspector shows and records of a flow's data: passwords, tokens, PINs and captcha
 * answers never leave the page unless a developer asks for them, and files become what can be
 * shown of them. Pure; shared by the panel, the recorder and the replayer.
 */
export const SECRET_KEY = /password|pwd|pin|secret|token|captcha/i
export const MASK = '••••'

export type Redacted = {
  value: unknown
  /** Where a secret was masked, as dotted paths (`credentials.password`), so a replay can ask for it. */
  masked: string[]
}

const MAX_DEPTH = 12

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/**
 * A JSON-safe copy of `value` with every secret masked (unless `keepSecrets`), Files and Blobs as
 * `{ name, size, type }`, Dates as ISO text, actors and functions as a short description.
 */
export function redact(value: unknown, options: { keepSecrets?: boolean } = {}): Redacted {
  const masked: string[] = []
  const seen = new WeakSet<object>()

  const walk = (v: unknown, path: string, depth: number): unknown => {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v
    if (typeof v === 'number') return Number.isFinite(v) ? v : String(v)
    if (typeof v === 'undefined') return undefined
    if (typeof v === 'bigint') return v.toString()
    if (typeof v === 'function') return `[function ${v.name || 'anonymous'}]`
    if (typeof v !== 'object') return String(v)
    if (typeof Blob !== 'undefined' && v instanceof Blob) {
      return { name: (v as Partial<File>).name ?? 'blob', size: v.size, type: v.type }
    }
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString()
    if (v instanceof Error) return { name: v.name, message: v.message }
    if (seen.has(v)) return '[circular]'
    if (depth > MAX_DEPTH) return '[…]'
    // Actor references (children, spawned actors) would drag whole systems along.
    if ('sessionId' in v && 'send' in v) return `[actor ${String((v as { id?: unknown }).id ?? '')}]`
    seen.add(v)
    try {
      if (Array.isArray(v)) return v.map((item, i) => walk(item, path ? `${path}.${i}` : String(i), depth + 1) ?? null)
      if (v instanceof Map) return walk(Object.fromEntries(v), path, depth)
      if (v instanceof Set) return walk([...v], path, depth)
      if (!isPlainObject(v) && typeof (v as { toJSON?: unknown }).toJSON !== 'function') return `[${v.constructor?.name ?? 'object'}]`
      const out: Record<string, unknown> = {}
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key
        // A number or a flag under such a name (`tokenTimeSeconds`, `pinned`) is a setting, not a secret.
        if (!options.keepSecrets && SECRET_KEY.test(key) && item != null && item !== '' && typeof item !== 'number' && typeof item !== 'boolean') {
          masked.push(at)
          out[key] = MASK
          continue
        }
        const copied = walk(item, at, depth + 1)
        if (copied !== undefined) out[key] = copied
      }
      return out
    } finally {
      seen.delete(v)
    }
  }

  return { value: walk(value, '', 0), masked }
}

/** The redacted copy alone, for display. */
export const redacted = (value: unknown) => redact(value).value

/** Sets `value` at a dotted path of a JSON-like object (arrays by index); used to put a secret back. */
export function setAtPath(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.')
  let node = target as Record<string, unknown>
  for (const key of keys.slice(0, -1)) {
    const next = node?.[key]
    if (next === null || typeof next !== 'object') return
    node = next as Record<string, unknown>
  }
  if (node && typeof node === 'object') node[keys[keys.length - 1]!] = value
}

/** Reads a dotted path, or undefined. */
export function getAtPath(target: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), target)
}
