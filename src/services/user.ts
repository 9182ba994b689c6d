import * as v from 'valibot'
import type { RuntimeConfig } from './config'
import type { Http } from './http'
import { userInfoSchema, type UserInfo } from './schemas/user'

/** `{base}/user/...`: Saber hangs these off the site base, not a service prefix. */
export const userPaths = (config: RuntimeConfig) => ({
  info: `${config.userBase}/user/getUserInfo`,
  logout: `${config.userBase}/user/logout`,
})

/**
 * The signed-in user, normalised at this boundary from whichever shape the back end sends (the
 * portal's, BladeX's user entity or `UserInfo`, Saber's `{ userInfo, roles, permission }`;
 * decision 012), so nothing past it knows the difference. Anything else is 'malformed'.
 */
export function getUserInfo(http: Http, config: RuntimeConfig, signal?: AbortSignal): Promise<UserInfo> {
  return http.request(userPaths(config).info, userInfoSchema, { signal })
}

export function logout(http: Http, config: RuntimeConfig, signal?: AbortSignal) {
  return http.request(userPaths(config).logout, v.unknown(), { signal })
}
