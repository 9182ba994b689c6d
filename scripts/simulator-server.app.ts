/**
 * The shared simulator server behind `npm run simulator` (scripts/simulator-server.mjs starts it;
 * tests start it in-process): the simulator's own msw handlers served over real HTTP by
 * @mswjs/http-middleware, with the built portal and a generated config.json on the same origin, so
 * a class's browsers use one simulator in back-end mode without CORS (decision 035).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createServer } from '@mswjs/http-middleware'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { createFileStorage } from '../simulator/file-storage'
import { createSqliteStorage } from '../simulator/sqlite-storage'
import type { StorageAdapter } from '../simulator/storage'
import { createHandlers } from '../simulator/handlers'
import { envelope, json } from '../simulator/http'
import { createSimulator, SNAPSHOT_VERSION, type Simulator } from '../simulator/state'
import { CONTENT_TYPES } from './content-types'
import { SECURITY_HEADERS } from './content-security-policy'
import { guardControl, trainerKeyFor } from './simulator-trainer-key'

export interface SimulatorServerOptions {
  /** 0 picks a free port (tests). */
  port: number
  host: string
  /**
   * Where the state lives, created with the seed when missing: a SQLite database that writes the
   * rows each change touches (decision 064), or, for a name ending in `.json`, one JSON file
   * written whole at each change (decision 035, the older server).
   */
  statePath: string
  /** The built portal (vite build's outDir). */
  dist: string
  /** The trainer's key; by default the one kept beside the state file, made on the first start. */
  trainerKey?: string
  warn?: (message: string) => void
}

export interface RunningSimulatorServer {
  /** `http://<host>:<port>` as bound (0.0.0.0 reads as 127.0.0.1). */
  url: string
  port: number
  simulator: Simulator
  storage: ServerStorage
  /** What the console page and every control call need (decision 062). */
  trainerKey: string
  /** Stops taking requests, ends open connections and writes the last snapshot. */
  close(): Promise<void>
}

/** What the server asks of its state's store. */
export interface ServerStorage {
  readonly path: string
  /** Writes what is pending now. */
  flush(): void
  /** Writes that reached the disk (a burst of saves counts once). */
  readonly writes: number
  /** Ends the store once the last write is done. */
  close?(): void
}

/** Where the simulated certificate helper answers: on the server's origin, since students' machines run none. */
export const CA_HELPER_PATH = '/__ca-helper'
export const CONSOLE_PATH = '/__simulator/console'
/** Where `npm run simulator` builds the console page, inside the portal's build. */
export const CONSOLE_DIR = 'simulator-console'

/** How long the server keeps an idle connection open. */
export const KEEP_ALIVE_MS = 65_000

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg'])

/** A snapshot this simulator version restores; anything else is kept aside, not overwritten by the seed. */
const isCurrentSnapshot = (snapshot: unknown) =>
  typeof snapshot === 'object' && snapshot !== null && (snapshot as { version?: unknown }).version === SNAPSHOT_VERSION

export async function startSimulatorServer(options: SimulatorServerOptions): Promise<RunningSimulatorServer> {
  const dist = resolve(options.dist)
  const statePath = resolve(options.statePath)
  const warn = options.warn ? { warn: options.warn } : {}
  const storage: ServerStorage & StorageAdapter =
    extname(statePath).toLowerCase() === '.json'
      ? createFileStorage(statePath, { accepts: isCurrentSnapshot, ...warn })
      : createSqliteStorage(statePath, { version: SNAPSHOT_VERSION, ...warn })
  const simulator = createSimulator({ storage })
  // The first start seeds and saves: the file exists from the moment the server answers.
  storage.flush()

  const handlers = [...createHandlers(simulator, { caHelperUrl: `*${CA_HELPER_PATH}` }), ...portalHandlers(dist, simulator)]
  const app = createServer(...handlers) as unknown as (request: IncomingMessage, response: ServerResponse) => void
  const trainerKey = options.trainerKey ?? trainerKeyFor(statePath)
  const server = createHttpServer((request, response) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value)
    // Students reach the portal and its API; the console and the controls are the trainer's.
    if (guardControl(request, response, trainerKey)) return
    acknowledgeAfterWriting(response, storage)
    app(request, response)
  })
  // A class's browsers keep their connections open between clicks. With Node's 5 s default the server
  // may close an idle one just as a slow client sends on it again, and that request fails with
  // ECONNRESET (the likely cause of one seen with twenty clients on a loaded machine); 65 s outlasts a
  // browser's and a proxy's own idle time.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  await new Promise<void>((resolveListening, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolveListening()
    })
  })
  const { port } = server.address() as AddressInfo
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    simulator,
    storage,
    trainerKey,
    close: () =>
      new Promise<void>((resolveClosed) => {
        server.close(() => {
          storage.flush()
          storage.close?.()
          resolveClosed()
        })
        // Keep-alive connections would hold close() open until the browsers give up.
        server.closeAllConnections()
      }),
  }
}

