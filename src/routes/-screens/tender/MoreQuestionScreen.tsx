import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Tabs, Text, Textarea, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, type FormEvent } from 'react'
import { clarificationLogic, myQuestionListLogic, questionProjectsLogic, refreshOnClarified, type QuestionProjects } from '@/app/actors/tender/clarification'
import { useShellFlow } from '@/app/use-flow'
import { textValues, useFormDraft } from '@/app/use-form-draft'
import { useShellList } from '@/routes/-components/use-shell-list'
import type { Question } from '@/services/schemas/bid-project'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { DraftRestoredNote } from '@/ui/forms/DraftRestoredNote'
import { formatDateTime } from '@/ui/format/date'
import { PageLoader } from '@/ui/pages/PageLoader'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'
import { projectOptions } from '@/routes/-screens/tender/project-options'
import { TenderExplainSection } from '@/routes/-screens/tender/TenderExplainSection'
import { QUESTION_MAX } from '@/domain/limits'
import { LoadFailed } from '@/ui/feedback/LoadFailed'
import type { QuestionSearch } from '@/routes/-screens/tender/more-question-search'

const route = getRouteApi('/_auth/_shell/personal/moreQuestion')

export function MoreQuestionScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const projects = useShellFlow(questionProjectsLogic, { input: { id: 'mine' } })
  const mine = useSelector(projects, (s) => s.context.record)
  const projectsFailed = useSelector(projects, (s) => s.hasTag('failed'))
  const loadingProjects = useSelector(projects, (s) => s.hasTag('loading'))
  const tab = 'tab' in search && search.tab === 'explain' ? 'explain' : 'questions'

  return (
    <Stack>
      <Title order={3}>
        <Trans>我的提问</Trans>
      </Title>
      {projectsFailed ? (
        <LoadFailed title={<Trans>项目加载失败</Trans>} onRetry={() => projects.send({ type: 'detail.retry' })} />
      ) : null}
      {/* Each tab's filters and paging are its own: switching starts the other at its first page. */}
      <Tabs value={tab} onChange={(next) => void navigate({ search: next === 'explain' ? { curr: 1, size: search.size, tab: 'explain' } : { curr: 1, size: search.size } })} keepMounted={false}>
        <Tabs.List aria-label={t`提问与异议`}>
          <Tabs.Tab value="questions">
            <Trans>向采购人提问</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="explain">
            <Trans>招标文件异议</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="questions" pt="md">
          {tab === 'questions' ? (
            <QuestionSection search={search} projects={mine} loadingProjects={loadingProjects} go={(next) => navigate({ search: next })} />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="explain" pt="md">
          {'tab' in search && search.tab === 'explain' ? <TenderExplainSection search={search} projects={mine} go={(next) => navigate({ search: next })} /> : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}

/** My questions to buyers, filtered by project in the URL, with the form to ask one. */
function QuestionSection({ search, projects, loadingProjects, go }: { search: QuestionSearch; projects: QuestionProjects | null; loadingProjects: boolean; go: (search: QuestionSearch) => unknown }) {
  const { t } = useLingui()
  const { list, filter, table } = useShellList(myQuestionListLogic, search, go)

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

  return (
    <Stack>
      {loadingProjects ? <PageLoader /> : projects ? <AskForm projects={projects} onAsked={list} /> : null}
      <Group align="flex-end">
        <NativeSelect
          label={t`按项目筛选`}
          data={[{ value: '', label: t`全部项目` }, ...projectOptions(projects?.all ?? [])]}
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

const questionShape = textValues(['projectId', 'question'] as const)

/** Asking a question of a project I signed up for that still takes questions (the server has the last word on the deadline). */
function AskForm({ projects, onAsked }: { projects: QuestionProjects; onAsked: { send: (event: { type: 'list.refresh' }) => void } }) {
  const { t } = useLingui()
  const flow = useShellFlow(clarificationLogic, { input: { kind: 'question' } })
  const draft = useSelector(flow, (s) => s.context.draft)
  const projectId = useSelector(flow, (s) => s.context.projectId)
  const error = useSelector(flow, (s) => s.context.error)
  const writing = useSelector(flow, (s) => s.hasTag('drafting'))
  const taken = useSelector(flow, (s) => s.hasTag('asked'))
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))
  useEffect(() => refreshOnClarified(flow, onAsked, 'question.asked', { type: 'list.refresh' as const }), [flow, onAsked])
  const kept = useFormDraft({
    form: 'question',
    record: 'new',
    version: 1,
    shape: questionShape,
    values: writing && projects.askable.length > 0 ? { projectId: projectId ?? '', question: draft } : null,
    apply: (values) => {
      // A project that no longer takes questions is not chosen again; the text still comes back.
      const askable = projects.askable.some((project) => project.id === values.projectId)
      flow.send({ type: 'question.project', projectId: askable ? values.projectId : null })
      flow.send({ type: 'question.edit', text: values.question })
    },
  })
  const { sent } = kept
  useEffect(() => {
    const asked = flow.on('question.asked', () => sent())
    return () => asked.unsubscribe()
  }, [flow, sent])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    flow.send({ type: 'question.submit' })
  }

  return (
    <Card withBorder padding="md" component="section" aria-label={t`我要提问`}>
      <Title order={4} mb="sm">
        <Trans>我要提问</Trans>
      </Title>
      {taken ? (
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
            <DraftRestoredNote restored={kept.restored} onDiscard={kept.discard} />
            <ErrorAlert error={error} />
            <NativeSelect
              label={t`提问项目`}
              data={[{ value: '', label: t`请选择项目` }, ...projectOptions(projects.askable)]}
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
              <Button type="submit" loading={submitting}>
                <Trans>提交问题</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  )
}
