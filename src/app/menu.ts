import type { MenuItem } from '@/services/schemas/blade-system'

/**
 * Spec 000 §6: an entry with a roles list shows only to those roles; one whose path is `hidden` (an
 * area the operator turned off, decision 049) shows to no one; a parent left empty goes too.
 */
export function visibleMenu(menu: readonly MenuItem[], roles: readonly string[], hidden: (path: string) => boolean = () => false): MenuItem[] {
  return menu.flatMap((item) => {
    const allowed = item.meta?.roles?.length ? item.meta.roles.some((r) => roles.includes(r)) : true
    if (!allowed || hidden(item.path)) return []
    if (!item.children?.length) return [item]
    const children = visibleMenu(item.children, roles, hidden)
    return children.length ? [{ ...item, children }] : []
  })
}

export function findMenuName(menu: readonly MenuItem[], path: string): string | null {
  for (const item of menu) {
    if (item.path === path) return item.name
    const inner = item.children ? findMenuName(item.children, path) : null
    if (inner) return inner
  }
  return null
}
