import { fromPromise, waitFor } from 'xstate'
import { lockMachine } from '@/machines/auth/lock.machine'
import { reviewGateMachine } from '@/machines/auth/reviewGate.machine'
import { isRefreshing, sessionMachine, type Tokens } from '@/machines/auth/session.machine'
import { profileMachine, type Profile } from '@/machines/shell/profile.machine'
import { tabsMachine, type Tab } from '@/machines/shell/tabs.machine'
import { tenantMachine } from '@/machines/tenant/tenant.machine'
import { menuButtons, menuRoutes, permissionMap, tenantByDns, tenantInfoNoAuth } from '@/services/blade-system'
import { supplierById } from '@/services/bid-crm'
import { systemClock, type Clock } from '@/services/clock'
import type { RuntimeConfig } from '@/services/config'
import { hashSecret, verifySecret } from '@/services/crypto'
import { createHttp } from '@/services/http'
import { createStorage } from '@/services/storage'
import { getUserInfo } from '@/services/user'
import { actorFactory } from './create-actor'
import { createInspector } from './inspector'
import { sessionActors } from './session-services'
import { KEYS, SESSION_KEYS } from './storage-keys'

export const HOME_TAB: Tab = { label: '首页', value: '/home/homePage' }

/**
 * The composition root: binds services to this deployment and starts the long-lived actors.
 * Routes and screens receive it through the router context.
 */
export function createPortal(config: RuntimeConfig, env: { clock?: Clock; host?: string; tenantIdFromQuery?: string | null } = {}) {
  const clock = env.clock ?? systemClock
  const storage = createStorage({ prefix: config.storagePrefix, now: clock.now })
  const inspector = createInspector({ now: clock.now })
  const createAppActor = actorFactory({ inspector, clock })

  // The HTTP client asks the session for its token lazily, so the two can be built in either order.
  const sessionRef: { current: ReturnType<typeof startSession> | null } = { current: null }
  const http = createHttp(config, clock, {
    accessToken: () => sessionRef.current?.getSnapshot().context.tokens?.accessToken ?? null,
    tenantId: () => sessionRef.current?.getSnapshot().context.tokens?.tenantId ?? storage.get<string>(KEYS.tenantId),
    settled: async () => {
      const session = sessionRef.current
      if (session && isRefreshing(session.getSnapshot())) await waitFor(session, (s) => !isRefreshing(s))
    },
    rejected: (reason) => sessionRef.current?.send({ type: 'session.rejected', reason }),
  })

  function startSession() {
    return createAppActor(sessionMachine.provide({ actors: sessionActors(http, config, clock) }), {
      systemId: 'session',
      input: { restored: storage.get<Tokens>(KEYS.token), tokenTimeSeconds: config.tokenTime },
    })
  }
  const session = startSession()
  sessionRef.current = session

  const lock = createAppActor(
    lockMachine.provide({
      actors: {
        hashPassword: fromPromise<string, { password: string }>(({ input }) => hashSecret(input.password)),
        verifyPassword: fromPromise<boolean, { password: string; hash: string }>(({ input }) => verifySecret(input.password, input.hash)),
      },
    }),
    { systemId: 'lock', input: { restoredHash: storage.get<string>(KEYS.lock) } },
  )

  const tabs = createAppActor(tabsMachine, { systemId: 'tabs', input: { home: HOME_TAB, restored: storage.get<Tab[]>(KEYS.tabs) } })

  const host = env.host ?? globalThis.location?.hostname ?? 'localhost'
  const tenant = createAppActor(
    tenantMachine.provide({
      actors: {
        resolveTenant: fromPromise(({ input, signal }: { input: { host: string; tenantId: string | null }; signal: AbortSignal }) =>
          input.tenantId ? tenantInfoNoAuth(http, input.tenantId, signal) : tenantByDns(http, input.host, signal),
        ),
      },
    }),
    { systemId: 'tenant', input: { host, tenantIdFromQuery: env.tenantIdFromQuery ?? null } },
  )

  const loadProfile = async (signal?: AbortSignal): Promise<Profile> => {
    const user = await getUserInfo(http, config, signal)
    const [supplier, menu, buttons] = await Promise.all([
      user.supplierId ? supplierById(http, user.supplierId, signal) : Promise.resolve(null),
      menuRoutes(http, undefined, signal),
      menuButtons(http, signal),
    ])
    return { user, supplier, menu, permissions: permissionMap(buttons) }
  }

  const profile = createAppActor(
    profileMachine.provide({ actors: { loadProfile: fromPromise(({ signal }) => loadProfile(signal)) } }),
    { systemId: 'profile', input: { restored: storage.get<Profile>(KEYS.profile) } },
  )

  const gate = createAppActor(
    reviewGateMachine.provide({
      actors: {
        // Review status can change at any time on the back end, so every guarded entry asks afresh.
        loadSupplier: fromPromise(async ({ signal }) => {
          const user = profile.getSnapshot().context.profile?.user ?? (await getUserInfo(http, config, signal))
          if (!user.supplierId) return { reviewStatus: '3', auditRemark: null }
          const supplier = await supplierById(http, user.supplierId, signal)
          return { reviewStatus: supplier.reviewStatus, auditRemark: supplier.auditRemark ?? null }
        }),
      },
    }),
    { systemId: 'reviewGate' },
  )

  // Persistence: storage mirrors the actors, so a reload resumes where the user was.
  session.subscribe((s) => {
    const tokens = s.context.tokens
    if (tokens) {
      storage.set(KEYS.token, tokens)
      storage.set(KEYS.tenantId, tokens.tenantId)
    } else storage.remove(KEYS.token)
  })
  lock.subscribe((s) => (s.context.hash ? storage.set(KEYS.lock, s.context.hash) : storage.remove(KEYS.lock)))
  // The shell may still record a tab while it unmounts after sign-out; only a live session's tabs are kept.
  tabs.subscribe((s) => {
    if (session.getSnapshot().matches('signedIn')) storage.set(KEYS.tabs, s.context.tabs)
  })
  profile.subscribe((s) => {
    if (s.matches('ready') && s.context.profile) storage.set(KEYS.profile, s.context.profile)
  })

  // Sign-in and sign-out reset everything spec 000 §4 names: tabs, lock, user data, tenant.
  session.on('session.started', () => {
    tabs.send({ type: 'tabs.reset' })
    lock.send({ type: 'lock.clear' })
    storage.remove(KEYS.profile)
    profile.send({ type: 'profile.load' })
  })
  session.on('session.ended', () => {
    tabs.send({ type: 'tabs.reset' })
    lock.send({ type: 'lock.clear' })
    profile.send({ type: 'profile.clear' })
    // Last, because the resets above mirror themselves into storage as they happen.
    SESSION_KEYS.forEach((k) => storage.remove(k))
  })

  const actors = { session, lock, tabs, tenant, profile, gate }

  return {
    config,
    clock,
    storage,
    inspector,
    http,
    actors,
    createAppActor,
    /** The screen last shown; guards use it to tell where a visitor came from. */
    navigation: createNavigationRecord(),
    start() {
      Object.values(actors).forEach((a) => a.start())
      if (session.getSnapshot().matches('signedIn')) profile.send({ type: 'profile.load' })
      return this
    },
    stop() {
      Object.values(actors).forEach((a) => a.stop())
    },
  }
}
export type Portal = ReturnType<typeof createPortal>

function createNavigationRecord() {
  let last: string | null = null
  return {
    shown: (pathname: string) => {
      last = pathname
    },
    lastShown: () => last,
  }
}
