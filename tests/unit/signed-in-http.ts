import { fetchCaptcha, signIn } from '@/services/blade-auth'
import { systemClock } from '@/services/clock'
import { defaultConfig } from '@/services/config'
import { createHttp } from '@/services/http'

/**
 * The portal's HTTP client signed in to the simulator (msw's node server must be listening) as a
 * seeded account of the platform tenant, through the real captcha and token calls.
 */
export async function signedInHttp(username = 'supplier', password = 'Passw0rd!') {
  let token: string | null = null
  const http = createHttp(defaultConfig, systemClock, {
    accessToken: () => token,
    tenantId: () => '000000',
    settled: async () => {},
    refresh: async () => false,
    rejected: () => {},
  })
  const captcha = await fetchCaptcha(http)
  token = (await signIn(http, { tenantId: '000000', username, password, imgCode: captcha.code!, imgCodeKey: captcha.key })).access_token
  return http
}
