/**
 * Finds a Chromium binary and launches it with playwright-core. Nothing is ever downloaded:
 * the browser is either Debian's `/usr/bin/chromium` or the binary shipped inside the
 * `@sparticuz/chromium` npm package (a brotli file that its `executablePath()` unpacks into
 * `os.tmpdir()`, i.e. `/tmp/chromium`).
 *
 * `PORTAL_CHROMIUM` chooses:
 *   unset | `auto`  → `/usr/bin/chromium` when it exists, else @sparticuz/chromium
 *   `system`        → `/usr/bin/chromium` only (error if missing)
 *   `sparticuz`     → @sparticuz/chromium even when Debian's chromium is installed
 *   `/abs/path`     → that executable
 *
 * The browser tests share one Chromium per run: their global setup (browser-server.ts) starts it
 * with `launchBrowserServer()` and names its endpoint in `PORTAL_CHROMIUM_WS` for every test file;
 * `sharedBrowser()` connects to it there, and launches a browser of its own anywhere else.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { chromium, type Browser, type BrowserServer, type BrowserType, type LaunchOptions } from 'playwright-core'

type LaunchServerOptions = NonNullable<Parameters<BrowserType['launchServer']>[0]>

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** Flags for every launch (docs: shared/STACK.md, gotcha 10). Playwright adds a fresh profile. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface ChromiumChoice {
  executablePath: string
  source: 'system' | 'sparticuz' | 'path'
  /** Extra launch flags for this binary (on top of CHROMIUM_ARGS). */
  args: string[]
  /** Extra environment for the browser process (the sparticuz build may need its bundled libs). */
  env: Record<string, string>
}

let sparticuzChoice: Promise<ChromiumChoice> | undefined

/** The executable to launch: `/usr/bin/chromium` if it exists, else @sparticuz/chromium's. */
export async function findChromium(): Promise<string> {
  return (await resolveChromium()).executablePath
}

export async function resolveChromium(): Promise<ChromiumChoice> {
  const wanted = (process.env.PORTAL_CHROMIUM ?? 'auto').trim() || 'auto'
  if (wanted.startsWith('/')) {
    if (!existsSync(wanted)) throw new Error(`PORTAL_CHROMIUM=${wanted}: no such file`)
    return { executablePath: wanted, source: 'path', args: [], env: {} }
  }
  if (wanted !== 'auto' && wanted !== 'system' && wanted !== 'sparticuz') {
    throw new Error(`PORTAL_CHROMIUM must be auto, system, sparticuz or an absolute path; got "${wanted}"`)
  }
  if (wanted !== 'sparticuz' && existsSync(SYSTEM_CHROMIUM)) {
    return { executablePath: SYSTEM_CHROMIUM, source: 'system', args: [], env: {} }
  }
  if (wanted === 'system') throw new Error(`PORTAL_CHROMIUM=system but ${SYSTEM_CHROMIUM} does not exist (apt-get install chromium)`)
  sparticuzChoice ??= sparticuz()
  return sparticuzChoice
}

/**
 * @sparticuz/chromium ships a headless-shell build. Its `executablePath()` inflates
 * `bin/chromium.br` → `/tmp/chromium` (plus fonts and SwiftShader into /tmp) and returns
 * the cached path on later calls. The binary links against NSS/NSPR/expat; the package
 * carries those in `bin/al2023.tar.br`, but only unpacks them on Amazon Linux. When this
 * machine lacks them (no Debian chromium/libnss3), we unpack that archive ourselves into
 * `/tmp/al2023/lib` (where the package itself would put it) and put it on LD_LIBRARY_PATH.
 */
