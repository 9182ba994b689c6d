import * as v from 'valibot'
import { defaultConfig, runtimeConfigSchema, type RuntimeConfig } from './schemas/runtime-config'

export { defaultConfig, runtimeConfigSchema, type RuntimeConfig } from './schemas/runtime-config'

const defaultUrl = `${import.meta.env.BASE_URL}config.json`

/**
 * index.html asks for config.json before the app's code has arrived (decision 011), so start-up
 * does not wait for one more round trip after it; null there means that request failed. Taken
 * once: a response body can be read only once.
 */
function earlyRequest(url: string): Promise<Response | null> | undefined {
  const holder = globalThis as { __portalConfig?: Promise<Response | null> }
  if (url !== defaultUrl) return undefined
  const early = holder.__portalConfig
  delete holder.__portalConfig
  return early
}

export async function loadRuntimeConfig(url = defaultUrl): Promise<RuntimeConfig> {
  let raw: unknown
  try {
    // no-store: an operator's edit must take effect on the next load, whatever the server's caching.
    const response = await (earlyRequest(url) ?? fetch(url, { cache: 'no-store' }))
    if (!response?.ok) return defaultConfig
    raw = await response.json()
  } catch {
    return defaultConfig
  }
  const parsed = v.safeParse(runtimeConfigSchema, raw)
  // A broken config must be loud: silently falling back could point a real deployment at the simulator.
  if (!parsed.success) throw new Error(`config.json is invalid: ${v.summarize(parsed.issues)}`)
  return parsed.output
}