/**
 * A client that got an answer may count on what it changed: the pending snapshot reaches the disk
 * before the answer's first byte leaves, so a crash (even SIGKILL) right after loses no
 * acknowledged write. Answers finished in the same turn share one write; reads find nothing pending
 * and cost nothing. Every answer starts with writeHead (Node calls it for an implicit header too).
 */
function acknowledgeAfterWriting(response: ServerResponse, storage: ServerStorage): void {
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    storage.flush()
    // Express (under the msw middleware) names itself; nothing a class's browsers need to know.
    response.removeHeader('X-Powered-By')
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}

/** The portal's side of the origin: config.json, the console page, unknown API paths, files, and the SPA fallback. */
function portalHandlers(dist: string, simulator: Simulator): RequestHandler[] {
  const compressed = new Map<string, { mtimeMs: number; body: Buffer }>()

  const fileResponse = (request: Request, path: string): Response => {
    const extension = extname(path).toLowerCase()
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      // Vite's file names carry their content hash; everything else may change with a new build.
      'Cache-Control': path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    let body: Buffer = readFileSync(path)
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')) {
      // A class loads the same chunks thirty times over one Wi-Fi: compress each once.
      const { mtimeMs } = statSync(path)
      const cached = compressed.get(path)
      const gzipped = cached?.mtimeMs === mtimeMs ? cached.body : gzipSync(body)
      compressed.set(path, { mtimeMs, body: gzipped })
      body = gzipped
      headers['Content-Encoding'] = 'gzip'
      headers.Vary = 'Accept-Encoding'
    }
    headers['Content-Length'] = String(body.length)
    return new HttpResponse(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
  }

  const notFound = () => new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile()
  const consoleDir = join(dist, CONSOLE_DIR)
  const consoleFile = (request: Request, name: string) => {
    const path = resolve(consoleDir, `./${name}`)
    return path.startsWith(consoleDir + sep) && isFile(path) ? fileResponse(request, path) : notFound()
  }

  return [
    http.get('*/config.json', () =>
      HttpResponse.json(
        {
          ...builtConfig(dist),
          mode: 'backend',
          // '' = the page's own origin: the portal, the API and the helper share it, so no CORS.
          apiBase: '',
          userBase: '',
          clientId: simulator.settings.client.clientId,
          clientSecret: simulator.settings.client.clientSecret,
          simulatorLatencyMs: 0,
          caHelperUrl: CA_HELPER_PATH,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      ),
    ),
    // The console is its own build (base /__simulator/console/) beside the portal's files.
    http.get(`*${CONSOLE_PATH}`, ({ request }) => consoleFile(request, 'console.html')),
    http.get(`*${CONSOLE_PATH}/*`, ({ request }) => consoleFile(request, new URL(request.url).pathname.slice(`${CONSOLE_PATH}/`.length) || 'console.html')),
    // An API or control path nobody answers gets the gateway's 404 envelope, not the portal's page.
    http.all('*/api/*', () => json(envelope(404, null, '404 没找到请求'), 404)),
    http.all('*/__simulator/*', () => json(envelope(404, null, '404 没找到请求'), 404)),
    http.all('*', ({ request }) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFound()
      let pathname: string
      try {
        pathname = decodeURIComponent(new URL(request.url).pathname)
      } catch {
        return notFound()
      }
      const path = resolve(dist, `.${pathname}`)
      if (path !== dist && !path.startsWith(dist + sep)) return notFound()
      if (isFile(path)) return fileResponse(request, path)
      // A missing file is a 404; any other path is one of the portal's routes.
      if (extname(pathname)) return notFound()
      const index = join(dist, 'index.html')
      return isFile(index) ? fileResponse(request, index) : notFound()
    }),
  ]
}

/** The build's own config.json (operators' choices such as time-outs), without its mode and addresses. */
function builtConfig(dist: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8')) as unknown
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
