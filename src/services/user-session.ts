import * as v from 'valibot'
import type { RuntimeConfig } from './config'
import type { Http } from './http'

/**
 * `{base}/user/...`: Saber hangs these off the site base, not a service prefix. Apart from the
 * user's schema (services/user.ts): signing out is on /login's first load, the user's shape is not.
 */
export const userPaths = (config: RuntimeConfig) => ({
  info: `${config.userBase}/user/getUserInfo`,
  logout: `${config.userBase}/user/logout`,
})

export function logout(http: Http, config: RuntimeConfig, signal?: AbortSignal) {
  return http.request(userPaths(config).logout, v.unknown(), { signal })
}
