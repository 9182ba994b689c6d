import { z } from 'zod'

/**
 * Read at run time from `config.json` beside index.html, so one build can be deployed against
 * any back end: operators edit the file, not the bundle.
 */
export const runtimeConfigSchema = z.object({
  mode: z.enum(['simulator', 'backend']).default('simulator'),
  /** Origin (and optional path) of the API; '' means the page's own origin. */
  apiBase: z.string().default(''),
  /** The site base that `{base}/user/...` calls hang off (Saber's `baseUrl`). */
  userBase: z.string().default(''),
  clientId: z.string().default('saber'),
  clientSecret: z.string().default('saber_secret'),
  /** Seconds after issue at which the access token is refreshed (Saber's token time). */
  tokenTime: z.number().positive().default(3000),
  storagePrefix: z.string().default('saber'),
  requestTimeoutMs: z.number().positive().default(30_000),
  simulatorLatencyMs: z.number().min(0).default(0),
})
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

export const defaultConfig: RuntimeConfig = runtimeConfigSchema.parse({})

export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' })
    if (!response.ok) return defaultConfig
    return runtimeConfigSchema.parse(await response.json())
  } catch (error) {
    // A broken config must be loud: silently falling back could point a real deployment at the simulator.
    if (error instanceof z.ZodError) throw new Error(`config.json is invalid: ${error.message}`)
    return defaultConfig
  }
}
