import type { PublicContext } from './http'

/** BladeX's platform tenant: what a request without a `Tenant-Id` header is taken to mean. */
export const PLATFORM_TENANT = '000000'

/**
 * Whose public content a request asks for: the `Tenant-Id` header (the site the visitor opened),
 * the platform's without one. Public calls carry no user, so nothing else can tell.
 */
export const publicTenant = ({ request }: Pick<PublicContext, 'request'>) => request.headers.get('Tenant-Id')?.trim() || PLATFORM_TENANT

/** A comma list as MyBatis's `in` reads it; none given (or blank) matches everything. */
export function inList(list: string | undefined, value: string | number): boolean {
  const wanted = (list ?? '').split(',').map((item) => item.trim()).filter(Boolean)
  return wanted.length === 0 || wanted.includes(String(value))
}

/** A text filter: none given matches everything, otherwise a substring of any of `fields`. */
export function mentions(text: string | undefined, ...fields: string[]): boolean {
  const wanted = text?.trim()
  return !wanted || fields.some((field) => field.includes(wanted))
}
