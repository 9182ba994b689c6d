import * as z from 'zod/mini'

/**
 * Read at run time from `config.json` beside index.html, so one build can be deployed against
 * any back end: operators edit the file, not the bundle.
 */
export const runtimeConfigSchema = z.object({
  mode: z._default(z.enum(['simulator', 'backend']), 'simulator'),
  /** Origin (and optional path) of the API; '' means the page's own origin. */
  apiBase: z._default(z.string(), ''),
  /** The site base that `{base}/user/...` calls hang off (Saber's `baseUrl`). */
  userBase: z._default(z.string(), ''),
  clientId: z._default(z.string(), 'saber'),
  clientSecret: z._default(z.string(), 'saber_secret'),
  /** Seconds after issue at which the access token is refreshed (Saber's token time). */
  tokenTime: z._default(z.number().check(z.positive()), 3000),
  storagePrefix: z._default(z.string(), 'saber'),
  requestTimeoutMs: z._default(z.number().check(z.positive()), 30_000),
  simulatorLatencyMs: z._default(z.number().check(z.gte(0)), 0),
})
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

export const defaultConfig: RuntimeConfig = runtimeConfigSchema.parse({})

export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  let raw: unknown
  try {
    const response = await fetch(url, { cache: 'no-store' })
    if (!response.ok) return defaultConfig
    raw = await response.json()
  } catch {
    return defaultConfig
  }
  const parsed = runtimeConfigSchema.safeParse(raw)
  // A broken config must be loud: silently falling back could point a real deployment at the simulator.
  if (!parsed.success) throw new Error(`config.json is invalid: ${parsed.error.message}`)
  return parsed.data
}
