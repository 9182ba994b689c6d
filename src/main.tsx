import '@mantine/core/styles.css'
import { createRoot } from 'react-dom/client'
import { activateLocale, isLocale, reportMissingMessages } from './app/i18n'
import { createPortal } from './app/portal'
import { KEYS } from './app/storage-keys'
import { STILL_HERE_MS } from './app/still-here'
import { applyRuntimePolicy } from './app/runtime-policy'
import { loadRuntimeConfig } from './services/config'
import { createStorage } from './services/storage'
import { serverZone } from './time/server-zone'
import { AFTER_SIGN_IN } from './routes/-components/sign-in/sign-in-search'

/**
 * Three ways to start. A visitor's `/` shows the public home without the router, the app's screens or
 * the sign-in form (src/start-home.tsx, decision 047); a first load of /login shows the sign-in page
 * without the router (src/start-login.tsx, decision 066); every other address, and both of those for
 * a signed-in supplier, starts the app with its router (src/start-app.tsx). This module holds what
 * all need: the config, the simulator, the language and the portal.
 */
const HOME = '/'
const LOGIN = '/login'

let app: Promise<typeof import('./start-app')> | null = null
/** The app's chunk, and through it the route tree unless the address is sign-in. */
const importApp = () =>
  (app ??= import('./start-app').then(
    (module) => {
      module.prefetchRoutes(location.pathname)
      return module
    },
    (error: unknown) => {
      app = null
      throw error
    },
  ))

async function start() {
  // Beside config.json, not after it.
  const toApp = location.pathname !== HOME && location.pathname !== LOGIN
  if (toApp) void importApp()
  const config = await loadRuntimeConfig()
  // Before the simulator, the API or the helper is asked for anything (decision 060).
  applyRuntimePolicy(config)
  serverZone.name = config.serverTimeZone

  // The only way into the simulator: a build pointed at a real back end never loads this chunk.
  let simulator: import('./app/simulator-control').SimulatorHandle | undefined
  if (config.mode === 'simulator') {
    const { startSimulator } = await import('../simulator/browser')
    simulator = await startSimulator({
      latencyMs: config.simulatorLatencyMs,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      caHelperUrl: config.caHelperUrl,
    })
  }

  const tenantIdFromQuery = new URLSearchParams(location.search).get('auth')
  const portal = createPortal(config, { tenantIdFromQuery }).start()
  // Browser tests reach the portal here, in simulator mode only: against a real back end no script
  // on the page finds its session and HTTP client this way (decision 057).
  if (config.mode === 'simulator') {
    Object.assign(window, { __portal: portal })
    // The simulator's worker lets go of a page at `beforeunload`, so calls made after it wait for
    // the page to go; one still here after a moment (an unload that did not happen) sends them.
    addEventListener('beforeunload', () => setTimeout(portal.http.holdCalls(), STILL_HERE_MS))
  }
  // A stored session is restored as the portal starts: a signed-in supplier's `/` is the app's.
  const visitor = !portal.actors.session.getSnapshot().matches('signedIn')
  const visitorHome = visitor && location.pathname === HOME
  const visitorSignIn = visitor && location.pathname === LOGIN

  const stored = createStorage({ prefix: config.storagePrefix }).get<string>(KEYS.language)
  const [home, signIn] = await Promise.all([
    visitorHome ? import('./start-home') : null,
    visitorSignIn ? import('./start-login') : null,
    activateLocale(isLocale(stored) ? stored : 'zh', { home: visitorHome }),
  ])
  reportMissingMessages()

  const root = createRoot(document.getElementById('root')!)
  const startApp = async () => (await importApp()).startApp({ portal, simulator, root })
  if (home) home.showVisitorHome({ portal, simulator, root, loadApp: importApp, startApp })
  else if (signIn) {
    // Signing in leads into the app: its code and the route tree are fetched at the first intent.
    const loadApp = () => importApp().then((module) => module.prefetchRoutes(AFTER_SIGN_IN))
    signIn.showSignIn({ portal, simulator, root, loadApp, startApp })
  } else await startApp()
}

// Shown when start-up itself fails, before any catalog can load: hence both languages, outside Lingui.
start().catch((error: unknown) => {
  const root = document.getElementById('root')
  if (root) root.textContent = `门户启动失败 / The portal failed to start: ${error instanceof Error ? error.message : String(error)}`
  console.error(error)
})
