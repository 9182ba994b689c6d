/** Setup file of the `browser` project: the run's shared Chromium (browser-server.ts) for this test file. */
import { inject } from 'vitest'
import { SHARED_BROWSER_ENV } from './chromium'

process.env[SHARED_BROWSER_ENV] = inject('chromiumWsEndpoint')
