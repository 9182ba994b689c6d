import { Trans, useLingui } from '@lingui/react/macro'
import { Card, SimpleGrid, Stack, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { examinationDetailLogic } from '@/app/actors/research/examination'
import { DetailScreen } from '@/routes/-components/DetailScreen'
import { DetailHeader } from '@/routes/-components/RecordDetailFrame'
import { ExamineItemsTable } from '@/ui/examination/ExamineItemsTable'
import { ResultBadge } from '@/ui/examination/ResultBadge'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'

const route = getRouteApi('/_auth/_shell/biddingMessage/examineDetail')

export function ExamineDetailScreen() {
  const { t } = useLingui()
  const { id } = route.useSearch()
  return (
    <DetailScreen logic={examinationDetailLogic} id={id} failedTitle={<Trans>审查结果加载失败</Trans>} notFoundTitle={<Trans>该审查结果不存在或尚未公布</Trans>} back={{ to: '/biddingMessage', search: { curr: 1, size: 10 }, label: <Trans>返回审查结果</Trans> }}>
      {(record, back) => (
        <Stack>
          <DetailHeader title={record.projectName} actions={back}>
            <Text size="sm" c="dimmed">
              {record.projectCode} · {record.packageName}
            </Text>
          </DetailHeader>
          <Card withBorder padding="md" component="section" aria-label={t`审查概况`}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <Fact label={<Trans>资格审查</Trans>} block>
                <ResultBadge result={record.qualifyResult} name="" />
              </Fact>
              <Fact label={<Trans>符合性审查</Trans>} block>
                <ResultBadge result={record.conformityResult} name="" />
              </Fact>
              <Fact label={<Trans>审查结论</Trans>} block>
                <ResultBadge result={record.result} name={record.resultName} />
              </Fact>
              <Fact label={<Trans>审查时间</Trans>}>{formatDateTime(record.examineTime)}</Fact>
            </SimpleGrid>
          </Card>
          <ExamineItemsTable items={record.items} />
        </Stack>
      )}
    </DetailScreen>
  )
}
