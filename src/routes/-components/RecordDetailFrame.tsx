import type { MessageDescriptor } from '@lingui/core'
import { Trans } from '@lingui/react/macro'
import { Button, Group, Stack, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { AnyActorRef } from 'xstate'
import { EmptyState } from '@/ui/pages/EmptyState'
import { PageLoader } from '@/ui/pages/PageLoader'
import { useNotOpened } from './NotOpenedFrame'
import { LoadFailed } from '@/ui/feedback/LoadFailed'

/** What the frame needs of a `recordDetail` flow's actor (machines/data/recordDetail). */
export type DetailActor<T> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): {
    hasTag(tag: 'loading' | 'failed'): boolean
    context: { record: T | null; error: MessageDescriptor | null }
  }
  send(event: { type: 'detail.retry' }): void
}

/** The failure and not-found titles most detail screens share, by what they show. */
const SUBJECT_TITLES = {
  project: { failedTitle: <Trans>项目加载失败</Trans>, notFoundTitle: <Trans>该项目不存在或已被删除</Trans> },
  notice: { failedTitle: <Trans>公告加载失败</Trans>, notFoundTitle: <Trans>该公告不存在或尚未发布</Trans> },
  message: { failedTitle: <Trans>消息加载失败</Trans>, notFoundTitle: <Trans>该消息不存在或已被删除</Trans> },
}

export type Titles = { subject: keyof typeof SUBJECT_TITLES } | { failedTitle: ReactNode; notFoundTitle: ReactNode }

/**
 * The states every detail screen shares (machines/data/recordDetail): loading, a failure with
 * 重试 (or, for a call the back end does not have, the frame's not-opened state; decision 049), a
 * record the back end does not know, and the record itself, rendered by `children`, which gets the
 * way back too for its own header.
 */
export function RecordDetailFrame<T>({
  detail,
  onBack,
  backLabel,
  children,
  ...titles
}: Titles & {
  detail: DetailActor<T>
  /** The way back to the list, offered in every state. */
  onBack: () => void
  backLabel: ReactNode
  children: (record: T, back: ReactNode) => ReactNode
}) {
  const loading = useSelector(detail, (s) => s.hasTag('loading'))
  const failed = useSelector(detail, (s) => s.hasTag('failed'))
  const error = useSelector(detail, (s) => s.context.error)
  const record = useSelector(detail, (s) => s.context.record)
  const notOpened = useNotOpened(failed ? error : null)
  const { failedTitle, notFoundTitle } = 'subject' in titles ? SUBJECT_TITLES[titles.subject] : titles
  const back = (
    <Button variant="default" size="xs" onClick={onBack}>
      {backLabel}
    </Button>
  )
  if (loading) return <PageLoader />
  if (failed) {
    return (
      <LoadFailed title={failedTitle} error={error} onRetry={notOpened ? undefined : () => detail.send({ type: 'detail.retry' })}>
        {back}
      </LoadFailed>
    )
  }
  return record ? <>{children(record, back)}</> : <EmptyState title={notFoundTitle} action={back} />
}

/** A detail screen's heading: the record's name with `children` under it, the way back (and other actions) opposite. */
export function DetailHeader({ title, children, actions }: { title: ReactNode; children?: ReactNode; actions: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
      {actions}
    </Group>
  )
}
