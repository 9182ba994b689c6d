import { Trans } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { messageDetailLogic } from '@/app/actors/messages'
import { useShellFlow } from '@/app/use-flow'
import { RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { idSearch } from '@/routes/-components/search'
import { formatDateTime } from '@/ui/format/date'

/** Spec 000 §2.3: /alerts/template shows one message, named by `id` in the query. */
export const Route = createFileRoute('/_auth/_shell/alerts/template')({
  validateSearch: idSearch,
  component: MessagePage,
})

function MessagePage() {
  const { id } = Route.useSearch()
  // A different id is a different message: a fresh flow for it.
  return <MessageDetail key={id} id={id} />
}

function MessageDetail({ id }: { id: string }) {
  const navigate = useNavigate()
  const detail = useShellFlow(messageDetailLogic, { input: { id } })
  const state = useSelector(detail, (s) => s)
  const back = (
    <Button variant="default" size="xs" onClick={() => navigate({ to: '/alerts/index', search: { curr: 1, size: 10 } })}>
      <Trans>返回消息列表</Trans>
    </Button>
  )

  return (
    <RecordDetailFrame
      snapshot={state}
      onRetry={() => detail.send({ type: 'detail.retry' })}
      back={back}
      failedTitle={<Trans>消息加载失败</Trans>}
      notFoundTitle={<Trans>该消息不存在或已被删除</Trans>}
    >
      {(message) => (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Title order={3}>{message.title}</Title>
            {back}
          </Group>
          <Card withBorder padding="lg" component="article" aria-label={message.title}>
            <Group gap="md" mb="md">
              <Badge variant="light">{message.typeStr}</Badge>
              <Text size="sm" c="dimmed">
                <Trans>发布时间：{formatDateTime(message.createTime)}</Trans>
              </Text>
            </Group>
            {/* The back end sends the body as plain text; it is shown as text, never as markup. */}
            <Text style={{ whiteSpace: 'pre-wrap' }}>{message.content || <Trans>（无正文）</Trans>}</Text>
          </Card>
        </Stack>
      )}
    </RecordDetailFrame>
  )
}
