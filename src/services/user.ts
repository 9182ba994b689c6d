import * as v from 'valibot'
import type { RuntimeConfig } from './config'
import type { Http } from './http'
import { userInfoSchema } from './schemas/user'

/** `{base}/user/...`: Saber hangs these off the site base, not a service prefix. */
export const userPaths = (config: RuntimeConfig) => ({
  info: `${config.userBase}/user/getUserInfo`,
  logout: `${config.userBase}/user/logout`,
})

export function getUserInfo(http: Http, config: RuntimeConfig, signal?: AbortSignal) {
  return http.request(userPaths(config).info, userInfoSchema, { signal })
}

export function logout(http: Http, config: RuntimeConfig, signal?: AbortSignal) {
  return http.request(userPaths(config).logout, v.unknown(), { signal })
}
