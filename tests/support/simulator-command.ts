import { spawn, type ChildProcess } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// A string, not a URL object: under jsdom the global URL is not the one node:url checks for.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export type RunningCommand = { child: ChildProcess; url: string; consoleAddress: string; output: string }

/**
 * `npm run simulator` as a trainer starts it (scripts/simulator-server.mjs), in a process of its
 * own on a free port. Resolves once it has printed its whole greeting, with the address it listens
 * on and the console's address with the trainer's key; rejects with what it printed if it exits.
 * With `crashAfterReads` it kills itself right after answering that many message reads
 * (tests/support/simulator-crash.mjs).
 */
export function spawnSimulatorCommand(options: { statePath: string; dist: string; crashAfterReads?: number }): Promise<RunningCommand> {
  const script = options.crashAfterReads === undefined ? 'scripts/simulator-server.mjs' : 'tests/support/simulator-crash.mjs'
  const child = spawn(process.execPath, [script, '--port', '0', '--state', options.statePath, '--dist', options.dist], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(options.crashAfterReads === undefined ? {} : { CRASH_AFTER_READS: String(options.crashAfterReads) }) },
  })
  let output = ''
  return new Promise<RunningCommand>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /listening on (http:\/\/\S+?)\/?\s/.exec(output)
      const trainer = /Console \(trainer\):\s+(\S+)/.exec(output)
      if (listening && trainer && output.includes('Ctrl+C')) resolve({ child, url: listening[1]!, consoleAddress: trainer[1]!, output })
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`npm run simulator exited with ${code}:\n${output}`)))
  })
}
