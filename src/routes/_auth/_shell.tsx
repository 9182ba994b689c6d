import { Alert, AppShell, Button, ScrollArea } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { createFileRoute, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { findMenuName, visibleMenu } from '@/app/menu'
import { Sidebar } from '@/ui/shell/Sidebar'
import { TabBar } from '@/ui/shell/TabBar'
import { HeaderBar } from '../-components/HeaderBar'
import { localizeMenu } from '../-components/menu-labels'
import { ReviewGateFeedback } from '../-components/ReviewGateFeedback'
import { tabLabel } from '../-components/tab-label'

/**
 * The supplier area's frame (spec 000 §2.3): header, collapsible sidebar, tab bar, page. Its actors
 * (profile, tabs, review gate) load with their code on first entry and reach every screen below
 * through the route context (`useShell`).
 */
export const Route = createFileRoute('/_auth/_shell')({
  beforeLoad: async ({ context }) => ({ shell: (await context.portal.shell()).actors }),
  component: Shell,
})

function Shell() {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { profile, tabs } = Route.useRouteContext({ select: (c) => c.shell })
  const profileState = useSelector(profile, (s) => s)
  const tabState = useSelector(tabs, (s) => s.context)
  const [collapsed, setCollapsed] = useState(false)

  const user = profileState.context.profile?.user
  const menu = localizeMenu(visibleMenu(profileState.context.profile?.menu ?? [], user?.roles ?? []), i18n)

  // Every page visited gets a tab; the server's menu name labels pages the portal has no title for.
  useEffect(() => {
    tabs.send({ type: 'tabs.open', tab: { label: findMenuName(menu, pathname) ?? '', value: pathname } })
    // The menu only refines labels; re-opening on every menu change would be noise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, tabs])

  const go = (path: string) => {
    if (/^https?:\/\//.test(path)) window.open(path, '_blank', 'noopener')
    else void navigate({ to: path })
  }

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: collapsed ? 56 : 232, breakpoint: 0 }} padding="md">
      <AppShell.Header>
        <HeaderBar />
      </AppShell.Header>
      <AppShell.Navbar>
        <ScrollArea h="100%">
          <Sidebar menu={menu} activePath={pathname} collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} onNavigate={go} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <TabBar
          tabs={tabState.tabs.map((t) => ({ label: tabLabel(t, i18n), value: t.value }))}
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
        {profileState.matches('failed') ? (
          <Alert color="red" role="alert" my="md" title={<Trans>账户信息加载失败</Trans>}>
            {profileState.context.error ? i18n._(profileState.context.error) : null}
            <Button size="xs" variant="light" ml="md" onClick={() => profile.send({ type: 'profile.load' })}>
              <Trans>重试</Trans>
            </Button>
          </Alert>
        ) : null}
        <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
          <Outlet />
        </div>
        <ReviewGateFeedback />
      </AppShell.Main>
    </AppShell>
  )
}
