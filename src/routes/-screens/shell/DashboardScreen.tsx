import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { AnyActorRef } from 'xstate'
import { CERTIFICATE_WARNING_DAYS, dashboardCertificatesLogic, dashboardOrdersLogic, dashboardProjectsLogic, OPENING_SOON_DAYS } from '@/app/actors/shell/dashboard'
import type { ProjectFigures } from '@/app/actors/shell/dashboard'
import { useShellFlow } from '@/app/use-flow'
import type { DetailActor } from '@/routes/-components/RecordDetailFrame'
import { DashboardTile, type TileStatus } from '@/ui/dashboard/DashboardTile'
import { useCodeLabel } from '@/ui/format/code-label'
import { formatDateTime } from '@/ui/format/date'
import { projectPhaseLabels } from '@/ui/format/project-labels'

const route = getRouteApi('/_auth/_shell/wel/index')

/** A tile's reading of its flow: loading, failed with the reason, or the record. */
function useTile<T>(actor: DetailActor<T> & AnyActorRef) {
  const { i18n } = useLingui()
  const status = useSelector(actor, (s): TileStatus => (s.hasTag('loading') ? 'loading' : s.hasTag('failed') ? 'failed' : 'ready'))
  const record = useSelector(actor, (s) => s.context.record as T | null)
  const error = useSelector(actor, (s) => s.context.error as MessageDescriptor | null)
  return {
    status,
    record,
    error: error ? i18n._(error) : null,
    onRetry: () => actor.send({ type: 'detail.retry' }),
  }
}

export function DashboardScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const open = (href: string) => void navigate({ href })
  const link = { onOpen: open }
  // One reading of my projects feeds both the stages and the openings.
  const projects = useShellFlow(dashboardProjectsLogic, { input: { id: 'projects' } })

  return (
    <Stack>
      <Title order={3}>
        <Trans>数据概览</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <UnreadTile {...link} title={t`未读消息`} />
        <ProjectsTile {...link} title={t`我的项目`} projects={projects} />
        <OrdersTile {...link} title={t`待支付订单`} />
        <OpeningsTile {...link} title={t`开标安排`} projects={projects} />
        <CertificatesTile {...link} title={t`证书到期提醒`} />
      </SimpleGrid>
    </Stack>
  )
}

type TileProps = { title: string; onOpen: (href: string) => void }

function Lines({ children }: { children: ReactNode }) {
  return (
    <List size="sm" spacing={2}>
      {children}
    </List>
  )
}

/** The header badge's own reading: the same figure, without asking again. */
function UnreadTile({ title, onOpen }: TileProps) {
  const { t } = useLingui()
  const unread = route.useRouteContext({ select: (c) => c.shell.unread })
  const status = useSelector(unread, (s): TileStatus => (s.hasTag('failed') ? 'failed' : s.hasTag('ready') || s.hasTag('busy') ? 'ready' : 'loading'))
  const total = useSelector(unread, (s) => s.context.total)
  const records = useSelector(unread, (s) => s.context.records)
  return (
    <DashboardTile
      title={title}
      status={status}
      figure={total}
      unit={<Trans>条</Trans>}
      empty={<Trans>暂无未读消息</Trans>}
      onRetry={() => unread.send({ type: 'unread.refresh' })}
      href="/alerts/index?readStatus=0"
      linkLabel={t`查看未读消息`}
      onOpen={onOpen}
    >
      <Lines>
        {records.slice(0, 3).map((message) => (
          <List.Item key={message.id}>{message.title}</List.Item>
        ))}
      </Lines>
    </DashboardTile>
  )
}

// Named by its figures, not by `typeof` the flow: a type that names the flow keeps its module in the
// route tree's start-up part (the router's split sees the name outside the screen).
type ProjectsActor = DetailActor<ProjectFigures> & AnyActorRef

