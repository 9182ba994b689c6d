import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Box, Menu, NavLink, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core'
import { useId, useMemo, useState, type MouseEvent, type ReactElement } from 'react'

import { inAppClick } from '../navigation/in-app-click'
import { filterMenu, type MenuNode } from './filter-menu'
import { SidebarIcon, type IconSource } from './SidebarIcon'
import { safeHref } from '@/validation/safe-url'

export type { MenuNode } from './filter-menu'

export interface SidebarProps {
  menu: readonly MenuNode[]
  /** Path of the page on screen; its entry is highlighted and its ancestors start expanded. */
  activePath: string
  /** Folded to a column of icons, one a top-level entry; only where `onToggleCollapsed` lets the user unfold it. */
  collapsed?: boolean
  /** Omitted where the menu cannot fold, as in the narrow screens' drawer. */
  onToggleCollapsed?: () => void
  onNavigate: (path: string) => void
}

function ancestorsOf(nodes: readonly MenuNode[], path: string, trail: string[] = []): string[] {
  for (const node of nodes) {
    if (node.path === path) return trail
    const found = node.children ? ancestorsOf(node.children, path, [...trail, node.id]) : []
    if (found.length > 0) return found
  }
  return []
}

/** A link's click handler that goes to `path` inside the app. */
type Follow = (path: string) => (event: MouseEvent<HTMLElement>) => void

function holds(node: MenuNode, path: string): boolean {
  return node.path === path || (node.children ?? []).some((child) => holds(child, path))
}

/** Collapsible side menu with a prefix search over the entries' labels. */
export function Sidebar({ menu, activePath, collapsed: folded = false, onToggleCollapsed, onNavigate }: SidebarProps) {
  const { t } = useLingui()
  const collapsed = folded && onToggleCollapsed !== undefined
  const navId = useId()
  const [query, setQuery] = useState('')
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(ancestorsOf(menu, activePath)))
  const visible = useMemo(() => filterMenu(menu, query), [menu, query])
  const searching = query.trim() !== ''

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const follow = (path: string) => inAppClick(() => onNavigate(path))

  const renderNodes = (nodes: readonly MenuNode[]) =>
    nodes.map((node) => {
      if (node.children && node.children.length > 0) {
        // While searching every surviving branch is shown open, or the matches would be hidden.
        const open = searching || expanded.has(node.id)
        // The branch is rendered by hand instead of through NavLink's animated Collapse: results
        // of a search must be in the page at once, not after a height transition.
        return (
          <div key={node.id}>
            <NavLink
              component="button"
              type="button"
              label={node.name}
              onClick={() => toggle(node.id)}
              aria-expanded={open}
              rightSection={
                <span aria-hidden style={{ display: 'inline-block', transform: open ? 'rotate(90deg)' : undefined }}>
                  ›
                </span>
              }
            />
            {open && (
              <Box role="group" aria-label={node.name} pl="md">
                {renderNodes(node.children)}
              </Box>
            )}
          </div>
        )
      }
      const active = node.path === activePath
      return (
        <NavLink
          key={node.id}
          component="a"
          href={safeHref(node.path)}
          label={node.name}
          active={active}
          aria-current={active ? 'page' : undefined}
          onClick={follow(node.path)}
        />
      )
    })

  return (
    <Stack gap="xs" h="100%">
      {onToggleCollapsed && (
        <Box style={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
          <ActionIcon
            variant="subtle"
            aria-label={collapsed ? t`展开菜单` : t`收起菜单`}
            aria-expanded={!collapsed}
            aria-controls={navId}
            onClick={onToggleCollapsed}
          >
            <span aria-hidden>{collapsed ? '»' : '«'}</span>
          </ActionIcon>
        </Box>
      )}
      {collapsed ? (
        <nav id={navId} aria-label={t`侧边菜单`}>
          <Stack gap={4} align="center">
            {menu.map((node) => (
              <FoldedEntry key={node.id} node={node} activePath={activePath} follow={follow} />
            ))}
          </Stack>
        </nav>
      ) : (
        <nav id={navId} aria-label={t`侧边菜单`} style={{ flex: 1, minHeight: 0 }}>
          <Stack gap="xs" h="100%">
            <TextInput
              aria-label={t`搜索菜单`}
              placeholder={t`搜索菜单`}
              type="search"
              px="xs"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <ScrollArea style={{ flex: 1 }}>
              {visible.length > 0 ? (
                renderNodes(visible)
              ) : (
                <Text c="dimmed" size="sm" ta="center" py="md">
                  <Trans>无匹配菜单</Trans>
                </Text>
              )}
            </ScrollArea>
          </Stack>
        </nav>
      )}
    </Stack>
  )
}

/** The entries below a folded branch, as links in its menu; a deeper branch by its name, then its own. */
function branchItems(nodes: readonly MenuNode[], activePath: string, follow: Follow): ReactElement[] {
  return nodes.flatMap((node) =>
    node.children && node.children.length > 0
      ? [<Menu.Label key={node.id}>{node.name}</Menu.Label>, ...branchItems(node.children, activePath, follow)]
      : [
          <Menu.Item
            key={node.id}
            component="a"
            href={safeHref(node.path)}
            onClick={follow(node.path)}
            aria-current={node.path === activePath ? 'page' : undefined}
            fw={node.path === activePath ? 600 : undefined}
          >
            {node.name}
          </Menu.Item>,
        ],
  )
}

/**
 * A top-level entry of the folded sidebar: its icon, named by the entry (and shown so on hover).
 * A page's entry links to it; a branch's opens its entries beside the sidebar.
 */
function FoldedEntry({ node, activePath, follow }: { node: MenuNode & IconSource; activePath: string; follow: Follow }) {
  const here = holds(node, activePath)
  // In the sidebar's colours (themes.css), as its entries are when unfolded.
  const look = {
    variant: 'subtle',
    size: 'lg',
    style: here
      ? { background: 'var(--shell-navbar-active-bg, var(--mantine-color-blue-light))', color: 'var(--shell-navbar-active-fg, var(--mantine-color-blue-light-color))' }
      : { color: 'inherit' },
  } as const
  if (!node.children || node.children.length === 0) {
    return (
      <Tooltip label={node.name} position="right" withArrow>
        <ActionIcon {...look} component="a" href={safeHref(node.path)} aria-label={node.name} aria-current={node.path === activePath ? 'page' : undefined} onClick={follow(node.path)}>
          <SidebarIcon node={node} />
        </ActionIcon>
      </Tooltip>
    )
  }
  return (
    <Menu position="right-start" offset={10} width={200}>
      <Menu.Target>
        <Tooltip label={node.name} position="right" withArrow>
          <ActionIcon {...look} aria-label={node.name}>
            <SidebarIcon node={node} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown aria-label={node.name}>
        <Menu.Label>{node.name}</Menu.Label>
        {branchItems(node.children, activePath, follow)}
      </Menu.Dropdown>
    </Menu>
  )
}
