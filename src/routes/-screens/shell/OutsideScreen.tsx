import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Group, Loader, Stack, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { embedAllowed } from '@/app/embed-policy'
import { pathOff } from '@/app/features'
import { findMenuName, visibleMenu } from '@/app/menu'
import { embeddableAddress, iframePath, menuTargets } from '@/app/menu-targets'
import { usePortal } from '@/app/portal-context'
import { localizeMenu } from '@/routes/-components/menu-labels'
import { useShell } from '@/routes/-components/use-shell'
import { ErrorPage } from '@/ui/pages/ErrorPage'

const route = getRouteApi('/_auth/_shell/myiframe/$')

export function OutsideScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const { _splat: routerPath = '' } = route.useParams()
  const address = embeddableAddress(routerPath)
  const { config } = usePortal()
  const { profile } = useShell()
  const known = useSelector(profile, (s) => s.context.profile !== null || s.hasTag('failed'))
  const rawMenu = useSelector(profile, (s) => s.context.profile?.menu ?? [])
  const roles = useSelector(profile, (s) => s.context.profile?.user?.roles ?? [])
  // The menu as the frame shows it: an entry hidden from this supplier opens nothing here either.
  const menu = menuTargets(visibleMenu(rawMenu, roles, (path) => pathOff(config, path)))
  const allowed = embedAllowed(address, { menu, embedOrigins: config.embedOrigins })

  if (!allowed && !known) {
    // The menu is still on its way: a 403 now could be wrong a moment later.
    return <Loader aria-label={t`加载中`} m="xl" />
  }
  if (!allowed || !address) {
    return <ErrorPage code={403} onHome={() => void navigate({ to: '/home/homePage' })} />
  }
  const name = findMenuName(localizeMenu(rawMenu, i18n), address) ?? address
  // The page's policy frames only the origins config.json lists (decision 060): a menu's page
  // elsewhere is offered in a window of its own instead of a frame the browser would refuse.
  const framable = embedAllowed(address, { menu: [], embedOrigins: config.embedOrigins })
  return (
    <Stack gap="sm" h="calc(100dvh - 180px)" mih={360}>
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{name}</Title>
        {/* eslint-disable-next-line no-restricted-syntax -- vetted above by embeddableAddress and embedAllowed (decision 055) */}
        <Anchor href={address} target="_blank" rel="noopener noreferrer">
          <Trans>在新窗口打开</Trans>
        </Anchor>
      </Group>
      {!framable && (
        <Alert color="blue" title={t`此页面不在本门户内显示`}>
          <Trans>该网站未列入可嵌入显示的网站，请点击“在新窗口打开”访问。</Trans>
        </Alert>
      )}
      {framable && (
        <iframe
          key={iframePath(address)}
          // eslint-disable-next-line no-restricted-syntax -- vetted above by embeddableAddress and embedAllowed (decision 055)
          src={address}
          title={t`外部页面：${name}`}
          sandbox="allow-scripts allow-forms allow-popups"
          referrerPolicy="no-referrer"
          style={{ flex: 1, width: '100%', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
        />
      )}
    </Stack>
  )
}
