import { Trans } from '@lingui/react/macro'
import { Badge, Card, Group, Stack, Text } from '@mantine/core'
import { articleLogic } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { formatDateTime } from '@/ui/format/date'
import { ServerHtml } from '@/ui/html/ServerHtml'
import { ArticleFiles } from '@/ui/public/ArticleFiles'
import { ArticleCategory } from './ArticleCategory'
import { downloadPublicFile } from './download'

const notices = articleLogic('notice')
const policies = articleLogic('policy')
const help = articleLogic('help')
const BINDINGS = { notice: notices, policy: policies, help }

/** One public article (通知公告, 政策法规, 常见问题): who issued it and when, its HTML (sanitized) and its files. */
export function ArticleDetailView({ kind, id, onBack, backLabel }: { kind: keyof typeof BINDINGS; id: string; onBack: () => void; backLabel: string }) {
  const detail = usePortalFlow(BINDINGS[kind], { input: { id } })
  return (
    <RecordDetailFrame detail={detail} failedTitle={<Trans>内容加载失败</Trans>} notFoundTitle={<Trans>该内容不存在或已下线</Trans>} onBack={onBack} backLabel={backLabel}>
      {(article, back) => (
        <Stack>
          <DetailHeader title={article.title} actions={back}>
            <Group gap="xs">
              {article.categoryName ? (
                <Badge variant="light">
                  <ArticleCategory kind={kind} article={article} />
                </Badge>
              ) : null}
              {article.source ? (
                <Text size="sm" c="dimmed">
                  <Trans>来源：{article.source}</Trans>
                </Text>
              ) : null}
              <Text size="sm" c="dimmed">
                <Trans>发布时间：{formatDateTime(article.releaseTime)}</Trans>
              </Text>
            </Group>
          </DetailHeader>
          <Card withBorder padding="md">
            <ServerHtml html={article.content} label={article.title} />
          </Card>
          {article.attachments.length > 0 ? (
            <Card withBorder padding="md">
              <ArticleFiles files={article.attachments} onDownload={downloadPublicFile} />
            </Card>
          ) : null}
        </Stack>
      )}
    </RecordDetailFrame>
  )
}
