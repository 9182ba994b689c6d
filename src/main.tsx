import '@mantine/core/styles.css'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { activateLocale, isLocale, reportMissingMessages } from './app/i18n'
import { createPortal } from './app/portal'
import { KEYS } from './app/storage-keys'
import { loadRuntimeConfig } from './services/config'
import { createStorage } from './services/storage'

async function start() {
  const config = await loadRuntimeConfig()

  // The only way into the simulator: a build pointed at a real back end never loads this chunk.
  let simulator: import('./app/simulator-control').SimulatorHandle | undefined
  if (config.mode === 'simulator') {
    const { startSimulator } = await import('../simulator/browser')
    simulator = await startSimulator({ latencyMs: config.simulatorLatencyMs, clientId: config.clientId, clientSecret: config.clientSecret })
  }

  const stored = createStorage({ prefix: config.storagePrefix }).get<string>(KEYS.language)
  await activateLocale(isLocale(stored) ? stored : 'zh')
  reportMissingMessages()

  const tenantIdFromQuery = new URLSearchParams(location.search).get('auth')
  const portal = createPortal(config, { tenantIdFromQuery }).start()

  createRoot(document.getElementById('root')!).render(<App portal={portal} simulator={simulator} />)
  ;(window as unknown as { __portal: unknown }).__portal = portal
}

// Shown when start-up itself fails, before any catalog can load: hence both languages, outside Lingui.
start().catch((error: unknown) => {
  const root = document.getElementById('root')
  if (root) root.textContent = `门户启动失败 / The portal failed to start: ${error instanceof Error ? error.message : String(error)}`
  console.error(error)
})
