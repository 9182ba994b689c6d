import { useLingui } from '@lingui/react'
import { useSelector } from '@xstate/react'
import { PLATFORM_TENANT } from '@/app/actors/public/public-site'
import { featureOn } from '@/app/features'
import { usePortal } from '@/app/portal-context'
import { SITE_NAME } from '@/app/site-name'

/** Spec 000 §9: the hotline shown when the tenant gives none. */
export const DEFAULT_HOTLINE = '4006 189 722'

/** The guarantee-letter service the banner offers: the supplier's guarantees (decision 045). */
const GUARANTEES = '/mySpecimen/guaranteeDetails'

/** Where the banner's link goes: the guarantees, or for a visitor sign-in on the way there. */
const guaranteeServiceHref = (signedIn: boolean) => (signedIn ? GUARANTEES : `/login?redirect=${encodeURIComponent(GUARANTEES)}`)

/**
 * The site as the public pages show it: the tenant's identity with the spec's defaults, whether a
 * supplier is signed in, and whether this is the platform's own site (no tenant, or 000000), the only
 * one that takes agency sign-ups. `settled` is false until the address's tenant is known, so a
 * tenant's site never flashes the platform's offers. `guaranteeHref` is where the guarantee banner
 * leads, null where the operator turned the specimens and guarantees off (decision 049).
 */
export function useSite() {
  const portal = usePortal()
  const { i18n } = useLingui()
  const signedInTenant = useSelector(portal.actors.session, (s) => (s.hasTag('signedIn') ? (s.context.tokens?.tenantId ?? null) : null))
  const tenantState = useSelector(portal.actors.tenant, (s) => ({ tenant: s.context.tenant, settled: s.hasTag('settled') }))
  const tenant = tenantState.tenant
  const tenantId = signedInTenant ?? (tenantState.settled ? (tenant?.tenantId ?? PLATFORM_TENANT) : null)
  return {
    signedIn: signedInTenant !== null,
    guaranteeHref: featureOn(portal.config, 'specimens') ? guaranteeServiceHref(signedInTenant !== null) : null,
    settled: tenantId !== null,
    platform: tenantId === PLATFORM_TENANT,
    // A blank name is no name: the site shows the default rather than nothing.
    tenantName: tenant?.tenantName.trim() || i18n._(SITE_NAME),
    logoUrl: tenant?.logoUrl ?? null,
    hotline: tenant?.tenantTel || DEFAULT_HOTLINE,
    webAddress: tenant?.tenantWeb || null,
  }
}
