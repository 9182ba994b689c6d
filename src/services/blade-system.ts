import * as v from 'valibot'
import type { Http } from './http'
import { buttonTreeSchema, dictionarySchema, menuTreeSchema, tenantInfoSchema, topMenuSchema, type ButtonNode } from './schemas/blade-system'

const P = '/api/blade-system'

export const menuRoutes = (http: Http, topMenuId?: string, signal?: AbortSignal) =>
  http.request(`${P}/menu/routes`, menuTreeSchema, { query: { topMenuId }, signal })

export const topMenu = (http: Http, signal?: AbortSignal) => http.request(`${P}/menu/top-menu`, topMenuSchema, { signal })

export const menuButtons = (http: Http, signal?: AbortSignal) => http.request(`${P}/menu/buttons`, buttonTreeSchema, { signal })

/** The server sends button permissions as a code tree; the app asks "may I?" by code. */
export function permissionMap(tree: ButtonNode[]): Record<string, true> {
  const map: Record<string, true> = {}
  const walk = (nodes: ButtonNode[]) =>
    nodes.forEach((node) => {
      map[node.code] = true
      if (node.children) walk(node.children)
    })
  walk(tree)
  return map
}

export const tenantByDns = (http: Http, dns: string, signal?: AbortSignal) =>
  http.request(`${P}/tenant/tenantInfoByDns`, v.nullable(tenantInfoSchema), { query: { dns }, signal, authenticated: false })

export const tenantInfoNoAuth = (http: Http, tenantId: string, signal?: AbortSignal) =>
  http.request(`${P}/tenant/tenantInfoNoAuth`, v.nullable(tenantInfoSchema), { query: { tenantId }, signal, authenticated: false })

export const dictionary = (http: Http, code: 'bulletin_type' | 'news_down' | 'new_faq', signal?: AbortSignal) =>
  http.request(`${P}/dict/dictionary`, dictionarySchema, { query: { code }, signal, authenticated: false })