async function sparticuz(): Promise<ChromiumChoice> {
  const mod = await import('@sparticuz/chromium')
  const executablePath = await mod.default.executablePath()
  const env: Record<string, string> = {}
  if (process.env.PORTAL_CHROMIUM_BUNDLED_LIBS === '1' || missingLibraries(executablePath)) {
    const libDir = await unpackBundledLibs()
    env.LD_LIBRARY_PATH = [libDir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':')
  }
  // Without a system fontconfig, use the fonts the package unpacked into /tmp/fonts.
  if (!existsSync('/etc/fonts/fonts.conf') && existsSync(join(tmpdir(), 'fonts', 'fonts.conf'))) {
    env.FONTCONFIG_PATH = join(tmpdir(), 'fonts')
  }
  // `--no-zygote` as the package recommends; its `--single-process` is for AWS Lambda's
  // seccomp and is not needed here (and playwright handles it poorly).
  return { executablePath, source: 'sparticuz', args: ['--no-zygote'], env }
}

function missingLibraries(executable: string): boolean {
  try {
    return /not found/.test(execFileSync('ldd', [executable], { encoding: 'utf8' }))
  } catch {
    return true // no ldd: play safe and use the bundled libraries
  }
}

async function unpackBundledLibs(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium')
  // entry: node_modules/@sparticuz/chromium/build/cjs/index.cjs → bin/ is three levels up.
  const archive = join(entry, '..', '..', '..', 'bin', 'al2023.tar.br')
  const out = join(tmpdir(), 'al2023')
  const libDir = join(out, 'lib')
  if (existsSync(join(libDir, 'libnss3.so'))) return libDir
  // Unpack beside, then move into place, so a concurrent run never sees half a directory.
  const work = mkdtempSync(join(tmpdir(), 'al2023-'))
  try {
    writeFileSync(join(work, 'al2023.tar'), brotliDecompressSync(readFileSync(archive)))
    execFileSync('tar', ['-xf', join(work, 'al2023.tar'), '-C', work])
    mkdirSync(out, { recursive: true })
    try {
      renameSync(join(work, 'lib'), libDir)
    } catch (error) {
      if (!existsSync(join(libDir, 'libnss3.so'))) throw error
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  return libDir
}

export interface LaunchedBrowser {
  browser: Browser
  choice: ChromiumChoice
  /** Milliseconds from the start of launchBrowser() (including finding/unpacking) to a connected browser. */
  launchMs: number
}

/** Launches headless Chromium (fresh temporary profile, managed and removed by playwright). */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return (await launchBrowserTimed(options)).browser
}

export async function launchBrowserTimed(options: LaunchOptions = {}): Promise<LaunchedBrowser> {
  const started = performance.now()
  const choice = await resolveChromium()
  const browser = await chromium.launch({
    ...options,
    executablePath: choice.executablePath,
    args: [...CHROMIUM_ARGS, ...choice.args, ...(options.args ?? [])],
    env: { ...process.env, ...choice.env, ...options.env },
  })
  return { browser, choice, launchMs: Math.round(performance.now() - started) }
}

/** The variable that names a running Chromium's WebSocket endpoint (set for the browser tests by tests/e2e/setup.ts). */
export const SHARED_BROWSER_ENV = 'PORTAL_CHROMIUM_WS'

/** Launches the same Chromium as `launchBrowser()` as a server that other processes connect to (`chromium.connect`). */
export async function launchBrowserServer(options: LaunchServerOptions = {}): Promise<BrowserServer> {
  const choice = await resolveChromium()
  return chromium.launchServer({
    ...options,
    executablePath: choice.executablePath,
    args: [...CHROMIUM_ARGS, ...choice.args, ...(options.args ?? [])],
    env: { ...process.env, ...choice.env, ...options.env },
  })
}

/**
 * The run's shared Chromium when `PORTAL_CHROMIUM_WS` names one, else a newly launched one. Either
 * way `close()` is the caller's: on a shared browser it closes this connection's contexts and
 * disconnects, leaving the browser running for the other files.
 */
export async function sharedBrowser(): Promise<Browser> {
  const endpoint = process.env[SHARED_BROWSER_ENV]
  if (!endpoint) return launchBrowser()
  return chromium.connect(endpoint, { timeout: 30_000 })
}
