import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { Box, Group } from '@mantine/core'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { MESSAGE_TYPE, messageListLogic, type MessageQuery } from '@/app/actors/messages/messages'
import { messageTypeOf } from '@/routes/-screens/messages/alerts-search'
import { ListPage } from '@/routes/-components/ListScreen'
import { Permitted } from '@/routes/-components/Permitted'
import { StatusFilter } from '@/routes/-components/StatusFilter'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { LoadFailed } from '@/ui/feedback/LoadFailed'
import { useShell } from '@/routes/-components/use-shell'
import { MarkAllReadButton } from '@/ui/messages/MarkAllReadButton'
import { MessageTable } from '@/ui/messages/MessageTable'
import { messageTypeLabels } from '@/ui/messages/message-types'
import { PageLoader } from '@/ui/pages/PageLoader'

const route = getRouteApi('/_auth/_shell/alerts/index')

export function AlertsScreen() {
  const { _ } = useLingui()
  const { search, navigate, loaded, filter, table } = useRouteList(route, messageListLogic)
  const router = useRouter()
  const { unread } = useShell()
  // Only what the mark-all control shows, each a plain value, so the page need not render again for
  // every unread reading (xstate's shallowEqual would do it in one, but it would join /login's start).
  const marking = {
    ready: useSelector(unread, (s) => s.hasTag('ready')),
    clearing: useSelector(unread, (s) => s.hasTag('busy')),
    total: useSelector(unread, (s) => s.context.total),
    // Still said while the question is asked again.
    refused: useSelector(unread, (s) => (s.hasTag('ready') || s.hasTag('asking') ? s.context.error : null)),
  }
  const shownType = messageTypeOf(search.type)

  // A new filter starts again at page 1 and keeps the other filter.
  const filtered = (next: Pick<MessageQuery, 'readStatus' | 'type'>) => filter({ readStatus: search.readStatus, type: search.type, ...next })
  return (
    <ListPage
      title={<Trans>我的消息</Trans>}
      aside={
        /* The type the list shows is the type marked read (decision 042), once the unread flow's
           question is answered (decision 075); the list and the badge hear of it from the unread
           actor and ask again. */
        <Permitted code="alerts_read_all">
          <MarkAllReadButton
            disabled={!marking.ready || marking.total === 0}
            marking={marking.clearing}
            onAsk={() => unread.send({ type: 'confirm.ask', subject: shownType ? { messageType: shownType } : {} })}
          />
        </Permitted>
      }
      search={
        <>
          {/* Ready with an error only after a refused mark-all (a failed reading is its own state). */}
          <ErrorAlert title={<Trans>标为已读失败</Trans>} error={marking.refused} />
          <Group gap="sm" wrap="wrap">
            <StatusFilter
              label={_(msg`按阅读状态筛选`)}
              labelHidden
              options={[
                { value: '0', label: _(msg`未读`) },
                { value: '1', label: _(msg`已读`) },
              ]}
              value={search.readStatus}
              onChange={(value) => filtered({ readStatus: value === undefined ? undefined : (Number(value) as 0 | 1) })}
            />
            {/* Five types are wider than a phone: the filter scrolls sideways in its own box instead of
                having its last type cut off at the window's edge. */}
            <Box maw="100%" style={{ overflowX: 'auto' }}>
              <StatusFilter
                label={_(msg`按类型筛选`)}
                labelHidden
                all={_(msg`全部类型`)}
                options={Object.values(MESSAGE_TYPE).map((code) => ({ value: code, label: _(messageTypeLabels[code]!) }))}
                value={search.type}
                onChange={(value) => filtered({ type: value === undefined ? undefined : Number(value) })}
              />
            </Box>
          </Group>
        </>
      }
    >
      {table.error ? (
        <LoadFailed title={<Trans>消息加载失败</Trans>} error={table.error} onRetry={table.onRetry} />
      ) : loaded ? (
        <MessageTable
          records={table.rows}
          total={table.total}
          page={table.page}
          size={table.size}
          onPage={table.onPage}
          onSize={table.onSize}
          onOpen={(id) => navigate({ to: '/alerts/template', search: { id } })}
          href={(id) => router.buildLocation({ to: '/alerts/template', search: { id } }).href}
        />
      ) : (
        <PageLoader />
      )}
    </ListPage>
  )
}
