import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, List, Progress, Stack, Text, Textarea, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, type FormEvent } from 'react'
import { clarificationLogic, evaluationLogic, EXPLAIN_STATUS, NODE_STATUS, type Evaluation } from '@/app/actors/tender/clarification'
import { useShellFlow } from '@/app/use-flow'
import { textValues, useFormDraft } from '@/app/use-form-draft'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import type { ExplainRequest } from '@/services/schemas/bid-es'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { DraftRestoredNote } from '@/ui/forms/DraftRestoredNote'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { evaluationStatusLabels } from '@/ui/format/hall-labels'
import { PageLoader } from '@/ui/pages/PageLoader'
import { UploadField } from '@/ui/upload/UploadField'
import { ANSWER_MAX } from '@/domain/limits'

const route = getRouteApi('/_auth/_shell/electronicOpening/evaluationInteract')

export function EvaluationInteractScreen() {
  const { t } = useLingui()
  const { projectId } = route.useSearch()
  const navigate = useNavigate()
  const detail = useShellFlow(evaluationLogic, { input: { id: projectId } })
  return (
    <RecordDetailFrame detail={detail} subject="project" onBack={() => navigate({ to: '/personal/myProject', search: { curr: 1, size: 10 } })} backLabel={<Trans>返回我的项目</Trans>}>
      {(evaluation, back) => (
        <Stack>
          <DetailHeader title={evaluation.project.projectName} actions={back}>
            <Text size="sm" c="dimmed">
              {evaluation.project.projectCode}
            </Text>
          </DetailHeader>
          <Card withBorder padding="md" component="section" aria-label={t`评标进度`}>
            <EvaluationProgress evaluation={evaluation} />
          </Card>
          <Card withBorder padding="md" component="section" aria-label={t`澄清说明`}>
            <Title order={4} mb="sm">
              <Trans>澄清说明</Trans>
            </Title>
            {evaluation.requests.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>评标委员会暂未向您发出澄清要求。</Trans>
              </Text>
            ) : (
              <Stack>
                {evaluation.requests.map((request) => (
                  <ExplainCard key={request.id} request={request} />
                ))}
              </Stack>
            )}
          </Card>
        </Stack>
      )}
    </RecordDetailFrame>
  )
}

