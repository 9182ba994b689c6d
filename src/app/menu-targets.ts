import type { MenuItem } from '@/services/schemas/blade-system'

const SCHEME = /^[a-z][a-z0-9+.-]*:/i
const WEB = /^https?:\/\//i

/** The frame's address that shows an outside page (spec 000 §2.2: /myiframe/{routerPath}). */
export const IFRAME_BASE = '/myiframe/'

/**
 * The address as base64url: no slash, no percent sign and no dot, so the router takes it as one
 * segment and a static server's history fallback never mistakes a trailing ".cn" for a file.
 */
export const iframePath = (address: string) => `${IFRAME_BASE}${toBase64Url(address)}`

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

const PROBE = 'http://portal.invalid'

/**
 * An address off the portal: a scheme of its own, or a path the browser reads as another host
 * (`//host`, `/\host`, `\\host`, with the tabs and newlines it drops).
 */
function leavesPortal(path: string): boolean {
  if (SCHEME.test(path)) return true
  try {
    return new URL(path, PROBE).origin !== PROBE
  } catch {
    return false
  }
}

/**
 * The menu with every entry that names an address off the portal pointed at /myiframe, which shows
 * only the web pages it allows and refuses the rest (javascript:, data:, `//host`, decision 055):
 * a server's menu never becomes a link the browser would follow by itself.
 */
export function menuTargets(menu: readonly MenuItem[]): MenuItem[] {
  return menu.map((item) => {
    const children = item.children ? menuTargets(item.children) : undefined
    const path = leavesPortal(item.path.trim()) ? iframePath(item.path.trim()) : item.path
    return { ...item, path, ...(children ? { children } : {}) }
  })
}

/**
 * The page /myiframe is asked to show, from its routerPath (as the menu encodes it, or an address
 * typed percent-encoded or plain); null for anything but an http(s) address written out in full
 * (`//host` names no scheme of its own). Whether it may be shown is `embedAllowed`'s to say.
 */
export function embeddableAddress(routerPath: string): string | null {
  let address = fromBase64Url(routerPath.trim()) ?? routerPath.trim()
  // Encoded once by the menu; a hand-typed address may come as it is.
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(address) && !WEB.test(address); i++) {
    try {
      address = decodeURIComponent(address)
    } catch {
      return null
    }
  }
  if (!WEB.test(address)) return null
  try {
    const url = new URL(address)
    // As the menu wrote it (so it still finds its entry's name), once it is known to be a web address.
    return url.protocol === 'http:' || url.protocol === 'https:' ? address : null
  } catch {
    return null
  }
}
