import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { EmptyState } from '@/ui/pages/EmptyState'
import { PageLoader } from '@/ui/pages/PageLoader'

/** What the frame reads of a `recordDetail` flow's snapshot. */
type DetailSnapshot<T> = {
  matches: (state: 'loading' | 'failed') => boolean
  context: { record: T | null; error: MessageDescriptor | null }
}

/**
 * The states every detail screen shares (machines/data/recordDetail): loading, a failure with
 * 重试, a record the back end does not know, and the record itself, rendered by `children`.
 */
export function RecordDetailFrame<T>({
  snapshot,
  onRetry,
  back,
  failedTitle,
  notFoundTitle,
  children,
}: {
  snapshot: DetailSnapshot<T>
  onRetry: () => void
  /** The way back to the list, offered in every state. */
  back: ReactNode
  failedTitle: ReactNode
  notFoundTitle: ReactNode
  children: (record: T) => ReactNode
}) {
  const { i18n } = useLingui()
  if (snapshot.matches('loading')) return <PageLoader />
  if (snapshot.matches('failed')) {
    return (
      <Alert color="red" role="alert" title={failedTitle}>
        {snapshot.context.error ? i18n._(snapshot.context.error) : null}
        <Group mt="sm">
          <Button size="xs" variant="light" onClick={onRetry}>
            <Trans>重试</Trans>
          </Button>
          {back}
        </Group>
      </Alert>
    )
  }
  const { record } = snapshot.context
  return record ? <>{children(record)}</> : <EmptyState title={notFoundTitle} action={back} />
}
