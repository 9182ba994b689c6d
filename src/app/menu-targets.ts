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

/**
 * The menu with every entry that names an address of its own (anything with a scheme) pointed at
 * /myiframe, which shows a web page inside the frame and refuses anything else (javascript:,
 * data:): a server's menu never becomes a link the browser would follow by itself.
 */
export function menuTargets(menu: readonly MenuItem[]): MenuItem[] {
  return menu.map((item) => {
    const children = item.children ? menuTargets(item.children) : undefined
    const path = SCHEME.test(item.path.trim()) ? iframePath(item.path.trim()) : item.path
    return { ...item, path, ...(children ? { children } : {}) }
  })
}

/**
 * The page /myiframe may show, from its routerPath (as the menu encodes it, or an address typed
 * percent-encoded or plain); null for anything but http(s).
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
