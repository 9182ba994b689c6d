import * as v from 'valibot'
import { finiteNumber, plainObject } from './primitives'

/**
 * Read at run time from `config.json` beside index.html, so one build can be deployed against
 * any back end: operators edit the file, not the bundle.
 */
export const runtimeConfigSchema = plainObject({
  mode: v.optional(v.picklist(['simulator', 'backend']), 'simulator'),
  /** Origin (and optional path) of the API; '' means the page's own origin. */
  apiBase: v.optional(v.string(), ''),
  /** The site base that `{base}/user/...` calls hang off (Saber's `baseUrl`). */
  userBase: v.optional(v.string(), ''),
  clientId: v.optional(v.string(), 'saber'),
  clientSecret: v.optional(v.string(), 'saber_secret'),
  /** Seconds after issue at which the access token is refreshed (Saber's token time). */
  tokenTime: v.optional(v.pipe(finiteNumber(), v.gtValue(0)), 3000),
  storagePrefix: v.optional(v.string(), 'saber'),
  requestTimeoutMs: v.optional(v.pipe(finiteNumber(), v.gtValue(0)), 30_000),
  simulatorLatencyMs: v.optional(v.pipe(finiteNumber(), v.minValue(0)), 0),
  /** The local certificate signing helper's address on the supplier's machine (decision 024). */
  caHelperUrl: v.optional(v.string(), 'http://127.0.0.1:18089'),
  /** The server's IANA time zone, every moment's zone on screen and in requests; absent, Asia/Shanghai (decision 048). */
  serverTimeZone: v.optional(v.string()),
  /** Areas turned off, `{ "credit": false }`; every area is on unless set false (decision 049, src/app/features.ts). */
  features: v.optional(v.record(v.string(), v.boolean())),
  /** Origins (`https://host[:port]`) whose pages /myiframe frames (decisions 055, 060); an entry that is no origin matches nothing. */
  embedOrigins: v.optional(v.array(v.string()), []),
  /** Origins server HTML may load pictures from besides the portal's and the API's (decision 056); an entry that is no origin matches nothing. */
  imageOrigins: v.optional(v.array(v.string()), []),
})
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>

export const defaultConfig: RuntimeConfig = v.parse(runtimeConfigSchema, {})
