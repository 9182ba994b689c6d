/*
 * The portal's own HTTP client (src/services/http.ts, the upload the bid-upload flow calls) on a
 * page of its own, for the bench's upload to a back end over a throttled network. The built portal
 * hands its client to scripts in simulator mode only (decision 057), and in simulator mode the
 * service worker answers the upload, not the network; this page reaches a real server with the same
 * code. The server's address comes in the query (`?api=http://127.0.0.1:…`).
 */
import { systemClock } from '@/services/clock'
import { createHttp } from '@/services/http'
import { defaultConfig } from '@/services/schemas/runtime-config'

const apiBase = new URLSearchParams(location.search).get('api') ?? ''
const config = { ...defaultConfig, mode: 'backend' as const, apiBase }
const http = createHttp(config, systemClock, {
  accessToken: () => null,
  tenantId: () => null,
  settled: async () => {},
  refresh: async () => false,
  rejected: () => {},
})
Object.assign(window, { __portal: { http, config }, __portalReady: true })
