/** Names of what the portal keeps in browser storage (each behind the site prefix). */
export const KEYS = {
  token: 'token',
  tenantId: 'tenantId',
  profile: 'profile',
  lock: 'lockPasswd',
  tabs: 'tagList',
  language: 'language',
  cameFrom: 'cameFrom',
} as const

/** What sign-out and a rejected session wipe (spec 000 §4); the language choice survives. */
export const SESSION_KEYS = [KEYS.token, KEYS.tenantId, KEYS.profile, KEYS.lock, KEYS.tabs] as const
