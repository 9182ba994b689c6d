/**
 * The deployment's part of the content security policy (decision 060). The build's policy lets the
 * page connect to and frame any web origin, since only config.json says which: once it is read, a
 * second policy is added that allows connections to the page's own origin, the API, the user base
 * and the certificate helper only, and frames of the page's own origin and the configured embed
 * origins only. A page enforces both, so this one can only take away from the build's. Small on
 * purpose: it runs on /login's first load.
 */
export interface PolicyAddresses {
  apiBase: string
  userBase: string
  caHelperUrl: string
  embedOrigins?: readonly string[] | undefined
}

export function runtimePolicy({ apiBase, userBase, caHelperUrl, embedOrigins = [] }: PolicyAddresses, pageUrl: string): string {
  const page = new URL(pageUrl).origin
  // Another web origin, or '' for the page's own, a relative address or anything that is not one.
  const origin = (address: string) => {
    try {
      const { protocol, origin } = new URL(address, pageUrl)
      return /^https?:$/.test(protocol) && origin !== page ? origin : ''
    } catch {
      return ''
    }
  }
  const sources = (addresses: readonly string[]) => [...new Set(addresses.map(origin))].filter(Boolean).map((source) => ` ${source}`).join('')
  return `connect-src 'self'${sources([apiBase, userBase, caHelperUrl])}; frame-src 'self' blob:${sources(embedOrigins)}`
}

/** Adds the policy to the page; before anything it governs is asked for. */
export function applyRuntimePolicy(addresses: PolicyAddresses, doc: Document = document): void {
  const meta = doc.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = runtimePolicy(addresses, doc.location.href)
  doc.head.append(meta)
}
