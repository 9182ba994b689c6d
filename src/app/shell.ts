import type { Actor } from 'xstate'
import type { sessionMachine } from '@/machines/auth/session.machine'
import { tabsMachine, type Tab } from '@/machines/shell/tabs.machine'
import type { Profile } from '@/services/account'
import type { RuntimeConfig } from '@/services/config'
import type { Http } from '@/services/http'
import type { PortalStorage } from '@/services/storage'
import { connectionLogic, feedConnection } from './actors/shell/connection'
import { profileLogic } from './actors/shell/profile'
import { reviewGateLogic, toastGateNotices } from './actors/shell/review-gate'
import { followProfile, unreadLogic } from './actors/messages/unread'
import type { actorFactory } from './create-actor'
import { collectErrors } from './error-collector'
import { createErrorLog } from './error-log'
import { findMenuName } from './menu'
import { KEYS } from './storage-keys'
import type { StoredSession } from './stored-session'

export const HOME_TAB: Tab = { label: '首页', value: '/home/homePage' }

export interface ShellDeps {
  http: Http
  config: RuntimeConfig
  storage: PortalStorage
  session: Actor<typeof sessionMachine>
  createAppActor: ReturnType<typeof actorFactory>
  /** Whose session the shared storage holds (src/app/stored-session.ts). */
  storedSession: () => StoredSession
}

/**
 * The signed-in frame's actors: the supplier's profile and menu, the open tabs, the review gate,
 * the unread badge and the connection to the back end. The portal creates them the first time a session needs them
 * (src/app/portal.ts), so the sign-in page does not carry their code. Their services are bound in
 * src/app/actors; here they are started and told about each other.
 */
export function createShell({ http, config, storage, session, createAppActor, storedSession }: ShellDeps) {
  const tabs = createAppActor(tabsMachine, { systemId: 'tabs', input: { home: HOME_TAB, restored: storage.get<Tab[]>(KEYS.tabs) } })
  const profile = createAppActor(profileLogic({ http, config }), { systemId: 'profile', input: { restored: storage.get<Profile>(KEYS.profile) } })
  const gate = createAppActor(reviewGateLogic({ http, config, profile }), { systemId: 'reviewGate' })
  const unread = createAppActor(unreadLogic({ http }), { systemId: 'unread' })
  const connection = createAppActor(connectionLogic({ http }), { systemId: 'connection' })

  // The local error log outlives sessions (what went wrong before a sign-out is still worth sending).
  const errorLog = createErrorLog({ storage })
  const unlink = [toastGateNotices(gate), followProfile(unread, profile)]
  let stopCollecting: (() => void) | null = null
  let stopFeeding: (() => void) | null = null

  // Only the stored session's own tabs are kept. The shell may still record a tab while it
  // unmounts after sign-out; and another browser tab left open by the user before keeps its
  // session in memory after a sign-out here: its tabs must not be what the next user finds.
  const ownsStorage = () => session.getSnapshot().matches('signedIn') && storedSession() === 'own'
  tabs.subscribe((s) => {
    if (ownsStorage()) storage.set(KEYS.tabs, s.context.tabs)
  })
  profile.subscribe((s) => {
    if (s.matches('ready') && s.context.profile) storage.set(KEYS.profile, s.context.profile)
  })

  const actors = { tabs, profile, gate, unread, connection }
  return {
    actors,
    errorLog,
    start() {
      stopCollecting ??= typeof window === 'undefined' ? null : collectErrors(errorLog, http)
      Object.values(actors).forEach((a) => a.start())
      stopFeeding ??= feedConnection(connection, http, typeof window === 'undefined' ? null : window)
      if (session.getSnapshot().matches('signedIn')) profile.send({ type: 'profile.load' })
    },
    /** A new session: only the home tab, and this supplier's profile. */
    sessionStarted() {
      tabs.send({ type: 'tabs.reset' })
      profile.send({ type: 'profile.load' })
    },
    sessionEnded() {
      tabs.send({ type: 'tabs.reset' })
      profile.send({ type: 'profile.clear' })
      unread.send({ type: 'unread.reset' })
    },
    /**
     * A screen of the frame is on display (the router has resolved it, after every guard): it gets
     * a tab, labelled by the server's menu where the portal has no title of its own.
     */
    pageShown(pathname: string) {
      const menu = profile.getSnapshot().context.profile?.menu ?? []
      tabs.send({ type: 'tabs.open', tab: { label: findMenuName(menu, pathname) ?? '', value: pathname } })
    },
    stop() {
      stopCollecting?.()
      stopCollecting = null
      stopFeeding?.()
      stopFeeding = null
      unlink.forEach((u) => u())
      Object.values(actors).forEach((a) => a.stop())
    },
  }
}
export type Shell = ReturnType<typeof createShell>
export type ShellActors = Shell['actors']
