import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Group, Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { findMenuName } from '@/app/menu'
import { embeddableAddress, iframePath } from '@/app/menu-targets'
import { useShell } from '@/routes/-components/use-shell'
import { useSelector } from '@xstate/react'

/**
 * /myiframe/{routerPath} (spec 000 §2.2): a menu entry's outside page inside the frame, in a
 * sandboxed iframe (scripts and forms run, but never as this portal: no same-origin, no top
 * navigation), with the page also offered in a window of its own, since many sites refuse to be
 * framed. Only http(s) addresses are shown.
 */
export const Route = createFileRoute('/_auth/_shell/myiframe/$')({ component: OutsidePage })

function OutsidePage() {
  const { t } = useLingui()
  const { _splat: routerPath = '' } = Route.useParams()
  const address = embeddableAddress(routerPath)
  const { profile } = useShell()
  const menu = useSelector(profile, (s) => s.context.profile?.menu ?? [])
  if (!address) {
    return (
      <Alert color="red" role="alert" title={<Trans>无法打开该页面</Trans>}>
        <Trans>只能在门户内打开 http 或 https 开头的网页地址。</Trans>
      </Alert>
    )
  }
  const name = findMenuName(menu, address) ?? address
  return (
    <Stack gap="sm" h="calc(100dvh - 180px)" mih={360}>
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{name}</Title>
        <Anchor href={address} target="_blank" rel="noopener noreferrer">
          <Trans>在新窗口打开</Trans>
        </Anchor>
      </Group>
      <iframe
        key={iframePath(address)}
        src={address}
        title={t`外部页面：${name}`}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        style={{ flex: 1, width: '100%', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
      />
    </Stack>
  )
}
