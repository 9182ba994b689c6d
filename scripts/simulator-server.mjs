#!/usr/bin/env node
/**
 * npm run simulator [-- options]: one simulator for a whole class (decision 035). Serves the
 * simulator's handlers over HTTP, the built portal in back-end mode pointed at them (a generated
 * /config.json), and the console page, all on one origin; the state lives in a SQLite database
 * (decision 064).
 *
 *   --port N       port to listen on (default 4010; 0 picks a free one)
 *   --host H       address to bind (default 127.0.0.1, this machine only; `--host` alone or
 *                  --host 0.0.0.0 lets other machines in)
 *   --state FILE   the state: a SQLite database (default ./simulator-state.db), or for a name
 *                  ending in .json one JSON file written whole (the older form); missing = the seed
 *   --dist DIR     the built portal (default dist/); built first when missing or incomplete
 *   --build        build the portal even if DIR looks complete (after pulling new code)
 *
 * Node 20 cannot import TypeScript, so the server (scripts/simulator-server.app.ts) and the simulator
 * are loaded through jiti, with the project's `@/` alias.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createJiti } from 'jiti'

const root = fileURLToPath(new URL('..', import.meta.url))
const USAGE = 'usage: npm run simulator -- [--port 4010] [--host 0.0.0.0] [--state ./simulator-state.db] [--dist dist] [--build]'

function parseArgs(args) {
  const options = { port: 4010, host: '127.0.0.1', state: 'simulator-state.db', dist: join(root, 'dist'), build: false }
  for (let i = 0; i < args.length; i += 1) {
    const [name, inline] = args[i].split(/=(.*)/s, 2)
    const next = () => {
      if (inline !== undefined) return inline
      const value = args[i + 1]
      if (value === undefined || value.startsWith('--')) return undefined
      i += 1
      return value
    }
    if (name === '--port') {
      const port = Number(next())
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port takes a number from 0 to 65535')
      options.port = port
    } else if (name === '--host') options.host = next() ?? '0.0.0.0'
    else if (name === '--state') options.state = next() ?? fail('--state takes a file name')
    else if (name === '--dist') options.dist = next() ?? fail('--dist takes a directory')
    else if (name === '--build') options.build = true
    else if (name === '--help' || name === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else throw new Error(`unknown option ${args[i]}`)
  }
  return options
}

function fail(message) {
  throw new Error(message)
}

/** A build whose page points at files that are gone (a build cut short) is as good as none. */
function isComplete(dir, page = 'index.html', base = '/') {
  const index = join(dir, page)
  if (!existsSync(index)) return false
  const html = readFileSync(index, 'utf8')
  const local = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]).filter((file) => file.startsWith(base))
  return local.length > 0 && local.every((file) => existsSync(join(dir, file.slice(base.length))))
}

/**
 * The console page is a build of its own under the portal's (decision 035): as a second input of the
 * portal's build it would share, and so grow, the sign-in page's start chunk.
 */
async function buildConsole(dist, dir, base) {
  console.log(`Building the simulator console into ${join(dist, dir)} (vite build)…`)
  const { build } = await import('vite')
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    base,
    build: { outDir: join(dist, dir), emptyOutDir: true, rolldownOptions: { input: join(root, 'console.html') } },
  })
}

async function buildPortal(dist) {
  console.log(`Building the portal into ${dist} (vite build)…`)
  const { build } = await import('vite')
  // Vite builds React's production code only under NODE_ENV=production.
  process.env.NODE_ENV = 'production'
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
}

/** Addresses students can type: every IPv4 address of this machine when bound to all of them. */
function addresses(host, port) {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`]
  const own = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4')
    .map((entry) => `http://${entry.address}:${port}`)
  return own.length ? own : [`http://127.0.0.1:${port}`]
}

async function main() {
  let options
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`simulator: ${error.message}\n${USAGE}`)
    process.exit(2)
  }
  const dist = resolve(options.dist)
  const statePath = resolve(options.state)
  const jiti = createJiti(import.meta.url, { alias: { '@': join(root, 'src') } })
  const { startSimulatorServer, CONSOLE_PATH, CONSOLE_DIR } = await jiti.import(join(root, 'scripts/simulator-server.app.ts'))
  if (options.build || !isComplete(dist)) await buildPortal(dist)
  if (options.build || !isComplete(join(dist, CONSOLE_DIR), 'console.html', `${CONSOLE_PATH}/`)) await buildConsole(dist, CONSOLE_DIR, `${CONSOLE_PATH}/`)
  const server = await startSimulatorServer({ port: options.port, host: options.host, statePath, dist })

  let stopping = false
  const stop = async (signal) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: writing the state and stopping…`)
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  // Whatever ends the process, the last snapshot is written (the write is synchronous).
  process.on('exit', () => server.storage.flush())

  const urls = addresses(options.host, server.port)
  // A database keeps its latest changes in its write-ahead log until a checkpoint.
  const sizeOf = (path) => (existsSync(path) ? statSync(path).size : 0)
  const kB = ((sizeOf(statePath) + sizeOf(`${statePath}-wal`)) / 1000).toFixed(0)
  const remove = statePath.toLowerCase().endsWith('.json') ? 'delete it' : 'delete it and its -wal and -shm'
  console.log(
    [
      `Simulator server listening on ${server.url}/`,
      `  Portal (students):  ${urls.map((url) => `${url}/`).join('  ')}`,
      `  Console (trainer):  ${urls[0]}${CONSOLE_PATH}?key=${server.trainerKey}${existsSync(join(dist, CONSOLE_DIR, 'console.html')) ? '' : '  (not in this build)'}`,
      `  Trainer key:        kept in ${statePath}.trainer-key; keep the console's address to yourself (control tools send it as X-Trainer-Key)`,
      `  State file:         ${statePath} (${kB} kB; ${remove} while stopped to start from the seed)`,
      'Stop with Ctrl+C (the state is written first).',
    ].join('\n'),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
