import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, type FormEvent } from 'react'
import { clarificationLogic, myQuestionListLogic, questionProjectsLogic, refreshOnClarified, type QuestionProjects } from '@/app/actors/clarification'
import { useShellFlow } from '@/app/use-flow'
import { QUESTION_MAX } from '@/machines/tender/clarification.machine'
import { firstPagePlain, pageSearch, type PageSearch } from '@/routes/-components/search'
import { useListTable } from '@/routes/-components/use-list-table'
import type { Question } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { PageLoader } from '@/ui/pages/PageLoader'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'

type QuestionSearch = PageSearch & { projectId?: string | undefined }

function questionSearch(s: Record<string, unknown>): QuestionSearch {
  const projectId = typeof s.projectId === 'string' || typeof s.projectId === 'number' ? String(s.projectId).trim() : ''
  return { ...pageSearch(s), ...(projectId ? { projectId } : {}) }
}

/** Spec 001 §2 /personal/moreQuestion: my questions to buyers (decision 025), paged and filtered by project in the URL, and a new question. */
export const Route = createFileRoute('/_auth/_shell/personal/moreQuestion')({
  validateSearch: questionSearch,
  search: firstPagePlain(),
  component: MoreQuestion,
})

function MoreQuestion() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useShellFlow(myQuestionListLogic, { input: { query: search } })
  const { filter, table } = useListTable(list, search, (next) => navigate({ search: next }))
  const projects = useShellFlow(questionProjectsLogic, { input: { id: 'mine' } })
  const projectState = useSelector(projects, (s) => s)
  const mine = projectState.context.record

  const columns: PagedTableColumn<Question>[] = [
    { key: 'projectName', title: t`项目名称`, width: 200, render: (q) => <Text size="sm">{q.projectName}</Text> },
    { key: 'content', title: t`问题内容`, render: (q) => <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{q.content}</Text> },
    { key: 'askTime', title: t`提问时间`, width: 170, render: (q) => formatDateTime(q.askTime) },
    {
      key: 'status',
      title: t`状态`,
      width: 90,
      render: (q) => (
        <Badge variant="light" color={q.status === 1 ? 'green' : 'orange'}>
          {q.status === 1 ? <Trans>已答复</Trans> : <Trans>待答复</Trans>}
        </Badge>
      ),
    },
    { key: 'answer', title: t`答复内容`, render: (q) => (q.answer ? <Text size="sm">{q.answer}</Text> : '—') },
    { key: 'answerTime', title: t`答复时间`, width: 170, render: (q) => (q.answerTime ? formatDateTime(q.answerTime) : '—') },
  ]
  const projectOptions = (mine?.all ?? []).map((p) => ({ value: p.id, label: `${p.projectCode} ${p.projectName}` }))

  return (
    <Stack>
      <Title order={3}>
        <Trans>我的提问</Trans>
      </Title>
      {projectState.matches('loading') ? <PageLoader /> : mine ? <AskForm projects={mine} onAsked={list} /> : null}
      {projectState.matches('failed') ? (
        <Alert color="red" role="alert" title={<Trans>项目加载失败</Trans>}>
          <Button size="xs" variant="light" onClick={() => projects.send({ type: 'detail.retry' })}>
            <Trans>重试</Trans>
          </Button>
        </Alert>
      ) : null}
      <Group align="flex-end">
        <NativeSelect
          label={t`按项目筛选`}
          data={[{ value: '', label: t`全部项目` }, ...projectOptions]}
          value={search.projectId ?? ''}
          onChange={(e) => filter({ projectId: e.currentTarget.value || undefined })}
          w={360}
        />
      </Group>
      <PagedTable
        {...table}
        label={t`我的提问列表`}
        columns={columns}
        rowKey={(q) => q.id}
        emptyTitle={search.projectId ? t`该项目暂无提问` : t`暂无提问`}
        minWidth={980}
      />
    </Stack>
  )
}

/** Asking a question of a project I signed up for that still takes questions (the server has the last word on the deadline). */
function AskForm({ projects, onAsked }: { projects: QuestionProjects; onAsked: { send: (event: { type: 'list.refresh' }) => void } }) {
  const { t, i18n } = useLingui()
  const flow = useShellFlow(clarificationLogic, { input: { kind: 'question' } })
  const state = useSelector(flow, (s) => s)
  const { draft, projectId, error } = state.context
  useEffect(() => refreshOnClarified(flow, onAsked, 'question.asked', { type: 'list.refresh' as const }), [flow, onAsked])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    flow.send({ type: 'question.submit' })
  }

  return (
    <Card withBorder padding="md" component="section" aria-label={t`我要提问`}>
      <Title order={4} mb="sm">
        <Trans>我要提问</Trans>
      </Title>
      {state.matches({ question: 'sent' }) ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            <Trans>提问成功，采购人答复后将在下方列表中显示。</Trans>
          </Alert>
          <Group>
            <Button variant="light" onClick={() => flow.send({ type: 'question.again' })}>
              <Trans>继续提问</Trans>
            </Button>
          </Group>
        </Stack>
      ) : projects.askable.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>您报名的项目中暂无可提问的项目。</Trans>
        </Text>
      ) : (
        <form onSubmit={submit} aria-label={t`提问表单`}>
          <Stack>
            {error ? (
              <Alert color="red" role="alert">
                {i18n._(error)}
              </Alert>
            ) : null}
            <NativeSelect
              label={t`提问项目`}
              data={[{ value: '', label: t`请选择项目` }, ...projects.askable.map((p) => ({ value: p.id, label: `${p.projectCode} ${p.projectName}` }))]}
              value={projectId ?? ''}
              onChange={(e) => flow.send({ type: 'question.project', projectId: e.currentTarget.value || null })}
              withAsterisk
            />
            <Textarea
              label={t`问题内容`}
              description={t`最多${QUESTION_MAX}个字`}
              value={draft}
              onChange={(e) => flow.send({ type: 'question.edit', text: e.currentTarget.value })}
              rows={4}
              withAsterisk
            />
            <Group>
              <Button type="submit" loading={state.matches({ question: 'submitting' })}>
                <Trans>提交问题</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  )
}
