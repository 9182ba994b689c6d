import { Trans } from '@lingui/react/macro'
import { Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { safeHref } from '@/validation/safe-url'

export interface AccountLayoutProps {
  tenantName: string
  logoUrl: string | null
  hotline: string | null
  /** The page's heading, e.g. 供应商注册. */
  title: ReactNode
  /** Under the heading: the step indicator. */
  steps?: ReactNode
  /** Beside the heading: a way back to sign-in. */
  aside?: ReactNode
  children: ReactNode
}

/** The public frame of registration and password recovery: the tenant on top, the form in a card. */
export function AccountLayout({ tenantName, logoUrl, hotline, title, steps, aside, children }: AccountLayoutProps) {
  const phone = hotline ?? '4006 189 722'
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="xl" py="md" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="sm">
          {logoUrl ? <Image src={safeHref(logoUrl)} alt="" h={36} w="auto" /> : null}
          <Text fw={600} size="lg">
            {tenantName}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>服务热线：{phone}</Trans>
        </Text>
      </Group>
      <Box component="main" style={{ flex: 1 }} p="md">
        <Paper shadow="sm" radius="md" p="xl" w={760} maw="100%" mx="auto" my="lg" withBorder>
          <Stack gap="lg">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h3">
                {title}
              </Title>
              {aside}
            </Group>
            {steps}
            {children}
          </Stack>
        </Paper>
      </Box>
      <Text component="footer" ta="center" size="xs" c="dimmed" py="md">
        <Trans>版权所有 © {tenantName}</Trans>
      </Text>
    </Box>
  )
}
