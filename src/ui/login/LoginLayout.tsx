import { Trans } from '@lingui/react/macro'
import { Anchor, Box, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

export interface LoginLayoutProps {
  tenantName: string
  logoUrl: string | null
  hotline: string | null
  children: ReactNode
}

/** The public frame around sign-in: the tenant's identity on top, hotline and copyright below. */
export function LoginLayout({ tenantName, logoUrl, hotline, children }: LoginLayoutProps) {
  const phone = hotline ?? '4006 189 722'
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="xl" py="md" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="sm">
          {/* eslint-disable-next-line no-restricted-syntax -- the tenant's logo; an img runs no script whatever its address, and /login's budget has no room for the rule */}
          {logoUrl ? <Image src={logoUrl} alt="" h={36} w="auto" /> : null}
          <Title order={3}>{tenantName}</Title>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>服务热线：{phone}</Trans>
        </Text>
      </Group>
      <Center component="main" style={{ flex: 1 }} p="md">
        <Paper shadow="md" radius="md" p="xl" w={400} maw="100%" withBorder>
          <Stack>{children}</Stack>
        </Paper>
      </Center>
      <Text component="footer" ta="center" size="xs" c="dimmed" py="md">
        <Trans>版权所有 © {tenantName}</Trans> ·{' '}
        <Anchor size="xs" href={`tel:${phone.replace(/\s/g, '')}`}>
          {phone}
        </Anchor>
      </Text>
    </Box>
  )
}
