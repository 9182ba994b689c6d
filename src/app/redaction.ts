/**
 * The one redaction policy (decision 057): what counts as a secret, and how it is hidden before
 * anything the page knows leaves it — the inspector's panel and Stately's window, a recording and
 * its file, the replayer's report, the error log and its upload. Pure and small: the error log is
 * in every signed-in page.
 *
 * A secret is found three ways: by the name it is kept under (a key, a query or form parameter, a
 * header, or the `field` a `{ field, value }` edit names), by its look (a bearer or basic
 * credential, a JWT) whatever it is called, and inside text (an address, a header line, a form or
 * JSON body quoted in a message).
 */
export const MASK = '••••'

// Compared with the name in lower case, separators dropped (`access_token`, `Blade-Auth`, `newPasswordRepeat`).
const SECRET_PARTS = ['password', 'passwd', 'pwd', 'secret', 'token', 'captcha', 'authorization', 'bladeauth', 'cookie', 'privatekey']
// Codes typed from an SMS, an e-mail or a picture: `smsCode`, `imgCode`, `verifyCode`, `phoneCode`…
// A bare `code` is a status or a dictionary entry, and `imgCodeKey` names the captcha, not its answer.
const SECRET_CODE = /(img|image|sms|verify|verification|valid|check|phone|mobile|email|mail|auth|otp|security|dynamic|login|v)codes?$/
// Short words judged as whole words only: `pin` but not `pinned` or `shipping`.
const SECRET_WORDS = new Set(['pin', 'pins', 'otp', 'passcode'])
// Query and form parameters that are secrets though no key by that name is: a signed link's signature,
// an OAuth code, an API key.
const SECRET_PARAMS = new Set(['code', 'sign', 'signature', 'sig', 'key', 'apikey', 'api_key', 'accesskey', 'access_key', 'ticket'])

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** A key, header or field name under which a value is a secret. */
export function isSecretName(name: string): boolean {
  const squashed = name.toLowerCase().replace(/[^a-z0-9]/g, '')
  if (!squashed) return false
  if (SECRET_PARTS.some((part) => squashed.includes(part)) || SECRET_CODE.test(squashed)) return true
  return words(name).some((word) => SECRET_WORDS.has(word))
}

/** A query or form parameter whose value is a secret (`?access_token=`, `blade-auth=`, `password=`, `code=`). */
export function isSecretParam(name: string): boolean {
  let decoded = name
  try {
    decoded = decodeURIComponent(name)
  } catch {
    // A malformed name is judged as it stands.
  }
  return isSecretName(decoded) || SECRET_PARAMS.has(decoded.toLowerCase())
}

