import { useLingui } from '@lingui/react/macro'
import { AppShell, Burger, Drawer, ScrollArea } from '@mantine/core'
import { useEffect, useRef } from 'react'

import { useNarrowScreen } from './ScreenSize'
import { Sidebar, type MenuNode } from './Sidebar'

export interface ShellNavigationProps {
  menu: readonly MenuNode[]
  activePath: string
  onNavigate: (path: string) => void
  /** The wide screens' sidebar folded to its toggle. */
  collapsed: boolean
  onToggleCollapsed: () => void
  /** The narrow screens' menu drawer. */
  drawerOpened: boolean
  onDrawerClose: () => void
}

/**
 * The frame's menu: the sidebar beside the page on wide screens; on narrow ones (below 768 px) a
 * drawer opened from the header's menu button, so the page keeps the whole width of a phone. The
 * sidebar is not rendered off-screen there: hidden links would still take keyboard focus.
 * Goes inside the AppShell, whose `navbar` must say `breakpoint: 'sm', collapsed: { mobile: true }`.
 */
export function ShellNavigation({
  menu,
  activePath,
  onNavigate,
  collapsed,
  onToggleCollapsed,
  drawerOpened,
  onDrawerClose,
}: ShellNavigationProps) {
  const { t } = useLingui()
  const narrow = useNarrowScreen()

  // The drawer covers the page it leads to: once a page is chosen (here, from a tab, or by going
  // back) it has done its job.
  const shownPath = useRef(activePath)
  useEffect(() => {
    if (shownPath.current === activePath) return
    shownPath.current = activePath
    if (drawerOpened) onDrawerClose()
  }, [activePath, drawerOpened, onDrawerClose])

  // A window widened past the breakpoint shows the sidebar; a drawer left open would come back
  // unasked when it narrows again.
  useEffect(() => {
    if (!narrow && drawerOpened) onDrawerClose()
  }, [narrow, drawerOpened, onDrawerClose])

  if (!narrow) {
    return (
      <AppShell.Navbar className="portal-shell-navbar">
        <ScrollArea h="100%">
          <Sidebar menu={menu} activePath={activePath} collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} onNavigate={onNavigate} />
        </ScrollArea>
      </AppShell.Navbar>
    )
  }
  return (
    // The close button shows only a cross: without a name a screen reader announces a bare "button".
    <Drawer opened={drawerOpened} onClose={onDrawerClose} title={t`菜单`} position="left" size={280} closeButtonProps={{ 'aria-label': t`关闭菜单` }}>
      <Sidebar
        menu={menu}
        activePath={activePath}
        onNavigate={(path) => {
          // Also for the entry of the page already shown, which changes no path.
          onDrawerClose()
          onNavigate(path)
        }}
      />
    </Drawer>
  )
}

export interface ShellMenuButtonProps {
  opened: boolean
  onOpen: () => void
}

/** The header's menu button on narrow screens; nothing on wide ones, where the sidebar is shown. */
export function ShellMenuButton({ opened, onOpen }: ShellMenuButtonProps) {
  const { t } = useLingui()
  const narrow = useNarrowScreen()
  if (!narrow) return null
  // It only opens: the open drawer is modal, with its own close button and Escape.
  return <Burger opened={opened} onClick={onOpen} size="sm" ml="xs" aria-label={t`打开菜单`} aria-expanded={opened} aria-haspopup="dialog" />
}
