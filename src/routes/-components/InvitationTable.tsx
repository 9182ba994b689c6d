import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { INVITATION_STATUS, type InvitationReplyActor, type InvitationStatus } from '@/app/actors/tender/invitations'
import type { Invitation } from '@/services/schemas/bid-project'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { projectPhaseLabels } from '@/ui/format/project-labels'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'
import { invitationStatusLabels } from './invitation-status'
import { RowLink, StatusBadges } from './list-cells'

type Props = {
  label: string
  /** 'tenders' (投标邀请): the project's side; 'records' (我的邀请): the answers given. */
  variant: 'tenders' | 'records'
  rows: readonly Invitation[]
  total: number
  page: number
  size: number
  onPage: (page: number) => void
  onSize: (size: number) => void
  loading: boolean
  error: string | null
  onRetry?: (() => void) | undefined
  emptyTitle: string
  reply: InvitationReplyActor
}

/** The supplier's invitations with their standing, and the answer or next step each allows. */
export function InvitationTable({ variant, reply, ...table }: Props) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const openProject = (row: Invitation) => navigate({ to: '/purchaseNotice/purchaseDetail', search: { id: row.id } })
  const invitee = (row: Invitation) => ({ invitationId: row.inviteId, projectId: row.id, projectName: row.projectName })

  const actions = (row: Invitation) => {
    const status = row.replyStatus as InvitationStatus
    if (status === INVITATION_STATUS.pending) {
      return (
        <Group gap={6} wrap="nowrap">
          <Button size="xs" onClick={() => reply.send({ type: 'confirm.ask', subject: { invitation: invitee(row), reply: 1 } })} aria-label={t`接受邀请：${row.projectName}`}>
            <Trans>接受</Trans>
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => reply.send({ type: 'confirm.ask', subject: { invitation: invitee(row), reply: 2 } })} aria-label={t`拒绝邀请：${row.projectName}`}>
            <Trans>拒绝</Trans>
          </Button>
        </Group>
      )
    }
    if (status === INVITATION_STATUS.accepted) {
      const signedUp = row.entryFlag === 1
      return (
        <Button size="xs" variant={signedUp ? 'default' : 'filled'} onClick={() => openProject(row)} aria-label={signedUp ? t`查看项目：${row.projectName}` : t`去报名：${row.projectName}`}>
          {signedUp ? <Trans>查看项目</Trans> : <Trans>去报名</Trans>}
        </Button>
      )
    }
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    )
  }

  const status = (row: Invitation) => {
    const { label, color } = invitationStatusLabels[row.replyStatus as InvitationStatus] ?? invitationStatusLabels[INVITATION_STATUS.pending]
    return (
      <StatusBadges color={color} mark={row.entryFlag === 1 ? <Trans>已报名</Trans> : null}>
        {i18n._(label)}
      </StatusBadges>
    )
  }

  const name: PagedTableColumn<Invitation> = {
    key: 'projectName',
    title: t`项目名称`,
    card: 'title',
    render: (row) => (
      <RowLink to="/purchaseNotice/purchaseDetail" search={{ id: row.id }}>
        {row.projectName}
      </RowLink>
    ),
  }
  const deadline: PagedTableColumn<Invitation> = { key: 'replyDeadline', title: t`回复截止时间`, width: 170, render: (row) => (row.replyDeadline ? formatDateTime(row.replyDeadline) : '—') }
  const columns: PagedTableColumn<Invitation>[] =
    variant === 'tenders'
      ? [
          { key: 'projectCode', title: t`项目编号`, width: 130 },
          name,
          { key: 'purchaserName', title: t`邀请单位`, width: 180, render: (row) => [row.purchaserName, row.agencyName].filter(Boolean).join(' / ') },
          { key: 'statusName', title: t`项目状态`, width: 100, render: (row) => <CodeText labels={projectPhaseLabels} code={row.status} sent={row.statusName} /> },
          deadline,
          { key: 'replyStatus', title: t`邀请状态`, width: 100, render: status },
          { key: 'actions', title: t`操作`, width: 160, card: 'foot', render: actions },
        ]
      : [
          name,
          { key: 'purchaserName', title: t`邀请单位`, width: 180 },
          { key: 'inviteTime', title: t`邀请时间`, width: 170, render: (row) => formatDateTime(row.inviteTime) },
          deadline,
          { key: 'replyStatus', title: t`邀请状态`, width: 160, render: status },
          { key: 'replyTime', title: t`回复时间`, width: 170, render: (row) => (row.replyTime ? formatDateTime(row.replyTime) : '—') },
          { key: 'replyReason', title: t`拒绝原因`, width: 180, render: (row) => row.replyReason || '—' },
          { key: 'actions', title: t`操作`, width: 150, card: 'foot', render: actions },
        ]

  return <PagedTable {...table} columns={columns} rowKey={(row) => row.inviteId} minWidth={variant === 'tenders' ? 1060 : 1180} />
}
