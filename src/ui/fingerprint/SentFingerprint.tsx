import { Trans } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Sha256 } from '@/domain/fingerprint'
import { FingerprintMismatch } from './FingerprintMismatch'
import { Sha256Text } from './Sha256Text'

/**
 * Decision 070: a sent file's fingerprint, a warning when the server's differs, and what the screen
 * offers after it (the receipt's link). Nothing of the server's shows while it sent none.
 */
export function SentFingerprint({ sha256, serverSha256, children }: { sha256: Sha256; serverSha256: Sha256 | null; children?: ReactNode }) {
  return (
    <Stack gap="xs" mt="xs">
      <div>
        <Text size="sm" fw={500}>
          <Trans>文件指纹（SHA-256）</Trans>
        </Text>
        <Sha256Text sha256={sha256} />
      </div>
      <FingerprintMismatch computed={sha256} received={serverSha256} />
      {children}
    </Stack>
  )
}
