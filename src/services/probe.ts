import type { Http } from './http'

/** The back end's clock (entry/check/getTime): the lightest call it answers without a session. */
const PROBE_PATH = '/api/bid-project/entry/check/getTime'
/** A probe is asked again soon anyway: it need not wait as long as a screen's call. */
const PROBE_TIMEOUT_MS = 10_000

/**
 * Resolves once the back end answers anything, whatever the status or code: it can be reached.
 * Rejects with the HTTP client's failure when it cannot (decision 058).
 */
export async function probeServer(http: Http, signal?: AbortSignal): Promise<void> {
  await http.send(PROBE_PATH, { authenticated: false, signal, timeoutMs: PROBE_TIMEOUT_MS })
}