function EvaluationProgress({ evaluation: { progress, nodes } }: { evaluation: Evaluation }) {
  const { t } = useLingui()
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>
          <Trans>评标进度</Trans>
        </Title>
        <Badge variant="light"><CodeText labels={evaluationStatusLabels} code={progress.status} sent={progress.statusName} /></Badge>
      </Group>
      <Progress value={progress.percent} aria-label={t`评标进度`} />
      {progress.currentNodeName ? (
        <Text size="sm">
          <Trans>当前环节：{progress.currentNodeName}</Trans>
        </Text>
      ) : null}
      <List size="sm" aria-label={progress.currentNodeName ?? undefined}>
        {nodes.map((node) => (
          <List.Item key={node.id}>
            <Group gap="xs">
              <Text size="sm">{node.nodeName}</Text>
              <Badge size="sm" variant="outline" color={node.status === NODE_STATUS.finished ? 'green' : node.status === NODE_STATUS.current ? 'blue' : 'gray'}>
                {node.status === NODE_STATUS.finished ? <Trans>已完成</Trans> : node.status === NODE_STATUS.current ? <Trans>进行中</Trans> : <Trans>未开始</Trans>}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}

const answerShape = textValues(['answer'] as const)

/** One request: what the evaluators ask, its deadline, and my answer while it is open. */
function ExplainCard({ request }: { request: ExplainRequest }) {
  const { t, i18n } = useLingui()
  const flow = useShellFlow(clarificationLogic, { input: { kind: 'answer', explainId: request.id, deadline: request.deadlineAt } })
  const content = useSelector(flow, (s) => s.context.content)
  const file = useSelector(flow, (s) => s.context.file)
  const error = useSelector(flow, (s) => s.context.error)
  const progress = useSelector(flow, (s) => s.context.progress)
  const answered = useSelector(flow, (s) => s.context.answered)
  const accept = useSelector(flow, (s) => s.context.accept)
  const sending = useSelector(flow, (s) => s.hasTag('sendingAnswer'))
  const answerSent = useSelector(flow, (s) => s.hasTag('answerSent') || (s.hasTag('rechecking') && s.context.recheckedFrom === 'sent'))
  const reading = useSelector(flow, (s) => s.hasTag('reading'))
  const readFailed = useSelector(flow, (s) => s.hasTag('readFailed'))
  const expired = useSelector(flow, (s) => s.hasTag('closed'))
  const percent = progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0
  const writing = !answerSent && !reading && !readFailed && !expired
  // The text comes back after a reload; a chosen file is chosen again.
  const kept = useFormDraft({
    form: 'clarificationAnswer',
    record: request.id,
    version: 1,
    shape: answerShape,
    values: writing ? { answer: content } : null,
    apply: (values) => flow.send({ type: 'answer.edit', text: values.answer }),
  })
  const { sent } = kept
  useEffect(() => {
    const answered = flow.on('answer.sent', () => sent())
    return () => answered.unsubscribe()
  }, [flow, sent])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    flow.send({ type: 'answer.submit' })
  }

  let body
  if (reading) body = <PageLoader />
  else if (readFailed) {
    body = (
      <Alert color="red" role="alert" title={<Trans>答复加载失败</Trans>}>
        {error ? i18n._(error) : null}
        <Group mt="sm">
          <Button size="xs" variant="light" onClick={() => flow.send({ type: 'answer.retry' })}>
            <Trans>重试</Trans>
          </Button>
        </Group>
      </Alert>
    )
  } else if (expired) {
    body = (
      <Alert color="gray" role="alert" title={<Trans>已过答复截止时间</Trans>}>
        <Trans>该澄清已于{formatDateTime(request.deadline)}截止，不能再答复。</Trans>
      </Alert>
    )
  } else if (answerSent) {
    body = (
      <Stack gap="xs">
        <Alert color="green" role="status">
          <Trans>答复已提交，截止时间前可修改。</Trans>
        </Alert>
        <Button size="xs" variant="light" w="fit-content" onClick={() => flow.send({ type: 'answer.revise' })}>
          <Trans>修改答复</Trans>
        </Button>
      </Stack>
    )
  } else {
    body = (
      <form onSubmit={submit} aria-label={t`澄清答复：${request.title}`}>
        <Stack>
          <DraftRestoredNote restored={kept.restored} onDiscard={kept.discard} />
          <ErrorAlert error={error} />
          <Textarea
            label={t`澄清内容`}
            description={t`最多${ANSWER_MAX}个字`}
            value={content}
            onChange={(e) => flow.send({ type: 'answer.edit', text: e.currentTarget.value })}
            rows={4}
            withAsterisk
            disabled={sending}
          />
          <UploadField
            label={t`选择附件`}
            limit={1}
            accept={accept}
            files={file ? [{ name: file.name }] : []}
            // The flow checks type and size itself, so the message comes from one place.
            validate={() => null}
            onSelect={(chosen) => chosen[0] && flow.send({ type: 'answer.attach', file: chosen[0] })}
            onRemove={() => flow.send({ type: 'answer.detach' })}
            uploading={sending && file !== null}
            progress={percent}
            disabled={sending}
          />
          <Group>
            <Button type="submit" loading={sending}>
              <Trans>提交答复</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    )
  }

  const statusBadge = expired && !answered ? (
    <Badge color="gray">
      <Trans>已过期</Trans>
    </Badge>
  ) : answered || request.status === EXPLAIN_STATUS.answered ? (
    <Badge color="green">
      <Trans>已答复</Trans>
    </Badge>
  ) : (
    <Badge color="orange">
      <Trans>待答复</Trans>
    </Badge>
  )

  return (
    <Card withBorder padding="sm" component="article" aria-label={request.title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{request.title}</Text>
          {statusBadge}
        </Group>
        <Text size="sm">{request.content}</Text>
        <Text size="xs" c="dimmed">
          <Trans>答复截止时间：{formatDateTime(request.deadline)}</Trans>
        </Text>
        {answered ? (
          <Text size="sm" c="dimmed">
            <Trans>我的答复：{answered.content}</Trans>
            {answered.fileName ? ` (${answered.fileName})` : null}
          </Text>
        ) : null}
        {body}
      </Stack>
    </Card>
  )
}