function ProjectsTile({ title, onOpen, projects }: TileProps & { projects: ProjectsActor }) {
  const { t } = useLingui()
  const { record, ...tile } = useTile<ProjectFigures>(projects)
  const label = useCodeLabel()
  return (
    <DashboardTile
      {...tile}
      title={title}
      figure={record?.total}
      unit={<Trans>个</Trans>}
      empty={<Trans>还没有报名的项目</Trans>}
      href="/personal/myProject"
      linkLabel={t`查看我的项目`}
      onOpen={onOpen}
    >
      <Lines>
        {record?.byStage.map((stage) => (
          <List.Item key={stage.status}>
            <Trans>
              {label(projectPhaseLabels, stage.status, stage.statusName)}：{stage.count} 个
            </Trans>
          </List.Item>
        ))}
      </Lines>
      {record && record.counted < record.total ? (
        <Text size="xs" c="dimmed">
          <Trans>按阶段统计了最近的 {record.counted} 个项目</Trans>
        </Text>
      ) : null}
    </DashboardTile>
  )
}

function OrdersTile({ title, onOpen }: TileProps) {
  const { t } = useLingui()
  const { record, ...tile } = useTile(useShellFlow(dashboardOrdersLogic, { input: { id: 'orders' } }))
  const total = record ? record.unpaid + record.rejected + record.failed : undefined
  return (
    <DashboardTile
      {...tile}
      title={title}
      figure={total}
      unit={<Trans>笔</Trans>}
      empty={<Trans>没有待支付的订单</Trans>}
      href="/personal/costCenter/myOrder"
      linkLabel={t`查看我的订单`}
      onOpen={onOpen}
    >
      {record ? (
        <Lines>
          {record.unpaid > 0 ? <List.Item>{t`待支付：${record.unpaid} 笔`}</List.Item> : null}
          {record.rejected > 0 ? <List.Item>{t`凭证被驳回：${record.rejected} 笔`}</List.Item> : null}
          {record.failed > 0 ? <List.Item>{t`支付失败：${record.failed} 笔`}</List.Item> : null}
        </Lines>
      ) : null}
    </DashboardTile>
  )
}

function OpeningsTile({ title, onOpen, projects }: TileProps & { projects: ProjectsActor }) {
  const { t } = useLingui()
  const { record, ...tile } = useTile<ProjectFigures>(projects)
  const today = record?.openingsToday ?? []
  const soon = record?.openingsSoon ?? []
  const days = OPENING_SOON_DAYS
  return (
    <DashboardTile
      {...tile}
      title={title}
      figure={record ? today.length : undefined}
      unit={<Trans>场今日开标</Trans>}
      empty={soon.length === 0 ? <Trans>{days} 天内没有开标</Trans> : undefined}
      href="/personal/openTenderSchedule"
      linkLabel={t`查看开标日程`}
      onOpen={onOpen}
    >
      <Lines>
        {today.map((opening) => (
          <List.Item key={opening.projectId}>
            {formatDateTime(opening.openTime).slice(11, 16)} {opening.projectName}
          </List.Item>
        ))}
      </Lines>
      {soon.length > 0 ? (
        <Text size="sm">
          <Trans>
            未来 {days} 天还有 {soon.length} 场，最近一场：{formatDateTime(soon[0]!.openTime)} {soon[0]!.projectName}
          </Trans>
        </Text>
      ) : null}
    </DashboardTile>
  )
}

function CertificatesTile({ title, onOpen }: TileProps) {
  const { t } = useLingui()
  const { record, ...tile } = useTile(useShellFlow(dashboardCertificatesLogic, { input: { id: 'certificates' } }))
  const days = CERTIFICATE_WARNING_DAYS
  const expiring = record?.expiring ?? []
  const expired = record?.expired ?? []
  return (
    <DashboardTile
      {...tile}
      title={title}
      figure={record ? expiring.length : undefined}
      unit={<Trans>张 {days} 天内到期</Trans>}
      empty={
        expired.length > 0 ? undefined : record?.bound === 0 ? <Trans>尚未绑定CA证书</Trans> : <Trans>{days} 天内没有到期的证书</Trans>
      }
      href="/CAmanagement/index"
      linkLabel={t`管理CA证书`}
      onOpen={onOpen}
    >
      <Lines>
        {expiring.map((certificate) => (
          <List.Item key={certificate.serial}>
            <Trans>
              {certificate.serial}：{formatDateTime(certificate.validTo)} 到期，剩 {certificate.daysLeft} 天
            </Trans>
          </List.Item>
        ))}
        {expired.map((certificate) => (
          <List.Item key={certificate.serial}>
            <Trans>
              {certificate.serial}：已于 {formatDateTime(certificate.validTo)} 过期
            </Trans>
          </List.Item>
        ))}
      </Lines>
    </DashboardTile>
  )
}
