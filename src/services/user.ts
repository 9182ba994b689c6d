import type { RuntimeConfig } from './config'
import type { Http } from './http'
import { userInfoSchema, type UserInfo } from './schemas/user'
import { userPaths } from './user-session'

export { logout, userPaths } from './user-session'

/**
 * The signed-in user, normalised at this boundary from whichever shape the back end sends (the
 * portal's, BladeX's user entity or `UserInfo`, Saber's `{ userInfo, roles, permission }`;
 * decision 012), so nothing past it knows the difference. Anything else is 'malformed'.
 */
export function getUserInfo(http: Http, config: RuntimeConfig, signal?: AbortSignal): Promise<UserInfo> {
  return http.request(userPaths(config).info, userInfoSchema, { signal })
}
