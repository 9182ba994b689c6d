import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Stack, Text, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import type { MyProjectDetail } from '@/app/actors/tender/my-projects'
import { formatDateTime } from '@/ui/format/date'
import { ProjectDetailView } from '@/routes/-screens/tender/ProjectDetailView'
import { QuotePanel } from '@/routes/-screens/tender/QuotePanel'
import { isEffectiveEntry } from '@/domain/entry'

const route = getRouteApi('/_auth/_shell/personal/projectDetails/inquiryDetails')

export function InquiryDetailsScreen() {
  const { id } = route.useSearch()
  return (
    <ProjectDetailView id={id} kind="1">
      {(detail) => <Quotation detail={detail} />}
    </ProjectDetailView>
  )
}

function Quotation({ detail }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  const effective = detail.entries.filter(isEffectiveEntry)
  return (
    <Card withBorder padding="md" component="section" aria-label={t`在线报价`}>
      <Stack gap="sm">
        <Title order={4}>
          <Trans>在线报价</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>报价截止时间：{formatDateTime(detail.project.bidEndTime)}。截止前可多次报价，以最后一次报价为准。</Trans>
        </Text>
        {effective.length === 0 ? (
          <Text size="sm">
            <Trans>报名后方可报价</Trans>
          </Text>
        ) : (
          effective.map((entry) => (
            <QuotePanel key={entry.id} projectId={detail.project.id} packageId={entry.packageId} packageName={entry.packageName} closesIn={detail.closesIn} />
          ))
        )}
      </Stack>
    </Card>
  )
}
