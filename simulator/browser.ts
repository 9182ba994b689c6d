import { http } from 'msw'
import { setupWorker } from 'msw/browser'
import { SIMULATOR_CLOCK_EVENT } from './clock-event'
import type { SimulatorControl } from './control'
import { createHandlers } from './handlers'
import { envelope, json } from './http'
import { createSimulator, type SimulatorOptions } from './state'
import { BROWSER_STORAGE_KEY, createLocalStorage } from './storage'
import { quietWorkerUpdates } from './worker-update'

declare global {
  interface Window {
    /** The simulator's control surface (simulator mode only). */
    __simulator?: SimulatorControl
  }
}

export interface StartSimulatorOptions extends SimulatorOptions {
  /** The worker script's URL (default `/mockServiceWorker.js`; prefix it when the app has a base path). */
  serviceWorkerUrl?: string
  /** localStorage key of the snapshot (default `portal-simulator:v1`). */
  storageKey?: string
  /** Silences msw's console lines for every handled request. */
  quiet?: boolean
  /** Where the portal reaches the certificate helper (runtime config): the simulated helper answers there. */
  caHelperUrl?: string
}

/**
 * Starts the simulator in the browser: loads the stored snapshot (or seeds), starts the service
 * worker, and installs `window.__simulator`. Resolves with that same control object once requests
 * are being intercepted, so call it before the first render.
 */
export async function startSimulator(options: StartSimulatorOptions = {}): Promise<SimulatorControl> {
  const { serviceWorkerUrl = '/mockServiceWorker.js', storageKey = BROWSER_STORAGE_KEY, quiet = true, caHelperUrl, ...simulatorOptions } = options
  const simulator = createSimulator({ storage: createLocalStorage(storageKey), ...simulatorOptions })
  const worker = setupWorker(
    ...createHandlers(simulator, caHelperUrl ? { caHelperUrl } : {}),
    // An API path the simulator does not know answers 404 as the gateway would, instead of
    // falling through to the dev server's index.html.
    http.all('*/api/*', ({ request }) => {
      console.warn(`[simulator] no handler for ${request.method} ${new URL(request.url).pathname}`)
      return json(envelope(404, null, '404 没找到请求'), 404)
    }),
  )
  quietWorkerUpdates()
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet,
  })
  window.__simulator = simulator.control
  announceClockChanges(() => simulator.clock.now())
  return simulator.control
}


/**
 * Screens keep their own reading of the server's time and tick it locally, which a simulated clock
 * that jumps, pauses or runs ×60 leaves behind. Once a second this compares the simulated time with
 * where a real clock would have it and, when they part by more than half a second, tells the page.
 */
function announceClockChanges(now: () => number) {
  let last = { simulated: now(), real: Date.now() }
  setInterval(() => {
    const next = { simulated: now(), real: Date.now() }
    if (Math.abs(next.simulated - last.simulated - (next.real - last.real)) > 500) window.dispatchEvent(new Event(SIMULATOR_CLOCK_EVENT))
    last = next
  }, 1000)
}
