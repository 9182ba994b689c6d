export interface MenuNode {
  id: string
  /** Label as sent by the server's menu routes (data, not a translatable message). */
  name: string
  path: string
  children?: MenuNode[]
}

/**
 * The sidebar search (spec §2.3): an entry matches when its label starts with the query, ignoring
 * case. A parent stays when one of its descendants matches, holding only the matching branches.
 * A parent that matches itself keeps all its children, since the user searched for that section.
 * A blank query returns the tree unchanged.
 */
export function filterMenu(tree: readonly MenuNode[], query: string): MenuNode[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return [...tree]
  const walk = (nodes: readonly MenuNode[]): MenuNode[] =>
    nodes.flatMap((node) => {
      if (node.name.toLocaleLowerCase().startsWith(needle)) return [node]
      const children = node.children ? walk(node.children) : []
      return children.length > 0 ? [{ ...node, children }] : []
    })
  return walk(tree)
}
