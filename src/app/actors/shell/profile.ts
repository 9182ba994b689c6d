import { fromPromise } from 'xstate'
import { profileMachine } from '@/machines/shell/profile.machine'
import { loadProfile } from '@/services/account'
import type { RuntimeConfig } from '@/services/config'
import type { Http } from '@/services/http'

/** The signed-in supplier's profile: user, supplier, menu and permissions. */
export function profileLogic({ http, config }: { http: Http; config: RuntimeConfig }) {
  return profileMachine.provide({
    actors: { loadProfile: fromPromise(({ signal }) => loadProfile(http, config, signal)) },
  })
}
