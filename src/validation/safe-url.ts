/**
 * The one rule for an address that comes from the server, the menu or the URL and becomes a link,
 * a download, an embed, an image or a navigation (decision 054): an http(s) address, or a path on
 * the portal's own origin. Everything else (`javascript:`, `data:`, `vbscript:`, `file:`, `blob:`
 * the portal did not make, addresses with control characters) is refused, and the screen says so.
 *
 * Browsers drop tabs and newlines inside a scheme and accept a backslash for a slash, so the test
 * is made on the address as the browser will read it (`new URL`), never on the raw text. Small on
 * purpose: the sign-in page carries it (its logo), within its 150 kB budget.
 */

export type SafeUrl = {
  ok: true
  /** The absolute address to use. */
  href: string
  /** On the portal's own origin: the portal's own request may fetch it. */
  sameOrigin: boolean
}

export type RefusedUrl = {
  ok: false
  /** What was wrong, for a message: nothing given, not http(s), or not an address at all. */
  reason: 'empty' | 'scheme' | 'malformed'
}

const ALLOWED = new Set(['http:', 'https:'])

/** Reads `raw` under the rule, relative addresses against `origin` (default the page's). */
export function checkUrl(raw: unknown, origin: string = location.origin): SafeUrl | RefusedUrl {
  if (typeof raw !== 'string') return { ok: false, reason: raw == null ? 'empty' : 'malformed' }
  if (!raw.trim()) return { ok: false, reason: 'empty' }
  let url: URL
  try {
    // The parser drops the tabs, newlines and leading controls a browser drops: `java\tscript:` reads as `javascript:`.
    url = new URL(raw, origin)
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (!ALLOWED.has(url.protocol)) return { ok: false, reason: 'scheme' }
  // `user:pass@host` shows one host and goes to another in some readers' eyes: not from a server.
  if (url.username || url.password) return { ok: false, reason: 'malformed' }
  return { ok: true, href: url.href, sameOrigin: url.origin === new URL(origin).origin }
}

/**
 * The address to put in `href` or `src`, as sent (trimmed: a path stays a path), or undefined when
 * the rule refuses it (the element then has none).
 */
export function safeHref(raw: unknown, origin?: string): string | undefined {
  return checkUrl(raw, origin).ok ? (raw as string).trim() : undefined
}

/**
 * A path inside the portal, for the router: starts with one `/` and stays on this origin
 * (`//host` and `/\host` leave it). Null for anything else.
 */
export function inAppPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  const checked = checkUrl(raw, 'http://portal.invalid')
  if (!checked.ok || !checked.sameOrigin) return null
  const url = new URL(checked.href)
  return `${url.pathname}${url.search}${url.hash}`
}
