import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, SECURITY_HEADERS, withPolicyMeta } from '../../scripts/content-security-policy'

const snippet = readFileSync(join(process.cwd(), 'docs/deploy/portal-security-headers.conf'), 'utf8')

describe('the security headers a deployment sends (decision 060)', () => {
  it('are in the sample nginx configuration exactly as the portal’s own servers send them', () => {
    const sample = Object.fromEntries([...snippet.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name, value]))
    expect(sample).toEqual(SECURITY_HEADERS)
  })
})

describe('the build’s policy meta tag', () => {
  const page = `<!doctype html><html><head><meta charset="UTF-8" /><title>t</title><script>window.a = 1</script><script type="module" src="/assets/x.js"></script><script>
  b()
</script></head><body></body></html>`

  it('hashes each inline script as browsers do, and leaves scripts with a source to script-src self', () => {
    // echo -n 'window.a = 1' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(page)).toEqual(['sha256-Aif1QuaDxF56ZK3+IyoelKcjrWC+BWl5ZGfcO1AMmA4=', expect.stringMatching(/^sha256-[A-Za-z0-9+/]{43}=$/)])
  })

  it('comes right after the charset, and allows scripts from its own origin and those hashes only', () => {
    const withMeta = withPolicyMeta(page)
    expect(withMeta).toMatch(/<meta charset="UTF-8" \/>\n {4}<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/)
    const policy = /content="([^"]*)"/.exec(withMeta.slice(withMeta.indexOf('Content-Security-Policy')))![1]!
    expect(policy).not.toContain('unsafe-eval')
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe')
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
  })
})
