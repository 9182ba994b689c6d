import { Trans } from '@lingui/react/macro'
import { Alert } from '@mantine/core'

/**
 * Says, while the back end cannot be reached, that the portal is trying again (decision 058). The
 * live region is always there, so a screen reader hears the words when they appear.
 */
export function ConnectionBanner({ offline }: { offline: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {offline ? (
        <Alert color="orange" variant="filled" my="xs" py={6}>
          <Trans>连接已断开，正在重试…</Trans>
        </Alert>
      ) : null}
    </div>
  )
}
