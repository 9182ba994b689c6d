import { fromPromise, type Actor } from 'xstate'
import { reviewGateMachine } from '@/machines/auth/reviewGate.machine'
import type { sessionMachine } from '@/machines/auth/session.machine'
import { profileMachine, type Profile } from '@/machines/shell/profile.machine'
import { tabsMachine, type Tab } from '@/machines/shell/tabs.machine'
import { menuButtons, menuRoutes, permissionMap } from '@/services/blade-system'
import { supplierById } from '@/services/bid-crm'
import type { RuntimeConfig } from '@/services/config'
import type { Http } from '@/services/http'
import type { PortalStorage } from '@/services/storage'
import { getUserInfo } from '@/services/user'
import type { actorFactory } from './create-actor'
import { KEYS } from './storage-keys'

export const HOME_TAB: Tab = { label: '首页', value: '/home/homePage' }

export interface ShellDeps {
  http: Http
  config: RuntimeConfig
  storage: PortalStorage
  session: Actor<typeof sessionMachine>
  createAppActor: ReturnType<typeof actorFactory>
}

/**
 * The signed-in frame's actors: the supplier's profile and menu, the open tabs, and the review
 * gate. The portal creates them the first time a session needs them (src/app/portal.ts), so the
 * sign-in page does not carry their code.
 */
export function createShell({ http, config, storage, session, createAppActor }: ShellDeps) {
  const tabs = createAppActor(tabsMachine, { systemId: 'tabs', input: { home: HOME_TAB, restored: storage.get<Tab[]>(KEYS.tabs) } })

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

  // The shell may still record a tab while it unmounts after sign-out; only a live session's tabs are kept.
  tabs.subscribe((s) => {
    if (session.getSnapshot().matches('signedIn')) storage.set(KEYS.tabs, s.context.tabs)
  })
  profile.subscribe((s) => {
    if (s.matches('ready') && s.context.profile) storage.set(KEYS.profile, s.context.profile)
  })

  const actors = { tabs, profile, gate }
  return {
    actors,
    start() {
      Object.values(actors).forEach((a) => a.start())
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
    },
    stop() {
      Object.values(actors).forEach((a) => a.stop())
    },
  }
}
export type Shell = ReturnType<typeof createShell>
export type ShellActors = Shell['actors']
