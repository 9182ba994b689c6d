import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import { messageDetailLogic } from '@/app/actors/messages/messages'
import { DetailScreen } from '@/routes/-components/DetailScreen'
import { saveServerFile } from '@/app/save-file'
import type { LinkedFile } from '@/ui/files/FileLink'
import { formatDateTime } from '@/ui/format/date'
import { messageTypeText } from '@/ui/messages/message-types'
import { ArticleFiles } from '@/ui/public/ArticleFiles'

const route = getRouteApi('/_auth/_shell/alerts/template')

/** A message's file needs no download record (decision 042): the browser saves it. */
const downloadMessageFile = (file: LinkedFile) => void saveServerFile(file.url, file.name)


export function MessageDetailScreen() {
  const { i18n } = useLingui()
  const { id } = route.useSearch()
  return (
    <DetailScreen logic={messageDetailLogic} id={id} subject="message" back={{ to: '/alerts/index', search: { curr: 1, size: 10 }, label: <Trans>返回消息列表</Trans> }}>
      {(message, back) => (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Title order={3}>{message.title}</Title>
            {back}
          </Group>
          <Card withBorder padding="lg" component="article" aria-label={message.title}>
            <Stack gap="md">
              <Group gap="md">
                <Badge variant="light">{messageTypeText(message, i18n.locale, (label) => i18n._(label))}</Badge>
                <Text size="sm" c="dimmed">
                  <Trans>发布时间：{formatDateTime(message.createTime)}</Trans>
                </Text>
              </Group>
              {/* The back end sends the body as plain text; it is shown as text, never as markup. */}
              <Text style={{ whiteSpace: 'pre-wrap' }}>{message.content || <Trans>（无正文）</Trans>}</Text>
              {message.projectId ? <RelatedProject id={message.projectId} /> : null}
              <ArticleFiles files={message.attachments} onDownload={downloadMessageFile} />
            </Stack>
          </Card>
        </Stack>
      )}
    </DetailScreen>
  )
}

/** The project the message is about, on its detail page (which opens the page of its kind). */
function RelatedProject({ id }: { id: string }) {
  return (
    <Text size="sm">
      <Anchor renderRoot={(props) => <Link to="/personal/projectDetail" search={{ id }} {...props} />}>
        <Trans>查看相关项目</Trans>
      </Anchor>
    </Text>
  )
}
