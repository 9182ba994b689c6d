import '@mantine/core/styles.css'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { activateLocale, isLocale, reportMissingMessages } from './app/i18n'
import { createPortal } from './app/portal'
import { KEYS } from './app/storage-keys'
import { loadRouteTree, servedAtStart } from './route-tree'
import { createPortalRouter } from './router'
import { loadRuntimeConfig } from './services/config'
import { createStorage } from './services/storage'

async function start() {
  // Any address but sign-in needs the full route tree: fetch it beside the config, not after it.
  const routes = servedAtStart(location.pathname) ? null : loadRouteTree().catch(() => {})
  const config = await loadRuntimeConfig()

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

  const stored = createStorage({ prefix: config.storagePrefix }).get<string>(KEYS.language)
  await activateLocale(isLocale(stored) ? stored : 'zh')
  reportMissingMessages()

  const tenantIdFromQuery = new URLSearchParams(location.search).get('auth')
  const portal = createPortal(config, { tenantIdFromQuery }).start()
  // With the tree in place the router matches the address at once; if it failed, the router asks again.
  await routes

  // Sign-in needs nothing from the network to match, so the router settles before React's first
  // render, which then shows the form in one pass instead of two (decision 011). Any other address
  // may wait on the network in its guards: there the router shows its pending screens as usual.
  const router = createPortalRouter(portal)
  if (servedAtStart(location.pathname)) await router.load().catch(() => {})

  createRoot(document.getElementById('root')!).render(<App portal={portal} simulator={simulator} router={router} />)
  ;(window as unknown as { __portal: unknown }).__portal = portal
}

// Shown when start-up itself fails, before any catalog can load: hence both languages, outside Lingui.
start().catch((error: unknown) => {
  const root = document.getElementById('root')
  if (root) root.textContent = `门户启动失败 / The portal failed to start: ${error instanceof Error ? error.message : String(error)}`
  console.error(error)
})
