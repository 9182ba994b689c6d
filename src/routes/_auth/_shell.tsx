import { Alert, AppShell, Box, Button, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { createFileRoute, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { pathOff, unknownAreas } from '@/app/features'
import { findMenuName, visibleMenu } from '@/app/menu'
import { menuTargets } from '@/app/menu-targets'
import { usePortal } from '@/app/portal-context'
import { storedTheme, storeTheme } from '@/app/theme-choice'
import { DevToolsSlot } from '@/ui/dev/dev-tools-place'
import { ConnectionBanner } from '@/ui/feedback/ConnectionBanner'
import { applyTheme, clearTheme } from '@/ui/shell/themes'
import { ThemeDialog } from '@/ui/shell/ThemeDialog'
import { SHELL_HEADER_HEIGHT } from '@/ui/shell/layout'
import { ShellMenuButton, ShellNavigation } from '@/ui/shell/ShellNavigation'
import { TabBar } from '@/ui/shell/TabBar'
import { HeaderBar } from '../-components/HeaderBar'
import { localizeMenu } from '../-components/menu-labels'
import { NotOpenedFrame } from '../-components/NotOpenedFrame'
import { ReviewGateFeedback } from '../-components/ReviewGateFeedback'
import { ScreenErrorBoundary } from '../-components/ScreenErrorBoundary'
import { tabLabel } from '../-components/tab-label'

/**
 * The supplier area's frame (spec 000 §2.3): header, collapsible sidebar, tab bar, page. Its actors
 * (profile, tabs, review gate, unread badge) load with their code on first entry and reach every
 * screen below through the route context (`useShell`). Tabs open as the router resolves a screen
 * (src/router.tsx), so a screen a guard refuses never gets one.
 */
export const Route = createFileRoute('/_auth/_shell')({
  beforeLoad: async ({ context }) => {
    const shell = await context.portal.shell()
    return { shell: shell.actors, errorLog: shell.errorLog }
  },
  component: Shell,
})

function Shell() {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { profile, tabs, connection } = Route.useRouteContext({ select: (c) => c.shell })
  const offline = useSelector(connection, (s) => s.hasTag('offline'))
  const errorLog = Route.useRouteContext({ select: (c) => c.errorLog })
  const errorEntries = useSyncExternalStore(errorLog.subscribe, errorLog.entries)
  const { storage, config } = usePortal()
  const [theme, setTheme] = useState(() => storedTheme(storage))
  const [themeOpen, setThemeOpen] = useState(false)
  // Before the frame is first painted, and gone with it: sign-in keeps the portal's own look.
  useLayoutEffect(() => {
    applyTheme(theme)
    return () => clearTheme()
  }, [theme])
  const account = useSelector(profile, (s) => s.context.profile)
  const profileFailed = useSelector(profile, (s) => s.hasTag('failed'))
  const profileError = useSelector(profile, (s) => s.context.error)
  const tabState = useSelector(tabs, (s) => s.context)
  const [collapsed, setCollapsed] = useState(false)
  const [menuOpened, menuDrawer] = useDisclosure(false)

  // A misspelt area in config.json's `features` would leave the area on without a word (decision 049).
  useEffect(() => {
    const unknown = unknownAreas(config)
    if (unknown.length) console.error(`config.json: features names no such area: ${unknown.join(', ')}`)
  }, [config])

  const user = account?.user
  const off = (path: string) => pathOff(config, path)
  // An entry with a web address opens inside the frame (/myiframe), so its links are the frame's own.
  const menu = menuTargets(localizeMenu(visibleMenu(account?.menu ?? [], user?.roles ?? [], off), i18n))

  const go = (path: string) => void navigate({ href: path })

  return (
    // Below `sm` (768 px) the sidebar leaves the page its whole width and opens as a drawer instead.
    <AppShell
      header={{ height: SHELL_HEADER_HEIGHT }}
      navbar={{ width: collapsed ? 56 : 232, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header className="portal-shell-header">
        <Group h="100%" gap={0} wrap="nowrap">
          <ShellMenuButton opened={menuOpened} onOpen={menuDrawer.open} />
          <Box h="100%" style={{ flex: 1, minWidth: 0 }}>
            <HeaderBar errorLog={{ store: errorLog, entries: errorEntries }} onTheme={() => setThemeOpen(true)} />
          </Box>
          <DevToolsSlot />
        </Group>
      </AppShell.Header>
      <ShellNavigation
        menu={menu}
        activePath={pathname}
        onNavigate={go}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((c) => !c)}
        drawerOpened={menuOpened}
        onDrawerClose={menuDrawer.close}
      />
      <AppShell.Main className="portal-shell-main">
        <TabBar
          // A page the portal has no title for is named by the menu, in the language now shown.
          tabs={tabState.tabs.map((t) => ({ label: tabLabel({ ...t, label: findMenuName(menu, t.value) ?? t.label }, i18n), value: t.value }))}
          active={pathname}
          homeValue={tabState.home.value}
          onSelect={go}
          onClose={(value) => {
            tabs.send({ type: 'tabs.close', value })
            if (value === pathname) go(tabs.getSnapshot().context.active)
          }}
          onCloseOthers={() => tabs.send({ type: 'tabs.closeOthers', value: pathname })}
          onCloseAll={() => {
            tabs.send({ type: 'tabs.closeAll' })
            go(tabs.getSnapshot().context.home.value)
          }}
        />
        <ConnectionBanner offline={offline} />
        {profileFailed ? (
          <Alert color="red" role="alert" my="md" title={<Trans>账户信息加载失败</Trans>}>
            {profileError ? i18n._(profileError) : null}
            <Button size="xs" variant="light" ml="md" onClick={() => profile.send({ type: 'profile.load' })}>
              <Trans>重试</Trans>
            </Button>
          </Alert>
        ) : null}
        <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
          <ScreenErrorBoundary resetKey={pathname}>
            <NotOpenedFrame off={off(pathname)} home="/home/homePage">
              <Outlet />
            </NotOpenedFrame>
          </ScreenErrorBoundary>
        </div>
        <ReviewGateFeedback />
        <ThemeDialog
          opened={themeOpen}
          current={theme}
          onCancel={() => setThemeOpen(false)}
          onConfirm={(choice) => {
            storeTheme(storage, choice)
            setTheme(choice)
            setThemeOpen(false)
          }}
        />
      </AppShell.Main>
    </AppShell>
  )
}
