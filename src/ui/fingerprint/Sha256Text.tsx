import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Code, CopyButton, Group } from '@mantine/core'
import { useId } from 'react'
import { groupedSha256, type Sha256 } from '@/domain/fingerprint'

/**
 * A SHA-256 fingerprint to read and compare (decision 070): monospace, in groups of eight digits,
 * with a button that copies the plain 64 digits (what `sha256sum` prints). The button's name stays
 * 复制指纹 (the fingerprint it copies is its description), so a file's name names only the file's link.
 */
export function Sha256Text({ sha256, label }: { sha256: Sha256; label?: string }) {
  const { t } = useLingui()
  const id = useId()
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Code id={id} aria-label={label ?? t`SHA-256指纹`} data-sha256={sha256} style={{ wordBreak: 'break-word', whiteSpace: 'normal', letterSpacing: '0.02em' }}>
        {groupedSha256(sha256)}
      </Code>
      <CopyButton value={sha256}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={t`复制指纹`} aria-describedby={id}>
            {copied ? <Trans>已复制</Trans> : <Trans>复制</Trans>}
          </Button>
        )}
      </CopyButton>
    </Group>
  )
}
