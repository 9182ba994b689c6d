import { msg } from '@lingui/core/macro'
import { fromPromise, type Actor } from 'xstate'
import { reviewGateMachine } from '@/machines/auth/reviewGate.machine'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { loadReview } from '@/services/account'
import type { RuntimeConfig } from '@/services/config'
import type { Http } from '@/services/http'
import { notify } from '@/app/notify'

export type ReviewGateActor = Actor<ReturnType<typeof reviewGateLogic>>

/** The review-status gate of the bidding screens (spec 000 §4): asks the back end on every entry. */
export function reviewGateLogic({ http, config, profile }: { http: Http; config: RuntimeConfig; profile: Actor<typeof profileMachine> }) {
  return reviewGateMachine.provide({
    actors: {
      loadReview: fromPromise(({ signal }) => loadReview(http, config, profile.getSnapshot().context.profile?.user ?? null, signal)),
    },
  })
}

/** What the gate announces, said to the supplier as toasts; the rejection dialog is the shell's. */
export function toastGateNotices(gate: ReviewGateActor) {
  const subscriptions = [
    gate.on('gate.underReview', () => notify(msg`审核中`, 'warning')),
    gate.on('gate.cancelled', () => notify(msg`已取消`, 'info')),
    gate.on('gate.failed', ({ error }) => notify(error, 'error')),
  ]
  return () => subscriptions.forEach((s) => s.unsubscribe())
}
