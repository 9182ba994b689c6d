/**
 * The deployment's part of the content security policy (decision 060). The build's policy lets the
 * page connect to and frame any web origin, since only config.json says which: once it is read, a
 * second policy is added that allows connections to the page's own origin, the API, the user base
 * and the certificate helper only, and frames of the page's own origin and the configured embed
 * origins only. A page enforces both, so this one can only take away from the build's.
 */
export interface PolicyAddresses {
  apiBase: string
  userBase: string
  caHelperUrl: string
  embedOrigins?: readonly string[] | undefined
}

/** The origin of an absolute http(s) address; nothing for a relative one (the page's own) or anything else. */
function webOrigin(address: string, base: string): string | undefined {
  try {
    const url = new URL(address, base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return url.origin === new URL(base).origin ? undefined : url.origin
  } catch {
    return undefined
  }
}

const sources = (origins: ReadonlyArray<string | undefined>) => [...new Set(origins.filter((origin): origin is string => !!origin))]

export function runtimePolicy(addresses: PolicyAddresses, pageUrl: string): string {
  const connect = sources([addresses.apiBase, addresses.userBase, addresses.caHelperUrl].map((address) => webOrigin(address, pageUrl)))
  const frames = sources((addresses.embedOrigins ?? []).map((address) => webOrigin(address, pageUrl)))
  return [`connect-src 'self' ${connect.join(' ')}`.trim(), `frame-src 'self' blob: ${frames.join(' ')}`.trim()].join('; ')
}

/** Adds the policy to the page; before anything it governs is asked for. */
export function applyRuntimePolicy(addresses: PolicyAddresses, doc: Document = document): void {
  const meta = doc.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = runtimePolicy(addresses, doc.location.href)
  doc.head.append(meta)
}
