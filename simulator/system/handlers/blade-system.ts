import { http } from 'msw'
import { DICTIONARIES, SUPPLIER_BUTTONS, SUPPLIER_MENU, TOP_MENUS, type DictRecord } from '../../../fixtures/reference'
import type { TenantRecord } from '../../../fixtures/types'
import type { ButtonNode, DictItem, MenuItem, TenantInfo } from '@/services/schemas/blade-system'
import { missingParameter, ok, publicEndpoint, userEndpoint, type PublicContext } from '../../http'
import type { Simulator } from '../../state'

const toTenantInfo = (tenant: TenantRecord): TenantInfo => ({
  tenantId: tenant.tenantId,
  tenantName: tenant.tenantName,
  tenantTel: tenant.tenantTel,
  logoUrl: tenant.logoUrl,
  tenantWeb: tenant.tenantWeb,
})

/** `dns` may arrive as a bare host, host:port or a whole URL; the port never matters. */
export function normaliseHost(dns: string): string {
  const withoutScheme = dns.trim().toLowerCase().replace(/^[a-z]+:\/\//, '')
  const host = withoutScheme.split(/[/?#]/)[0] ?? ''
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '')
}

const copy = <T>(value: T): T => structuredClone(value)

export function bladeSystemHandlers(sim: Simulator) {
  const findTenant = (tenantId: string) => sim.db.tenant.findFirst({ where: { tenantId: { equals: tenantId } } })
  const requireTenantId = ({ url }: PublicContext) => {
    const tenantId = url.searchParams.get('tenantId')
    if (!tenantId) throw missingParameter('tenantId')
    return tenantId
  }

  return [
    http.get(
      '*/api/blade-system/menu/buttons',
      userEndpoint(sim, () => ok<ButtonNode[]>(copy([...SUPPLIER_BUTTONS]))),
    ),
    http.get(
      '*/api/blade-system/menu/top-menu',
      userEndpoint(sim, () => ok(TOP_MENUS.map((menu) => ({ ...menu })))),
    ),
    /** The supplier's menu tree; an unknown topMenuId has no menus. */
    http.get(
      '*/api/blade-system/menu/routes',
      userEndpoint(sim, ({ url }) => {
        const topMenuId = url.searchParams.get('topMenuId')
        const known = !topMenuId || TOP_MENUS.some((menu) => menu.id === topMenuId)
        return ok<MenuItem[]>(known ? copy([...SUPPLIER_MENU]) : [])
      }),
    ),

    /** Tenant from the site's host name (no user token); unknown hosts answer data null. */
    http.get(
      '*/api/blade-system/tenant/tenantInfoByDns',
      publicEndpoint(sim, ({ url }) => {
        const dns = url.searchParams.get('dns')
        if (!dns) throw missingParameter('dns')
        const host = normaliseHost(dns)
        const tenant = sim.db.tenant.getAll().find((candidate) => candidate.hosts.includes(host))
        return ok(tenant ? toTenantInfo(tenant) : null)
      }),
    ),
    http.get(
      '*/api/blade-system/tenant/detailInfo',
      userEndpoint(sim, (context) => {
        const tenant = findTenant(requireTenantId(context))
        return ok(tenant ? { ...toTenantInfo(tenant), linkman: tenant.linkman, address: tenant.address, domain: tenant.hosts[0] ?? null } : null)
      }),
    ),
    http.get(
      '*/api/blade-system/tenant/tenantInfo',
      userEndpoint(sim, (context) => {
        const tenant = findTenant(requireTenantId(context))
        return ok(tenant ? toTenantInfo(tenant) : null)
      }),
    ),
    http.get(
      '*/api/blade-system/tenant/tenantInfoNoAuth',
      publicEndpoint(sim, (context) => {
        const tenant = findTenant(requireTenantId(context))
        return ok(tenant ? toTenantInfo(tenant) : null)
      }),
    ),

    /** Dictionary entries by code (no user token); an unknown or missing code is an empty list. */
    http.get(
      '*/api/blade-system/dict/dictionary',
      publicEndpoint(sim, ({ url }) => {
        const code = url.searchParams.get('code') ?? ''
        const entries: readonly DictRecord[] = Object.hasOwn(DICTIONARIES, code) ? (DICTIONARIES[code] ?? []) : []
        return ok<Array<DictItem & DictRecord>>(entries.map((entry) => ({ ...entry })))
      }),
    ),
  ]
}
