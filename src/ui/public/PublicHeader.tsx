import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Box, Button, Container, Group, Image, Text, Title } from '@mantine/core'
import type { MouseEvent } from 'react'
import type { UiLocale } from '../shell/languages'
import { LanguageToggle } from './LanguageToggle'
import { inAppPath, safeHref } from '@/validation/safe-url'

/** A tab of the public site: where it goes, and whether the page shown belongs to it. */
export type PublicNavItem = { label: string; href: string; active: boolean }

export interface PublicHeaderProps {
  tenantName: string
  logoUrl: string | null
  hotline: string
  signedIn: boolean
  nav: readonly PublicNavItem[]
  locale: UiLocale
  onLocaleChange: (locale: UiLocale) => void
  /** In-app navigation for the tabs' links (they stay real links for a new tab or a copied address). */
  onNavigate: (href: string) => void
  onSignIn: () => void
  onRegister: () => void
  onPersonalCentre: () => void
  onSignOut: () => void
}

/**
 * An ordinary click on a path inside the portal follows it in the app; a click meant for a new tab
 * or window, or on another site's address, is the browser's. A link the safe-URL rule took the
 * address from (no href) goes nowhere.
 */
export function followInApp(event: MouseEvent<HTMLAnchorElement>, go: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const href = event.currentTarget.getAttribute('href')
  if (href !== null && inAppPath(href) === null) return
  event.preventDefault()
  if (href !== null) go()
}

/**
 * The public header of spec 000 §2.3: service hotline, personal centre and sign-out for a signed-in
 * supplier (sign-in and registration for a visitor), the language switch, the site's identity and
 * its navigation tabs. On a narrow screen the tabs scroll sideways.
 */
export function PublicHeader(props: PublicHeaderProps) {
  const { tenantName, logoUrl, hotline, signedIn, nav, locale, onLocaleChange, onNavigate } = props
  const { t } = useLingui()
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Box bg="gray.1">
        <Container size="xl">
          <Group justify="space-between" py={4} gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>服务热线：{hotline}</Trans>
            </Text>
            <Group gap={4}>
              {signedIn ? (
                <>
                  <Button variant="subtle" size="compact-sm" onClick={props.onPersonalCentre}>
                    <Trans>个人中心</Trans>
                  </Button>
                  <Button variant="subtle" size="compact-sm" onClick={props.onSignOut}>
                    <Trans>退出</Trans>
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="subtle" size="compact-sm" onClick={props.onSignIn}>
                    <Trans>登录</Trans>
                  </Button>
                  <Button variant="subtle" size="compact-sm" onClick={props.onRegister}>
                    <Trans>免费注册</Trans>
                  </Button>
                </>
              )}
              <LanguageToggle locale={locale} onChange={onLocaleChange} label={t`切换语言`} />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl">
        <Group py="md" gap="sm" wrap="nowrap">
          {logoUrl ? <Image src={safeHref(logoUrl)} alt="" h={40} w="auto" /> : null}
          <Title order={2} size="h3" component="p">
            {tenantName}
          </Title>
        </Group>
        <Box component="nav" aria-label={t`网站导航`} style={{ overflowX: 'auto' }}>
          <Group gap={0} wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {nav.map((item) => (
              <li key={item.href}>
                <Anchor
                  href={safeHref(item.href)}
                  aria-current={item.active ? 'page' : undefined}
                  onClick={(event) => followInApp(event, () => onNavigate(item.href))}
                  underline="never"
                  c={item.active ? 'blue.8' : 'dark'}
                  fw={item.active ? 600 : 400}
                  px="md"
                  py="sm"
                  display="block"
                  style={{ whiteSpace: 'nowrap', borderBottom: `2px solid ${item.active ? 'var(--mantine-color-blue-8)' : 'transparent'}` }}
                >
                  {item.label}
                </Anchor>
              </li>
            ))}
          </Group>
        </Box>
      </Container>
    </Box>
  )
}
