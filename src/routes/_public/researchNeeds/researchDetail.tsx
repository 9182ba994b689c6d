import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { publicResearchLogic, RESEARCH_STATUS } from '@/app/actors/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { useBackTo } from '@/routes/-components/public/use-back'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { idSearch, remountById } from '@/routes/-components/search'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { ServerHtml } from '@/ui/html/ServerHtml'

/** Spec 000 §2.1 /researchNeeds/researchDetail?id=: one demand survey, its body sanitized. */
export const Route = createFileRoute('/_public/researchNeeds/researchDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: ResearchDetail,
})

function ResearchDetail() {
  const { t } = useLingui()
  const { id } = Route.useSearch()
  const back = useBackTo('/researchNeeds')
  const detail = usePortalFlow(publicResearchLogic, { input: { id } })
  return (
    <RecordDetailFrame detail={detail} subject="notice" onBack={back} backLabel={t`返回`}>
      {(research, backButton) => (
        <Stack>
          <DetailHeader title={research.title} actions={backButton}>
            <Group gap="xs">
              <Badge variant="light" color={research.status === RESEARCH_STATUS.open ? 'green' : 'gray'}>
                {research.statusName}
              </Badge>
              <Text size="sm" c="dimmed">
                {research.researchCode}
              </Text>
            </Group>
          </DetailHeader>
          <Card withBorder padding="md" component="section" aria-label={research.researchCode}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <Fact label={<Trans>采购人</Trans>}>{research.purchaserName}</Fact>
              <Fact label={<Trans>调研类别</Trans>}>{research.category || '—'}</Fact>
              <Fact label={<Trans>联系人</Trans>}>{[research.contactName, research.contactPhone].filter(Boolean).join(' ') || '—'}</Fact>
              <Fact label={<Trans>发布时间</Trans>}>{formatDateTime(research.publishTime)}</Fact>
              <Fact label={<Trans>反馈截止时间</Trans>}>{formatDateTime(research.endTime)}</Fact>
            </SimpleGrid>
          </Card>
          <Card withBorder padding="md">
            <ServerHtml html={research.content} label={research.title} />
          </Card>
        </Stack>
      )}
    </RecordDetailFrame>
  )
}
