import { isApiError } from '@/services/error-catalogue'
import type { ErrorLog, ErrorLogInput } from './error-log'
import type { Http } from '@/services/http'
import { watchFailures, type HttpFailure } from './http-failures'
import { STILL_HERE_MS } from './still-here'

export { STILL_HERE_MS } from './still-here'

/** What the signed-in frame's error boundary raises for a render error it caught (src/routes/-components/ScreenErrorBoundary.tsx). */
export const RENDER_ERROR_EVENT = 'render-error'


const here = () => globalThis.location?.href ?? ''

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' }
  if (typeof error === 'string') return { message: error, stack: '' }
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' }
  } catch {
    return { message: String(error), stack: '' }
  }
}

/** A failed call as a log entry: method, address, status or code, and the server's or the client's message. */
export function requestEntry({ method, path, status, error, unreadable }: HttpFailure): ErrorLogInput | null {
  if (unreadable?.length) {
    const rows = unreadable.map((row) => `#${row.index + 1} ${row.issue}`).join('\n')
    return { type: 'request', url: path, message: `${unreadable.length} row(s) could not be read`, stack: rows, info: `${method} unreadable` }
  }
  if (isApiError(error)) {
    // A call the page itself gave up (it left the screen) is not a fault.
    if (error.kind === 'aborted') return null
    const code = error.code === undefined ? '' : ` code=${error.code}`
    return { type: 'request', url: path, message: error.serverMessage ?? error.message, stack: '', info: `${method} ${error.kind}${code}` }
  }
  if (error !== undefined) return { type: 'request', url: path, ...describe(error), info: method }
  return { type: 'request', url: path, message: `HTTP ${status}`, stack: '', info: `${method} status=${status}` }
}

/**
 * Records into `log` what goes wrong on the page (spec 000 §8): uncaught errors and rejections, the
 * render errors the signed-in frame's error boundary catches, and failed calls of the portal's HTTP client.
 * Returns the function that stops it.
 */
export function collectErrors(log: ErrorLog, http: Http, target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const { message, stack } = event.error === undefined || event.error === null ? { message: event.message, stack: '' } : describe(event.error)
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : ''
    log.record({ type: 'error', message: message || event.message, stack, info: where, url: here() })
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    // A failed call is recorded as a request already, with more to say.
    if (isApiError(event.reason)) return
    log.record({ type: 'unhandledrejection', ...describe(event.reason), info: '', url: here() })
  }
  const onRender = (event: Event) => {
    log.record({ type: 'render', ...describe((event as ErrorEvent).error), info: '', url: here() })
  }

  // A reload or a link away cuts the calls in flight short: the browser's doing, not a fault.
  // `pagehide` can come after the cut (the simulator's worker answers the calls of a page that is
  // going with a network error first), so leaving starts at `beforeunload`; a page still here a
  // moment later (the address turned out to be a download) counts its failures again.
  let leaving = false
  let stillHere: ReturnType<typeof setTimeout> | undefined
  const onLeave = () => {
    leaving = true
  }
  const onMayLeave = () => {
    leaving = true
    clearTimeout(stillHere)
    stillHere = setTimeout(onStay, STILL_HERE_MS)
  }
  const onStay = () => {
    clearTimeout(stillHere)
    leaving = false
  }

  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  target.addEventListener(RENDER_ERROR_EVENT, onRender)
  target.addEventListener('beforeunload', onMayLeave)
  target.addEventListener('pagehide', onLeave)
  target.addEventListener('pageshow', onStay)
  const unwatch = watchFailures(http, (failure) => {
    const entry = leaving ? null : requestEntry(failure)
    if (entry) log.record(entry)
  })
  return () => {
    unwatch()
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
    target.removeEventListener(RENDER_ERROR_EVENT, onRender)
    target.removeEventListener('beforeunload', onMayLeave)
    target.removeEventListener('pagehide', onLeave)
    target.removeEventListener('pageshow', onStay)
    clearTimeout(stillHere)
  }
}
