import type { AnyActorLogic, AnyActorRef } from 'xstate'
import { createHttp } from '@/services/http'
import { createStorage } from '@/services/storage'
import { httpSession, sessionLogic, type SessionActor } from './actors/session'
import { actorFactory } from './create-actor'
import { flowRegistry } from './flow-registry'
import type { Portal } from './portal'
import type { Recording, SimulatorAtStart } from './recorder-format'
import type { ReplayEnv } from './replayer'
import type { Shell } from './shell'
import { KEYS } from './storage-keys'
import type { PortalDeps, ShellDeps } from './use-flow'

/** What the inspector uses of `window.__simulator`, read defensively: a page may have none, or an older one. */
export type SimulatorLike = {
  clock?: { now?: () => number; set?: (epochMs: number) => void }
  snapshot?: () => unknown
  accounts?: ReadonlyArray<{ username: string; password: string; tenantId: string }>
  console?: { exportState?: () => Promise<string>; importState?: (text: string) => Promise<void> }
}

export const pageSimulator = (): SimulatorLike | null => (globalThis as { __simulator?: SimulatorLike }).__simulator ?? null

/** The simulator's state and clock now, for the start of a recording; null without a simulator. */
export async function simulatorAtStart(simulator: SimulatorLike | null = pageSimulator()): Promise<SimulatorAtStart | null> {
  if (!simulator) return null
  const clock = simulator.clock?.now?.() ?? null
  if (simulator.console?.exportState) return { state: await simulator.console.exportState(), snapshot: null, clock }
  return { state: null, snapshot: simulator.snapshot?.() ?? null, clock }
}

/** Warnings a replay shows beside its outcome (codes; the panel words them). */
export type ReplayWarning = 'no-simulator' | 'state-not-restored'

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  }
}

/**
 * Where a replay runs. A recording that signs in gets a portal of its own: its own session, HTTP
 * client and signed-in frame, with storage in memory, so the replay neither signs the page's
 * supplier out nor writes over its tokens. A recording made while signed in replays on the page's
 * own session and frame. Either way the simulator goes back to the recording's start first.
 */
export function portalReplayEnv(portal: Portal, recording: Recording, simulator: SimulatorLike | null = pageSimulator()): ReplayEnv {
  const createAppActor = actorFactory({ inspector: portal.inspector, clock: portal.clock })
  const created: AnyActorRef[] = []
  const ownSession = recording.actors.some((a) => a.flow === 'session')

  const storage = createStorage({ prefix: `${portal.config.storagePrefix}-replay`, local: memoryStorage(), session: memoryStorage(), now: portal.clock.now })
  let session: SessionActor | null = null
  let shell: Shell | null = null
  const http = ownSession ? createHttp(portal.config, portal.clock, httpSession(() => session, () => storage.get<string>(KEYS.tenantId))) : portal.http

  const portalDeps = (): PortalDeps => {
    if (!ownSession) return { http, config: portal.config, clock: portal.clock, ...portal.actors }
    if (!session) throw new Error('the recording signs in, but its session has not started yet')
    return { http, config: portal.config, clock: portal.clock, session, lock: portal.actors.lock, tenant: portal.actors.tenant }
  }
  const shellDeps = async (): Promise<ShellDeps> => {
    if (!ownSession) return { ...portalDeps(), ...(await portal.shell()).actors }
    if (!shell) {
      shell = (await import('./shell')).createShell({ http, config: portal.config, storage, session: portalDeps().session, createAppActor })
      shell.start()
    }
    return { ...portalDeps(), ...shell.actors }
  }

  return {
    async restore(rec) {
      const warnings: ReplayWarning[] = []
      if (!simulator) return ['no-simulator']
      const start = rec.simulator
      if (start?.state && simulator.console?.importState) await simulator.console.importState(start.state)
      else {
        warnings.push('state-not-restored')
        if (start?.clock != null) simulator.clock?.set?.(start.clock)
      }
      return warnings
    },
    async create(flow, input) {
      const entry = flowRegistry[flow]
      if (!entry) throw new Error(`unknown flow ${flow}`)
      let logic: AnyActorLogic
      if (flow === 'session' && ownSession) logic = sessionLogic({ http, config: portal.config, clock: portal.clock })
      else logic = entry.scope === 'portal' ? await entry.bind(portalDeps(), input) : await entry.bind(await shellDeps(), input)
      const actor = createAppActor(logic, { input })
      if (flow === 'session' && ownSession) {
        session = actor as SessionActor
        // As the portal does: a new session gives the frame a fresh profile.
        session.on('session.started', () => shell?.sessionStarted())
        session.on('session.ended', () => shell?.sessionEnded())
      }
      created.push(actor)
      return actor.start()
    },
    secret({ path, event, input }) {
      // Only a seeded account's password can be put back: it is in the simulator's seed.
      if (!/password$/i.test(path)) return undefined
      const holder = (event ?? input) as { credentials?: { username?: unknown; tenantId?: unknown }; username?: unknown } | null
      const username = holder?.credentials?.username ?? holder?.username
      const tenantId = holder?.credentials?.tenantId
      const account = simulator?.accounts?.find((a) => a.username === username && (tenantId == null || tenantId === '' || a.tenantId === tenantId))
      return account?.password
    },
    cleanup() {
      created.forEach((a) => a.stop())
      shell?.stop()
    },
  }
}
