import { Trans } from '@lingui/react/macro'
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { messageDetailLogic } from '@/app/actors/messages'
import { useShellFlow } from '@/app/use-flow'
import { RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { idSearch, remountById } from '@/routes/-components/search'
import { formatDateTime } from '@/ui/format/date'

/** Spec 000 §2.3: /alerts/template shows one message, named by `id` in the query. */
export const Route = createFileRoute('/_auth/_shell/alerts/template')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: MessageDetail,
})

function MessageDetail() {
  const { id } = Route.useSearch()
  const navigate = useNavigate()
  const detail = useShellFlow(messageDetailLogic, { input: { id } })

  return (
    <RecordDetailFrame
      detail={detail}
      subject="message"
      onBack={() => navigate({ to: '/alerts/index', search: { curr: 1, size: 10 } })}
      backLabel={<Trans>返回消息列表</Trans>}
    >
      {(message, back) => (
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
