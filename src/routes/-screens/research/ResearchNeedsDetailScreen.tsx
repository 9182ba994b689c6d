import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { surveyAnswerLogic, type SurveyAnswerFlow } from '@/app/actors/research/research-answer'
import { useShellFlow } from '@/app/use-flow'
import { DetailHeader } from '@/routes/-components/RecordDetailFrame'
import { useNotOpened } from '@/routes/-components/NotOpenedFrame'
import { Fact } from '@/ui/facts/Fact'
import { FileLink, type LinkedFile } from '@/ui/files/FileLink'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { procurementCategoryLabels } from '@/ui/format/project-labels'
import { ServerHtml } from '@/ui/html/ServerHtml'
import { EmptyState } from '@/ui/pages/EmptyState'
import { PageLoader } from '@/ui/pages/PageLoader'
import { ANSWER_STATUS_COLORS, ANSWER_STATUS_LABELS, isAnswerStatus } from '@/ui/research/answer-status'
import { SubmittedAnswer } from '@/ui/research/SubmittedAnswer'
import { SurveyAnswerForm } from '@/ui/research/SurveyAnswerForm'
import { saveServerFile } from '@/app/save-file'
import { LoadFailed } from '@/ui/feedback/LoadFailed'

const route = getRouteApi('/_auth/_shell/researchNeeds/myResearchNeeds/researchNeedsDetail')

function download(file: LinkedFile) {
  void saveServerFile(file.url, file.name)
}

export function ResearchNeedsDetailScreen() {
  const { id } = route.useSearch()
  const navigate = useNavigate()
  const flow = useShellFlow(surveyAnswerLogic, { input: { researchId: id } })
  return <SurveyScreen flow={flow} onBack={() => navigate({ to: '/researchNeeds/myResearchNeeds', search: { curr: 1, size: 10 } })} />
}

function SurveyScreen({ flow, onBack }: { flow: SurveyAnswerFlow; onBack: () => void }) {
  const { t, i18n } = useLingui()
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const failed = useSelector(flow, (s) => s.hasTag('failed'))
  const viewing = useSelector(flow, (s) => s.hasTag('viewing'))
  const editing = useSelector(flow, (s) => s.hasTag('editing'))
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))
  const closed = useSelector(flow, (s) => s.hasTag('closed'))
  const survey = useSelector(flow, (s) => s.context.survey)
  const draft = useSelector(flow, (s) => s.context.draft)
  const errors = useSelector(flow, (s) => s.context.errors)
  const error = useSelector(flow, (s) => s.context.error)
  const submitted = useSelector(flow, (s) => s.context.submitted)
  const notOpened = useNotOpened(failed ? error : null)
  const back = (
    <Button variant="default" size="xs" onClick={onBack}>
      <Trans>返回我的调研</Trans>
    </Button>
  )
  if (loading) return <PageLoader />
  if (failed) {
    return (
      <LoadFailed title={<Trans>调研加载失败</Trans>} error={error} onRetry={notOpened ? undefined : () => flow.send({ type: 'detail.retry' })}>
        {back}
      </LoadFailed>
    )
  }
  if (!survey) return <EmptyState title={<Trans>该调研不存在或尚未发布</Trans>} action={back} />

  const answer = survey.answer
  const attachment = answer?.fileName && answer.fileLink ? <FileLink file={{ name: answer.fileName, url: answer.fileLink }} onDownload={download} /> : null
  // What the list would show now: an answer just sent counts as submitted before the list reloads.
  const status = answer ? 1 : survey.answerStatus
  const translated = Object.fromEntries(Object.entries(errors).map(([field, descriptor]) => [field, i18n._(descriptor)]))

  return (
    <Stack>
      <DetailHeader title={survey.title} actions={back}>
        <Group gap="xs">
          <Badge variant="light" color={isAnswerStatus(status) ? ANSWER_STATUS_COLORS[status] : 'gray'}>
            {isAnswerStatus(status) ? i18n._(ANSWER_STATUS_LABELS[status]) : survey.answerStatusName}
          </Badge>
          <Text size="sm" c="dimmed">
            {survey.researchCode}
          </Text>
        </Group>
      </DetailHeader>
      <Card withBorder padding="md" component="section" aria-label={t`调研信息`}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Fact label={<Trans>采购人</Trans>}>{survey.purchaserName}</Fact>
          <Fact label={<Trans>调研类别</Trans>}>{survey.category ? <CodeText labels={procurementCategoryLabels} code={survey.category} sent={survey.category} /> : '—'}</Fact>
          <Fact label={<Trans>联系人</Trans>}>{[survey.contactName, survey.contactPhone].filter(Boolean).join(' ') || '—'}</Fact>
          <Fact label={<Trans>发布时间</Trans>}>{formatDateTime(survey.publishTime)}</Fact>
          <Fact label={<Trans>反馈截止时间</Trans>}>{formatDateTime(survey.endTime)}</Fact>
          <Fact label={<Trans>邀请时间</Trans>}>{survey.inviteTime ? formatDateTime(survey.inviteTime) : '—'}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md">
        <ServerHtml html={survey.content} label={survey.title} />
      </Card>
      {submitted ? (
        <Alert color="green" role="status">
          <Trans>调研回复已提交</Trans>
        </Alert>
      ) : null}
      {viewing && answer ? (
        <SubmittedAnswer
          answer={answer}
          file={attachment}
          actions={
            survey.open ? (
              <Group>
                <Button variant="light" onClick={() => flow.send({ type: 'answer.edit' })}>
                  <Trans>修改回复</Trans>
                </Button>
                <Text size="sm" c="dimmed">
                  <Trans>截止前可修改</Trans>
                </Text>
              </Group>
            ) : null
          }
        />
      ) : null}
      {editing || submitting ? (
        <Card withBorder padding="md" component="section" aria-label={t`填写调研回复`}>
          <SurveyAnswerForm
            draft={draft}
            errors={translated}
            error={error ? i18n._(error) : null}
            keptFile={answer?.fileName ? t`已上传：${answer.fileName}（不选择则保留）` : undefined}
            submitting={submitting}
            onChange={(field, value) => flow.send({ type: 'answer.change', field, value })}
            onFile={(file) => flow.send({ type: 'answer.file', file })}
            onSubmit={() => flow.send({ type: 'answer.submit' })}
            onCancel={answer ? () => flow.send({ type: 'answer.cancel' }) : undefined}
          />
        </Card>
      ) : null}
      {closed ? (
        <Alert color="gray" role="status">
          <Trans>调研已截止，未提交回复</Trans>
        </Alert>
      ) : null}
    </Stack>
  )
}
