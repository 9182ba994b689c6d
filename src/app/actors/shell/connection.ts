import { fromPromise, type ActorRefFrom } from 'xstate'
import { connectionMachine } from '@/machines/shell/connection.machine'
import type { Http } from '@/services/http'
import { probeServer } from '@/services/probe'

/** The portal's one connection state (decision 058): its probe is the back end's lightest call. */
export function connectionLogic({ http }: { http: Http }) {
  return connectionMachine.provide({
    actors: { probe: fromPromise(({ signal }) => probeServer(http, signal)) },
  })
}

export type ConnectionActor = ActorRefFrom<typeof connectionMachine>

/**
 * Feeds the connection state from what the HTTP client hears of the back end and from the
 * browser's online and offline events, until the returned function is called.
 */
export function feedConnection(connection: ConnectionActor, http: Http, browser: Window | null): () => void {
  const unwatch = http.watchReach((reach) => {
    // Every call answers: only an answer that ends an outage is news (and worth a line in the inspector).
    if (reach === 'answered' && connection.getSnapshot().matches('online')) return
    connection.send({ type: reach === 'answered' ? 'request.answered' : 'request.unreachable' })
  })
  if (!browser) return unwatch
  const online = () => connection.send({ type: 'browser.online' })
  const offline = () => connection.send({ type: 'browser.offline' })
  browser.addEventListener('online', online)
  browser.addEventListener('offline', offline)
  // A browser that knows it has no network says so at once; one that says it has may still be wrong.
  if (browser.navigator.onLine === false) offline()
  return () => {
    unwatch()
    browser.removeEventListener('online', online)
    browser.removeEventListener('offline', offline)
  }
}
