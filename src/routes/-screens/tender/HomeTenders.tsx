import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Card, Group, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useMemo, type ReactNode } from 'react'
import { myProjectListLogic, openNoticeListLogic, type MyProjectRow } from '@/app/actors/tender/my-projects'
import type { Project } from '@/services/schemas/bid-project'
import { useShellFlow } from '@/app/use-flow'
import { RowLink } from '@/routes/-components/list-cells'
import { PayFeeLink } from '@/routes/-components/PayFeeLink'
import { formatDateTime } from '@/ui/format/date'
import { CodeText } from '@/ui/format/CodeText'
import { projectKindLabels, projectPhaseLabels } from '@/ui/format/project-labels'
import { EmptyState } from '@/ui/pages/EmptyState'
import { PageLoader } from '@/ui/pages/PageLoader'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { RowsTable } from '@/ui/table/RowsTable'
import { NextStepBadge, StepDeadline } from '@/routes/-screens/tender/NextStep'
import { SelfCheckEntry, SelfCheckFailedMark, useSelfCheckFailures } from '@/routes/-screens/opening'
import { isEffectiveEntry } from '@/domain/entry'

/** A live sign-up whose 标书费 has not arrived: the home page offers to pay it before the deadline shown. */
const owesFee = (entry: MyProjectRow['entries'][number]) => isEffectiveEntry(entry) && entry.payStatus === 0

/** How many rows each home section shows before "全部". */
const HOME_ROWS = 10

/** A home page card: title, a link to the whole list, and the list's loading, error and empty states. */
function HomeSection(props: {
  title: string
  onAll: () => void
  loading: boolean
  error: string | null
  onRetry: () => void
  empty: ReactNode
  count: number
  children: ReactNode
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={props.title}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{props.title}</Title>
        <Anchor component="button" type="button" size="sm" onClick={props.onAll}>
          <Trans>查看全部</Trans>
        </Anchor>
      </Group>
      {props.error ? (
        <Alert color="red" role="alert">
          {props.error}
          <Button size="xs" variant="light" ml="sm" onClick={props.onRetry}>
            <Trans>重试</Trans>
          </Button>
        </Alert>
      ) : props.loading && props.count === 0 ? (
        <PageLoader />
      ) : props.count === 0 ? (
        <EmptyState title={props.empty} />
      ) : (
        props.children
      )}
    </Card>
  )
}

/** 我的投标's columns: the project's name (linking to it, a phone's card's heading), its stage, next step and deadline. */
/** 我的投标's columns; `failing`: the projects whose last self-check failed. */
const myTenderColumns = (failing: ReadonlySet<string>): PagedTableColumn<MyProjectRow>[] => [
  {
    key: 'projectName',
    title: <Trans>项目名称</Trans>,
    card: 'title',
    render: (row) => (
      <RowLink to="/personal/projectDetail" search={{ id: row.project.id }}>
        {row.project.projectName}
      </RowLink>
    ),
  },
  { key: 'status', title: <Trans>项目状态</Trans>, render: (row) => <CodeText labels={projectPhaseLabels} code={row.project.status} sent={row.project.statusName} /> },
  {
    key: 'next',
    title: <Trans>下一步</Trans>,
    render: (row) => (
      <>
        <NextStepBadge next={row.next} />
        <SelfCheckFailedMark failed={failing.has(row.project.id)} />
        {row.next.step === 'payFee'
          ? row.entries.filter(owesFee).map((entry) => <PayFeeLink key={entry.id} entryId={entry.id} packageName={entry.packageName} />)
          : null}
      </>
    ),
  },
  { key: 'deadline', title: <Trans>截止时间</Trans>, render: (row) => <StepDeadline next={row.next} /> },
]

/** 可报名的公告's columns: the notice's name (linking to it, a phone's card's heading), its kind and sign-up deadline. */
const openNoticeColumns: PagedTableColumn<Project>[] = [
  {
    key: 'projectName',
    title: <Trans>项目名称</Trans>,
    card: 'title',
    render: (project) => (
      <RowLink to="/purchaseNotice/purchaseDetail" search={{ id: project.id }}>
        {project.projectName}
      </RowLink>
    ),
  },
  { key: 'projectType', title: <Trans>项目类型</Trans>, render: (project) => <CodeText labels={projectKindLabels} code={project.projectType} sent={project.projectTypeName} /> },
  { key: 'entryEndTime', title: <Trans>报名截止时间</Trans>, render: (project) => formatDateTime(project.entryEndTime) },
]

/** Home "我的投标": each signed-up project with its next step and deadline, read from the server. */
export function MyTenders() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const list = useShellFlow(myProjectListLogic, { input: { query: { curr: 1, size: HOME_ROWS } } })
  const page = useSelector(list, (s) => s.context.page)
  const loading = useSelector(list, (s) => s.hasTag('loading'))
  const failed = useSelector(list, (s) => s.hasTag('failed'))
  const error = useSelector(list, (s) => s.context.error)
  const rows = page?.records ?? []
  const failing = useSelfCheckFailures()
  const columns = useMemo(() => myTenderColumns(failing), [failing])
  return (
    <HomeSection
      title={t`我的投标`}
      onAll={() => navigate({ to: '/personal/myProject', search: { curr: 1, size: 10 } })}
      loading={loading}
      error={failed && error ? i18n._(error) : null}
      onRetry={() => list.send({ type: 'list.refresh' })}
      empty={<Trans>您还没有报名任何项目</Trans>}
      count={rows.length}
    >
      <RowsTable label={t`我的投标列表`} columns={columns} rows={rows} rowKey={(row) => row.project.id} minWidth={640} />
      <SelfCheckEntry />
    </HomeSection>
  )
}

/** Home "可报名的公告": notices in their sign-up window the supplier has not signed up for. */
export function OpenNotices() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const list = useShellFlow(openNoticeListLogic, { input: { query: { curr: 1, size: HOME_ROWS } } })
  const page = useSelector(list, (s) => s.context.page)
  const loading = useSelector(list, (s) => s.hasTag('loading'))
  const failed = useSelector(list, (s) => s.hasTag('failed'))
  const error = useSelector(list, (s) => s.context.error)
  const rows = page?.records ?? []
  return (
    <HomeSection
      title={t`可报名的公告`}
      onAll={() => navigate({ to: '/purchaseNotice/index', search: { curr: 1, size: 10 } })}
      loading={loading}
      error={failed && error ? i18n._(error) : null}
      onRetry={() => list.send({ type: 'list.refresh' })}
      empty={<Trans>暂无可报名的公告</Trans>}
      count={rows.length}
    >
      <RowsTable label={t`可报名的公告列表`} columns={openNoticeColumns} rows={rows} rowKey={(project) => project.id} minWidth={640} />
    </HomeSection>
  )
}
