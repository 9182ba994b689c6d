import type { MenuItem } from '@/services/schemas/blade-system'
import { embeddableAddress, IFRAME_BASE } from './menu-targets'

export interface EmbedPolicy {
  /** The signed-in supplier's menu as the frame shows it (after `menuTargets`). */
  menu: readonly MenuItem[]
  /** Origins config.json allows besides (`embedOrigins`); an entry with a path, or no address at all, matches nothing. */
  embedOrigins: readonly string[]
}

/** The same page however it is written (`http://HOST` and `http://host/` alike). */
function normalized(address: string): string | null {
  try {
    return new URL(address).href
  } catch {
    return null
  }
}

/** The outside pages the menu opens in the frame, as the menu wrote them. */
export function menuEmbeds(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => {
    const own = item.path.startsWith(IFRAME_BASE) ? embeddableAddress(item.path.slice(IFRAME_BASE.length)) : null
    return [...(own ? [own] : []), ...(item.children ? menuEmbeds(item.children) : [])]
  })
}

/**
 * Whether /myiframe may show `address` (decision 055): a page the supplier's own menu opens, or one
 * on an origin the operator listed. Anything else would let a link to /myiframe dress a foreign
 * page in the portal's frame.
 */
export function embedAllowed(address: string | null, { menu, embedOrigins }: EmbedPolicy): boolean {
  const page = address ? normalized(address) : null
  if (!page) return false
  const origin = new URL(page).origin
  if (embedOrigins.some((listed) => normalized(listed) === `${origin}/`)) return true
  return menuEmbeds(menu).some((entry) => normalized(entry) === page)
}
