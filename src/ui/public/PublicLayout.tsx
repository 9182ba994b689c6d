import { Box, Container } from '@mantine/core'
import type { ReactNode } from 'react'
import { OldBrowserTip } from './OldBrowserTip'
import { PublicFooter, type PublicFooterProps } from './PublicFooter'
import { PublicHeader, type PublicHeaderProps } from './PublicHeader'

/** Every public page: the old-browser tip, the public header, the page, the public footer. */
export function PublicLayout({ header, footer, userAgent, children }: { header: PublicHeaderProps; footer: PublicFooterProps; userAgent: string; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <OldBrowserTip userAgent={userAgent} />
      <PublicHeader {...header} />
      <Container component="main" size="xl" w="100%" py="lg" style={{ flex: 1 }}>
        {children}
      </Container>
      <PublicFooter {...footer} />
    </Box>
  )
}
