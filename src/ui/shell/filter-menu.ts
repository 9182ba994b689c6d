import { initialsOf } from './filter-menu-initials'

export interface MenuNode {
  id: string
  /** Label as sent by the server's menu routes (data, not a translatable message). */
  name: string
  path: string
  children?: MenuNode[]
}

/** How well a label answers the query: the lower, the earlier it is listed. */
const PREFIX = 0
const ANYWHERE = 1
const INITIALS = 2

const HAN = /\p{Script=Han}/u
const LATIN_OR_DIGIT = /[a-z0-9]/

/**
 * What each character of a label can be typed as: a Chinese character by the initials of its
 * readings, a letter or digit as itself. Other characters (spaces, brackets) are passed over; a
 * Chinese character the table lacks can be typed as nothing, so it breaks a run of initials.
 */
function typedAs(label: string): string[] {
  return [...label.toLocaleLowerCase()].flatMap((c) => (HAN.test(c) ? [initialsOf(c)] : LATIN_OR_DIGIT.test(c) ? [c] : []))
}

/** The query as a run of consecutive characters' initials anywhere in the label: "ddgl" in 订单管理. */
function matchesInitials(label: string, needle: string): boolean {
  const typed = typedAs(label)
  for (let start = 0; start + needle.length <= typed.length; start++) {
    if ([...needle].every((letter, i) => typed[start + i]!.includes(letter))) return true
  }
  return false
}

function rank(label: string, needle: string, byInitials: boolean): number | null {
  const folded = label.toLocaleLowerCase()
  if (folded.startsWith(needle)) return PREFIX
  if (folded.includes(needle)) return ANYWHERE
  return byInitials && matchesInitials(label, needle) ? INITIALS : null
}

/**
 * The sidebar search. The spec's prefix match (§2.3, ignoring case) comes first, then labels that
 * hold the query anywhere (订单 finds 我的订单), then labels whose characters' pinyin initials spell
 * it (ddgl finds 订单管理). A parent stays when one of its descendants matches, holding only the
 * matching branches. A parent whose name begins with the query keeps all its children, since the
 * user searched for that section; one that holds the query otherwise (样品与保函 for 保函) keeps
 * only its matching children, or all of them when none match. Siblings are listed by the best match
 * they hold, in menu order within each kind. A blank query returns the tree unchanged.
 */
export function filterMenu(tree: readonly MenuNode[], query: string): MenuNode[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return [...tree]
  const byInitials = /^[a-z0-9]+$/.test(needle)
  const walk = (nodes: readonly MenuNode[]): Array<{ node: MenuNode; best: number }> =>
    nodes
      .flatMap((node) => {
        const own = rank(node.name, needle, byInitials)
        const children = node.children ? walk(node.children) : []
        const best = Math.min(own ?? Infinity, ...children.map((child) => child.best))
        if (own === PREFIX || (own !== null && children.length === 0)) return [{ node, best }]
        return children.length > 0 ? [{ node: { ...node, children: children.map((child) => child.node) }, best }] : []
      })
      // Stable: entries that match alike keep the menu's order.
      .sort((a, b) => a.best - b.best)
  return walk(tree).map((entry) => entry.node)
}
