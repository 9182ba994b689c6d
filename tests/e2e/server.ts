/**
 * A tiny static server for the built app (node:http, no dependencies), one per test file.
 * - serves `root` (default dist/) on 127.0.0.1 at a free port;
 * - falls back to index.html for paths without a file extension (SPA routes such as /login);
 * - serves `/config.json` as dist/config.json merged with `config` overrides;
 * - sends `Service-Worker-Allowed: /` so the msw worker may control the whole origin, and the
 *   security headers a deployment sends (scripts/content-security-policy.ts);
 * - lets a browser keep `/assets/` files (their names carry their content's hash) as the
 *   simulator server and a real deployment do, and asks again for everything else;
 * - answers a missing /favicon.ico with 204 (not 404, which Chromium logs as a console error).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { extname, isAbsolute, join, normalize, resolve, sep } from 'node:path'
import { CONTENT_TYPES } from '../../scripts/content-types'
import { SECURITY_HEADERS } from '../../scripts/content-security-policy'

/** The runtime config the app reads from /config.json (see src/ for the authoritative schema). */
export interface PortalConfig {
  mode: 'simulator' | 'backend'
  apiBase: string
  clientId: string
  clientSecret: string
  tokenTime: number
  storagePrefix: string
  simulatorLatencyMs: number
  [key: string]: unknown
}

export interface StaticServerOptions {
  /** Directory to serve, relative to the repo root or absolute. Default: $E2E_DIST or 'dist'. */
  root?: string
  /** Fields that replace those of root/config.json for this server. Omit to serve the file as is. */
  config?: Partial<PortalConfig>
}

export interface ServedRequest {
  method: string
  /** URL path without query, e.g. '/assets/index-abc.js'. */
  path: string
  status: number
  /** The file sent, absolute; undefined for 404s and the generated config.json. */
  file?: string
  contentType?: string
}

export interface StaticServer {
  /** Origin without trailing slash, e.g. 'http://127.0.0.1:41234'. */
  url: string
  /** Absolute directory served. */
  root: string
  /** The config.json this server answers with (after overrides), or undefined if none. */
  config: Record<string, unknown> | undefined
  /** Every request served, in order. */
  requests: ServedRequest[]
  /** Maps a URL path (or full URL) on this server to the file it serves, if any. */
  fileFor(pathOrUrl: string): string | undefined
  close(): Promise<void>
}

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '')


export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

export async function startStaticServer(options: StaticServerOptions = {}): Promise<StaticServer> {
  const root = resolveRoot(options.root)
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html not found: build the app first (vite build)`)
  }
  const configFile = join(root, 'config.json')
  let config: Record<string, unknown> | undefined
  if (options.config) {
    const base = existsSync(configFile) ? (JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>) : {}
    config = { ...base, ...options.config }
  } else if (existsSync(configFile)) {
    config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>
  }
  const configBody = options.config ? Buffer.from(JSON.stringify(config, null, 2)) : undefined
  const requests: ServedRequest[] = []

  /** A path inside root for a URL path, or undefined (missing, a directory, or outside root). */
  const existing = (urlPath: string): string | undefined => {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return undefined
    }
    const file = normalize(join(root, decoded))
    if (file !== root && !file.startsWith(root + sep)) return undefined
    try {
      return statSync(file).isFile() ? file : undefined
    } catch {
      return undefined
    }
  }

  const fileFor = (pathOrUrl: string): string | undefined => {
    const path = new URL(pathOrUrl, 'http://x').pathname
    if (path === '/config.json' && configBody) return undefined
    const file = existing(path)
    if (file) return file
    return extname(path) === '' ? join(root, 'index.html') : undefined
  }

  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, contentType: string, entry: ServedRequest) => {
    res.writeHead(status, {
      'Content-Type': contentType,
      'Content-Length': body.length,
      // A page loaded again in the same context (a reload, a typed address) takes the hashed
      // assets from its cache instead of fetching and compiling them anew.
      'Cache-Control': entry.path.startsWith('/assets/') && status === 200 ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Service-Worker-Allowed': '/',
      // As a deployment must (docs/deploy/), so the tests see the portal under the same rules.
      ...SECURITY_HEADERS,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    requests.push({ ...entry, status, contentType })
  }

  const server = createServer((req, res) => {
    const method = req.method ?? 'GET'
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const entry: ServedRequest = { method, path, status: 0 }
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      requests.push({ ...entry, status: 405 })
      return
    }
    if (path === '/config.json' && configBody) {
      send(req, res, 200, configBody, CONTENT_TYPES['.json']!, entry)
      return
    }
    const file = fileFor(path)
    if (!file && path === '/favicon.ico') {
      // Browsers ask for it unprompted; a 404 would show up as a console error in every test.
      res.writeHead(204, { 'Cache-Control': 'no-cache' }).end()
      requests.push({ ...entry, status: 204 })
      return
    }
    if (!file) {
      send(req, res, 404, Buffer.from(`Not found: ${path}\n`), CONTENT_TYPES['.txt']!, entry)
      return
    }
    send(req, res, 200, readFileSync(file), contentTypeFor(file), { ...entry, file })
  })

  await new Promise<void>((ready, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => ready())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    config,
    requests,
    fileFor,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

/** The directory a server serves: `root`, else $E2E_DIST, else dist/ (relative to the repo root). */
export function resolveRoot(root = process.env.E2E_DIST || 'dist'): string {
  return isAbsolute(root) ? root : resolve(repoRoot, root)
}
