import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import type { MyProjectDetail } from '@/app/actors/tender/my-projects'
import { idSearch, remountById } from '@/routes/-components/search'
import { formatDateTime } from '@/ui/format/date'
import { ProjectDetailView } from '../-components/ProjectDetailView'
import { QuotePanel } from '../-components/QuotePanel'
import { isEffectiveEntry } from '@/domain/entry'

/** Spec 001 §2: an online inquiry (在线询价): the supplier quotes each signed-up package online. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetails/inquiryDetails')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: InquiryDetailsPage,
})

function InquiryDetailsPage() {
  const { id } = Route.useSearch()
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
