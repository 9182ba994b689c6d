/** /login's query: where to go once signed in, and the tenant asked for (`?auth=`). */
export type LoginSearch = { redirect?: string | undefined; auth?: string | undefined }

/** Where a supplier lands after signing in when nothing asked for another page. */
export const AFTER_SIGN_IN = '/home/homePage'

/**
 * Only a path of this portal is a place to go back to: `//host/…` and `/\host/…` name another
 * origin to a browser, so they are dropped like any other address.
 */
const isOwnPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')

export function loginSearch(search: Record<string, unknown>): LoginSearch {
  return {
    redirect: typeof search.redirect === 'string' && isOwnPath(search.redirect) ? search.redirect : undefined,
    auth: typeof search.auth === 'string' && search.auth ? search.auth : undefined,
  }
}