const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g
const WHOLE_JWT = /^\s*eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*\s*$/
// A credential has a digit or a sign in it: `Basic information` is prose, `Basic c2FiZXI6…` is not.
const WHOLE_CREDENTIAL = /^\s*(bearer|basic)\s+(?=\S*[\d._~+/=-])[\w.~+/=-]{6,}\s*$/i
const CREDENTIAL = /\b(bearer|basic)(\s+|%20|\+)(?=[\w.~+/=%-]*[\d._~+/=%-])[\w.~+/=%-]{6,}/gi
// `name=value` at the start of a text or after `?`, `&`, `#`, `;` or a space: a query, a fragment, a form body.
const PARAM = /(^|[?&#;\s])([A-Za-z_][\w.%[\]-]*)=([^&#\s"'<>]*)/g
// `"name": "value"` in a JSON text quoted inside a string.
const JSON_PAIR = /("([^"\\]{1,64})"\s*:\s*")((?:[^"\\]|\\.)*)(")/g
// `Blade-Auth: value` and the like: the header's whole value, to the end of its line.
const HEADER_LINE = /\b(blade-auth|authorization|proxy-authorization|x-auth-token|x-access-token|cookie|set-cookie)(["']?\s*:\s*["']?)([^\r\n"',]+)/gi

/** A value that is a credential by its look alone: `bearer …`, `basic …`, or a JWT. */
export function looksLikeToken(value: string): boolean {
  return WHOLE_CREDENTIAL.test(value) || WHOLE_JWT.test(value)
}

/** An address with the values of its secret query and fragment parameters masked; the rest is kept for finding faults. */
export function redactUrl(url: string): string {
  return url.replace(PARAM, (all, lead: string, name: string, value: string) => {
    // `code=500` after a space is a status in a message; after `?` or `&` it may be an OAuth code.
    const secret = /[?&#;]/.test(lead) ? isSecretParam(name) : isSecretName(name)
    return value && secret ? `${lead}${name}=${MASK}` : all
  })
}

/** Free text (a message, a stack, a body) with every secret it quotes masked. */
export function redactText(text: string): string {
  if (!text) return text
  return redactUrl(
    text
      .replace(CREDENTIAL, (_all, scheme: string, space: string) => `${scheme}${space}${MASK}`)
      .replace(JWT, MASK)
      .replace(HEADER_LINE, (_all, name: string, sep: string) => `${name}${sep}${MASK}`)
      .replace(JSON_PAIR, (all, head: string, name: string, value: string, tail: string) => (value && isSecretName(name) ? `${head}${MASK}${tail}` : all)),
  )
}

export type Redacted = {
  value: unknown
  /** Where a secret was masked whole, as dotted paths (`credentials.password`), so a replay can ask for it. */
  masked: string[]
}

const MAX_DEPTH = 12

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** A value kept under a secret name: numbers and flags under such names are settings (`tokenTimeSeconds`, `pinned`). */
const holdsSecret = (item: unknown) => item != null && item !== '' && typeof item !== 'number' && typeof item !== 'boolean'

/** The name a `{ field: 'smsCode', value }` or `{ name: 'Blade-Auth', value }` pair gives its value. */
function pairName(v: Record<string, unknown>): string | null {
  const name = typeof v.field === 'string' ? v.field : typeof v.name === 'string' ? v.name : null
  return name !== null && 'value' in v ? name : null
}

/**
 * A JSON-safe copy of `value` with every secret masked (unless `keepSecrets`), Files and Blobs as
 * `{ name, size, type }`, Headers as a plain map, Dates as ISO text, actors and functions as a short
 * description.
 */
export function redact(value: unknown, options: { keepSecrets?: boolean } = {}): Redacted {
  const masked: string[] = []
  const seen = new WeakSet<object>()
  const keep = Boolean(options.keepSecrets)

  const text = (s: string, path: string): string => {
    if (keep) return s
    if (looksLikeToken(s)) {
      masked.push(path)
      return MASK
    }
    return redactText(s)
  }

  const walk = (v: unknown, path: string, depth: number): unknown => {
    if (typeof v === 'string') return text(v, path)
    if (v === null || typeof v === 'boolean') return v
    if (typeof v === 'number') return Number.isFinite(v) ? v : String(v)
    if (typeof v === 'undefined') return undefined
    if (typeof v === 'bigint') return v.toString()
    if (typeof v === 'function') return `[function ${v.name || 'anonymous'}]`
    if (typeof v !== 'object') return String(v)
    if (typeof Blob !== 'undefined' && v instanceof Blob) {
      return { name: (v as Partial<File>).name ?? 'blob', size: v.size, type: v.type }
    }
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString()
    if (v instanceof Error) return { name: v.name, message: text(v.message, path ? `${path}.message` : 'message') }
    if (typeof Headers !== 'undefined' && v instanceof Headers) return walk(Object.fromEntries(v.entries()), path, depth)
    if (typeof URL !== 'undefined' && v instanceof URL) return text(v.href, path)
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
      const named = pairName(v as Record<string, unknown>)
      const secretValue = named !== null && isSecretName(named)
      const out: Record<string, unknown> = {}
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key
        if (!keep && holdsSecret(item) && (isSecretName(key) || (secretValue && key === 'value'))) {
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
