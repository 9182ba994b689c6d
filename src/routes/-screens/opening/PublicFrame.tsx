import { Trans } from '@lingui/react/macro'
import { Anchor, Box, Container, Group, Image, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { safeHref } from '@/validation/safe-url'

type Props = {
  tenantName: string
  logoUrl: string | null
  hotline: string | null
  /** What a visitor may do from here: sign in, or go back to the signed-in portal. */
  action: ReactNode
  children: ReactNode
}

/** The frame of a page anyone may open: the tenant's identity and a way in on top, hotline and copyright below. */
export function PublicFrame({ tenantName, logoUrl, hotline, action, children }: Props) {
  const phone = hotline ?? '4006 189 722'
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="xl" py="md" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="sm">
          {logoUrl ? <Image src={safeHref(logoUrl)} alt="" h={36} w="auto" /> : null}
          <Title order={3} component="p">
            {tenantName}
          </Title>
        </Group>
        {action}
      </Group>
      <Container component="main" size="xl" w="100%" py="lg" style={{ flex: 1 }}>
        {children}
      </Container>
      <Text component="footer" ta="center" size="xs" c="dimmed" py="md">
        <Trans>版权所有 © {tenantName}</Trans> ·{' '}
        <Anchor size="xs" href={`tel:${phone.replace(/\s/g, '')}`}>
          {phone}
        </Anchor>
      </Text>
    </Box>
  )
}
