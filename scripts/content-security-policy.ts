/**
 * The portal's content security policy and security headers (decision 060), in one place for the
 * build (a meta tag in index.html), the preview server, the shared simulator server, the browser
 * tests' server and the sample deployment configuration under docs/deploy/.
 *
 * The build's policy is what is true of every deployment: scripts only from the portal's own origin
 * and its own inline scripts by hash, no plug-ins, no <base>, no form posting elsewhere. What depends
 * on the deployment (the API's origin, the certificate helper's, the sites that may be framed) is
 * known only once config.json is read: the app then adds a second policy (src/app/runtime-policy.ts)
 * that narrows `connect-src` and `frame-src`. A page enforces every policy it has, so the second can
 * only take away.
 */
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * Images stay open to any web origin: a BladeX back end keeps files (logos, avatars, a QR code) on
 * object storage at an origin of its own. Server HTML is held to the API's origin by the sanitizer.
 * Inline styles stay allowed: Mantine sets style attributes and writes a few style elements.
 */
export function buildPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    // Narrowed at start to the API and the certificate helper (src/app/runtime-policy.ts).
    "connect-src 'self' http: https:",
    "frame-src 'self' blob: http: https:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * What a meta tag cannot carry (a page can be framed before its meta is read; sniffing and the
 * referrer are the response's), sent by every server of the portal and required of a deployment.
 * `frame-ancestors 'self'`: the portal frames its own pages (the pdf viewer) but no other site may.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi

/** The `sha256-…` source of every inline script of `html`, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`)
}

/** `html` with the policy for its inline scripts right after the charset, before anything it governs. */
export function withPolicyMeta(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${buildPolicy(inlineScriptHashes(html))}" />`
  // The charset must stay within the first 1,024 bytes; nothing before it loads anything.
  const charset = /<meta charset=[^>]*>/i
  return charset.test(html) ? html.replace(charset, (tag) => `${tag}\n    ${meta}`) : html.replace(/<head>/i, `<head>\n    ${meta}`)
}

/**
 * Writes the policy into the built index.html once every other plugin has added its inline
 * scripts, so the hashes are of the text that ships. The simulator console's page is left alone.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'portal:content-security-policy',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html']
        if (page?.type !== 'asset') return
        page.source = withPolicyMeta(String(page.source))
      },
    },
  }
}
