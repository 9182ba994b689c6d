import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import { myProjectDetailLogic, type MyProjectDetail } from '@/app/actors/tender/my-projects'
import { takesContract, tenderFilesInSight } from '@/app/actors/tender/entry-files'
import { useShellFlow } from '@/app/use-flow'
import { blockerLabels } from '@/ui/format/tender-labels'
import { formatYuan } from '@/domain/money'
import { PayFeeLink } from '@/routes/-components/PayFeeLink'
import { DetailHeader } from '@/routes/-components/RecordDetailFrame'
import { MyProjectFrame } from '@/routes/-screens/tender/MyProjectFrame'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { CodeText, EntryStandingText } from '@/ui/format/CodeText'
import { projectKindLabels, projectPhaseLabels } from '@/ui/format/project-labels'
import { ServerHtml } from '@/ui/html/ServerHtml'
import { isProjectKind, kindDetailPaths, type ProjectKind } from '@/routes/-screens/tender/kinds'
import { NextStepBadge, StepDeadline } from '@/routes/-screens/tender/NextStep'
import { ProjectCalendarExport } from '@/routes/-screens/tender/CalendarExport'
import { ContractFiles, TenderFiles } from '@/routes/-screens/tender/EntryFiles'
import { isEffectiveEntry } from '@/domain/entry'

const signedUp = ({ entries }: MyProjectDetail) => entries.some(isEffectiveEntry)

/**
 * What every kind of project's detail page shows (facts, my packages with what blocks each and
 * their next step, the latest change notice); `children` adds what is particular to the kind.
 * A page opened for a project of another kind moves to the right one.
 */
export function ProjectDetailView({ id, kind, children }: { id: string; kind?: ProjectKind; children?: (detail: MyProjectDetail) => ReactNode }) {
  const navigate = useNavigate()
  const detail = useShellFlow(myProjectDetailLogic, { input: { id } })
  const actual = useSelector(detail, (s) => s.context.record?.project.projectType)
  const misplaced = kind !== undefined && isProjectKind(actual) && actual !== kind

  useEffect(() => {
    if (misplaced) void navigate({ to: kindDetailPaths[actual], search: { id }, replace: true })
  }, [misplaced, actual, id, navigate])

  return (
    <MyProjectFrame detail={detail}>
      {(record, back) =>
        misplaced ? null : (
          <Stack>
            <DetailHeader
              title={record.project.projectName}
              actions={
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => navigate({ to: '/personal/projectDetails/projectParticulars', search: { id } })}>
                    <Trans>项目详情及公告</Trans>
                  </Button>
                  <Button size="xs" variant="light" onClick={() => navigate({ to: '/personal/myProject/myProjectApply', search: { projectId: id } })}>
                    <Trans>报名信息</Trans>
                  </Button>
                  {back}
                </Group>
              }
            >
              <Group gap="xs">
                <Badge variant="light"><CodeText labels={projectKindLabels} code={record.project.projectType} sent={record.project.projectTypeName} /></Badge>
                <Badge variant="light" color="gray">
                  <CodeText labels={projectPhaseLabels} code={record.project.status} sent={record.project.statusName} />
                </Badge>
                <Text size="sm" c="dimmed">
                  {record.project.projectCode}
                </Text>
              </Group>
            </DetailHeader>
            <ProjectFacts detail={record} />
            <ProjectCalendarExport projectId={id} known={{ project: record.project, signUps: record.entries, serverNow: record.serverNow }} />
            {children ? children(record) : null}
            {signedUp(record) && tenderFilesInSight(record.project) ? <TenderFiles detail={record} /> : null}
            {signedUp(record) && takesContract(record.project) ? <ContractFiles detail={record} /> : null}
            <MyPackages detail={record} />
            <LatestChange detail={record} />
          </Stack>
        )
      }
    </MyProjectFrame>
  )
}

function ProjectFacts({ detail: { project, next } }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  return (
    <Card withBorder padding="md" component="section" aria-label={t`项目信息`}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Fact block label={<Trans>采购人</Trans>}>{project.purchaserName}</Fact>
        <Fact block label={<Trans>代理机构</Trans>}>{project.agencyName || '—'}</Fact>
        <Fact block label={<Trans>项目联系人</Trans>}>{[project.contactName, project.contactPhone].filter(Boolean).join(' ') || '—'}</Fact>
        <Fact block label={<Trans>预算金额（元）</Trans>}>{formatYuan(project.budget)}</Fact>
        <Fact block label={<Trans>报名时间</Trans>}>
          {formatDateTime(project.entryStartTime)} ~ {formatDateTime(project.entryEndTime)}
        </Fact>
        <Fact block label={<Trans>投标截止时间</Trans>}>{formatDateTime(project.bidEndTime)}</Fact>
        <Fact block label={<Trans>下一步</Trans>}>
          <Group gap="xs">
            <NextStepBadge next={next} />
            <StepDeadline next={next} />
          </Group>
        </Fact>
      </SimpleGrid>
    </Card>
  )
}

function MyPackages({ detail }: { detail: MyProjectDetail }) {
  const { t, i18n } = useLingui()
  const effective = detail.entries.filter(isEffectiveEntry)
  return (
    <Card withBorder padding="md" component="section" aria-label={t`我的标包`}>
      <Title order={4} mb="sm">
        <Trans>我的标包</Trans>
      </Title>
      {effective.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>您未报名该项目的任何标包</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          {effective.map((entry) => {
            const blockers = detail.statuses.find((s) => s.packageId === entry.packageId)?.blockers ?? []
            const step = detail.steps[entry.packageId]
            return (
              <Stack key={entry.id} gap={4} component="article" aria-label={entry.packageName}>
                <Group gap="xs">
                  <Text fw={500}>{entry.packageName}</Text>
                  <Badge variant="outline" color="blue" style={{ textTransform: 'none' }}>
                    <EntryStandingText entry={entry} />
                  </Badge>
                  {step ? <NextStepBadge next={step} /> : null}
                  {step ? <StepDeadline next={step} /> : null}
                </Group>
                {blockers.length === 0 ? (
                  <Text size="sm" c="green">
                    <Trans>已满足投标条件</Trans>
                  </Text>
                ) : (
                  <List size="sm" aria-label={t`${entry.packageName} 尚未完成`}>
                    {blockers.map((b) => (
                      <List.Item key={b}>
                        {i18n._(blockerLabels[b])}
                        {b === 'feeUnpaid' ? <PayFeeLink entryId={entry.id} packageName={entry.packageName} /> : null}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            )
          })}
        </Stack>
      )}
    </Card>
  )
}

function LatestChange({ detail: { changeNotice } }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  return (
    <Card withBorder padding="md" component="section" aria-label={t`最新变更公告`}>
      <Title order={4} mb="sm">
        <Trans>最新变更公告</Trans>
      </Title>
      {changeNotice ? (
        <Stack gap="xs">
          <Text fw={500}>{changeNotice.title}</Text>
          <Text size="xs" c="dimmed">
            <Trans>发布时间：{formatDateTime(changeNotice.publishTime)}</Trans>
          </Text>
          <ServerHtml html={changeNotice.content} label={changeNotice.title} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>暂无变更公告</Trans>
        </Text>
      )}
    </Card>
  )
}
