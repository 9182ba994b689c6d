import type { AnyActorLogic, AnyActorRef } from 'xstate'
import { createHttp } from '@/services/http'
import { createStorage } from '@/services/storage'
import { httpSession, sessionLogic, type SessionActor } from '@/app/actors/auth/session'
import { actorFactory } from '@/app/create-actor'
import { flowRegistry } from '@/app/flow-registry'
import type { Portal } from '@/app/portal'
import type { Recording, SimulatorAtStart } from './format'
import type { ReplayEnv } from './replayer'
import type { Shell } from '@/app/shell'
import { KEYS } from '@/app/storage-keys'
import type { PortalDeps, ShellDeps } from '@/app/use-flow'
import { MASK } from '@/app/redaction'
import { withSecretsOf } from './simulator-state-secrets'

/** What the inspector uses of `window.__simulator`, read defensively: a page may have none, or an older one. */
export type SimulatorLike = {
  clock?: { now?: () => number; set?: (epochMs: number) => void }
  snapshot?: () => unknown
  accounts?: ReadonlyArray<{ username: string; password: string; tenantId: string }>
  /** The state with its live sessions and captchas, which a recording masks (a console export has none). */
  captureState?: () => string
  console?: { exportState?: () => Promise<string>; importState?: (text: string) => Promise<void> }
  /** The codes the simulator texted lately, newest first. */
  sms?: { sent?: () => ReadonlyArray<{ code: string }> }
}

export const pageSimulator = (): SimulatorLike | null => (globalThis as { __simulator?: SimulatorLike }).__simulator ?? null

/** The simulator's state and clock now, for the start of a recording; null without a simulator. */
export async function simulatorAtStart(simulator: SimulatorLike | null = pageSimulator()): Promise<SimulatorAtStart | null> {
  if (!simulator) return null
  const clock = simulator.clock?.now?.() ?? null
  if (simulator.captureState) return { state: simulator.captureState(), snapshot: null, clock }
  if (simulator.console?.exportState) return { state: await simulator.console.exportState(), snapshot: null, clock }
  return { state: null, snapshot: simulator.snapshot?.() ?? null, clock }
}

type Holder = { credentials?: { username?: unknown; tenantId?: unknown; imgCodeKey?: unknown }; username?: unknown; field?: unknown } | null

/**
 * What the simulator can put back of a masked secret: a seeded account's password (from its seed),
 * a captcha's answer (from its captchas, by the key sent beside it), an SMS code (the newest it
 * texted: the replay has just asked for it). A PIN or a password typed anew it cannot know.
 */
export function simulatorSecret(simulator: SimulatorLike | null, { path, event, input }: { path: string; event: Record<string, unknown> | null; input: unknown }): unknown {
  const holder = (event ?? input) as Holder
  if (/password$/i.test(path)) {
    const username = holder?.credentials?.username ?? holder?.username
    const tenantId = holder?.credentials?.tenantId
    return simulator?.accounts?.find((a) => a.username === username && (tenantId == null || tenantId === '' || a.tenantId === tenantId))?.password
  }
  if (/imgCode$/.test(path)) {
    const captchas = (simulator?.snapshot?.() as { captchas?: Array<[string, { code?: unknown }]> } | null)?.captchas
    const code = captchas?.find(([key]) => key === holder?.credentials?.imgCodeKey)?.[1].code
    return typeof code === 'string' ? code : undefined
  }
  if (path === 'value' && typeof holder?.field === 'string' && /smsCode$/i.test(holder.field)) return simulator?.sms?.sent?.()[0]?.code
  return undefined
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
    if (!ownSession) return { http, config: portal.config, clock: portal.clock, storage: portal.storage, ...portal.actors }
    if (!session) throw new Error('the recording signs in, but its session has not started yet')
    return { http, config: portal.config, clock: portal.clock, storage, session, lock: portal.actors.lock, tenant: portal.actors.tenant }
  }
  const shellDeps = async (): Promise<ShellDeps> => {
    if (!ownSession) {
      const own = await portal.shell()
      return { ...portalDeps(), ...own.actors, errorLog: own.errorLog }
    }
    if (!shell) {
      // Nothing writes a session into the replay's storage, so its tabs are never kept there.
      shell = (await import('@/app/shell')).createShell({ http, config: portal.config, storage, session: portalDeps().session, createAppActor, storedSession: () => 'none' })
      shell.start()
    }
    return { ...portalDeps(), ...shell.actors, errorLog: shell.errorLog }
  }

  return {
    async restore(rec) {
      const warnings: ReplayWarning[] = []
      if (!simulator) return ['no-simulator']
      const start = rec.simulator
      if (start?.state && simulator.console?.importState) {
        const now = start.state.includes(MASK) ? (simulator.captureState?.() ?? (await simulator.console.exportState?.()) ?? null) : null
        await simulator.console.importState(withSecretsOf(start.state, now, simulator.accounts))
      }
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
    secret: (request) => simulatorSecret(simulator, request),
    cleanup() {
      created.forEach((a) => a.stop())
      shell?.stop()
    },
  }
}
