import type { RuntimeConfig } from './config'
import type { Http } from './http'
import { accountContactSchema } from './schemas/user-account'
import { userPaths } from './user-session'

/**
 * The signed-in account's mobile and e-mail, for account security (decision 040). The same call as
 * the profile's user info, read for the two fields the profile leaves out; apart from `user.ts`
 * because that module travels with the sign-in page.
 */
export const accountContact = (http: Http, config: RuntimeConfig, signal?: AbortSignal) => http.request(userPaths(config).info, accountContactSchema, { signal })
