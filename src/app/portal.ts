import type { Tokens } from '@/machines/auth/session.machine'
import { systemClock, type Clock } from '@/services/clock'
import type { RuntimeConfig } from '@/services/config'
import { createHttp } from '@/services/http'
import { createStorage } from '@/services/storage'
import { actorFactory } from './create-actor'
import { createInspector } from './inspector'
import { lockLogic } from './actors/auth/lock'
import { httpSession, sessionLogic } from './actors/auth/session'
import { tenantLogic } from './actors/tenant/tenant'
import type { Shell } from './shell'
import { KEYS, SESSION_KEYS } from './storage-keys'
import { storedSessionOwner } from './stored-session'

/**
 * The composition root: binds services to this deployment and starts the long-lived actors.
 * Routes and screens receive it through the router context.
 */
export function createPortal(config: RuntimeConfig, env: { clock?: Clock; host?: string; tenantIdFromQuery?: string | null } = {}) {
  const clock = env.clock ?? systemClock
  const storage = createStorage({ prefix: config.storagePrefix, now: clock.now })
  const inspector = createInspector({ now: clock.now })
  // Loaded when first needed, at a sign-in or sign-out: /login's first load has no room for it (decision 059).
  const sweepDrafts = (keep: (owner: string) => boolean) => void import('@/services/draft-sweep').then(({ sweepDrafts: sweep }) => sweep(config.storagePrefix, keep))
  const createAppActor = actorFactory({ inspector, clock })

  // The HTTP client asks the session for its token lazily, so the two can be built in either order.
  const sessionRef: { current: ReturnType<typeof startSession> | null } = { current: null }
  const http = createHttp(config, clock, httpSession(() => sessionRef.current, () => storage.get<string>(KEYS.tenantId)))

  function startSession() {
    return createAppActor(sessionLogic({ http, config, clock }), {
      systemId: 'session',
      input: { restored: storage.get<Tokens>(KEYS.token), tokenTimeSeconds: config.tokenTime },
    })
  }
  const session = startSession()
  sessionRef.current = session

  const lock = createAppActor(lockLogic(), { systemId: 'lock', input: { restoredHash: storage.get<string>(KEYS.lock) } })

  const host = env.host ?? globalThis.location?.hostname ?? 'localhost'
  const tenant = createAppActor(tenantLogic({ http }), { systemId: 'tenant', input: { host, tenantIdFromQuery: env.tenantIdFromQuery ?? null } })

  // The signed-in frame's actors load with their code the first time a session needs them, so the
  // sign-in page does not carry them (decision 008).
  let shell: Shell | null = null
  let shellLoading: Promise<Shell> | null = null
  const loadShell = (): Promise<Shell> =>
    (shellLoading ??= import('./shell').then(
      ({ createShell }) => {
        shell = createShell({ http, config, storage, session, createAppActor, storedSession: () => stored.whose() })
        shell.start()
        return shell
      },
      (error: unknown) => {
        // A chunk that failed to arrive (network down) is asked for again on the next entry.
        shellLoading = null
        throw error
      },
    ))
  // Loading ahead of need: a failure here is met again, and shown, when the shell route asks.
  const preloadShell = () => void loadShell().catch(() => {})

  // Persistence: storage mirrors the actors, so a reload resumes where the user was. Storage is
  // shared by the browser's tabs: a tab still holding an earlier session that ends must not wipe
  // what a later sign-in in another tab stored, so it clears only a session that is its own.
  const stored = storedSessionOwner(storage)
  session.subscribe((s) => {
    const tokens = s.context.tokens
    if (tokens) {
      // Written when they change, not on every step of the session: a write of the same tokens
      // would take the storage back from a session another tab started since.
      if (stored.isWritten(tokens)) return
      stored.wrote(tokens)
      storage.set(KEYS.token, tokens)
      storage.set(KEYS.tenantId, tokens.tenantId)
    } else if (stored.whose() === 'own') storage.remove(KEYS.token)
  })
  lock.subscribe((s) => (s.context.hash ? storage.set(KEYS.lock, s.context.hash) : storage.remove(KEYS.lock)))

  // Sign-in and sign-out reset everything spec 000 §4 names: tabs, lock, user data, tenant.
  session.on('session.started', () => {
    lock.send({ type: 'lock.clear' })
    // Drafts are each user's: another account signing in in this tab does not inherit them.
    const user = session.getSnapshot().context.tokens?.userId ?? ''
    sweepDrafts((owner) => owner === user)
    storage.remove(KEYS.profile)
    storage.remove(KEYS.tabs)
    // A shell from an earlier session starts over; otherwise its code starts loading now, while the
    // sign-in page moves on, and the new shell loads the profile itself.
    if (shell) shell.sessionStarted()
    else preloadShell()
  })
  session.on('session.ended', ({ reason }) => {
    lock.send({ type: 'lock.clear' })
    // Signing out leaves nothing typed behind; a session the server ended keeps them for the same
    // user signing in again (decision 059).
    if (reason === 'signedOut') sweepDrafts(() => false)
    shell?.sessionEnded()
    // Last, because the resets above mirror themselves into storage as they happen.
    if (stored.whose() !== 'other') SESSION_KEYS.forEach((k) => storage.remove(k))
  })

  const actors = { session, lock, tenant }
  const navigation = createNavigationRecord()

  return {
    config,
    clock,
    storage,
    inspector,
    http,
    actors,
    createAppActor,
    /** The screen last shown; guards use it to tell where a visitor came from. */
    navigation,
    /**
     * The router resolved a screen (after every guard and redirect): remember it, and give a screen
     * of the signed-in frame its tab. Told by the router (src/router.tsx), not by screens.
     */
    pageShown(pathname: string, inShell: boolean) {
      navigation.shown(pathname)
      if (inShell) shell?.pageShown(pathname)
    },
    /** The signed-in frame's actors, loaded on first use; `_auth/_shell` awaits it before it renders. */
    shell: loadShell,
    /** The shell if it has loaded, else null; for inspection and tests. Screens get it from the route context (`useShell`). */
    loadedShell: (): Shell | null => shell,
    start() {
      Object.values(actors).forEach((a) => a.start())
      if (session.getSnapshot().matches('signedIn')) preloadShell()
      return this
    },
    stop() {
      Object.values(actors).forEach((a) => a.stop())
      shell?.stop()
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
