import { Trans } from '@lingui/react/macro'
import { Alert, Button, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export interface ReviewStatusCardProps {
  /** Supplier reviewStatus as the server sends it: '0' under review, '2' rejected, else approved. */
  reviewStatus: string
  /** The supplier's auditRemark, shown as the rejection reason. */
  auditRemark?: string | null
  /** When given, shown above the status so the card says whose review it is. */
  companyName?: string
  /** When given, a rejected supplier gets a 去修改 button (to enterprise certification). */
  onEdit?: () => void
}

/** The supplier's review status (spec §4): '0' 审核中, '2' 审核未通过 with the remark, else passed. */
export function ReviewStatusCard({ reviewStatus, auditRemark, companyName, onEdit }: ReviewStatusCardProps) {
  const company = companyName ? (
    <Text size="sm" c="dimmed">
      {companyName}
    </Text>
  ) : null

  let colour: string
  let title: ReactNode
  let body: ReactNode = null
  if (reviewStatus === '0') {
    colour = 'yellow'
    title = <Trans>审核中</Trans>
    body = (
      <Text size="sm">
        <Trans>您的企业信息正在审核中，审核通过后即可参与投标。</Trans>
      </Text>
    )
  } else if (reviewStatus === '2') {
    colour = 'red'
    title = <Trans>审核未通过</Trans>
    body = (
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Text size="sm">{auditRemark ? <Trans>原因：{auditRemark}</Trans> : <Trans>未提供原因</Trans>}</Text>
        {onEdit && (
          <Button size="compact-sm" color="red" onClick={onEdit}>
            <Trans>去修改</Trans>
          </Button>
        )}
      </Group>
    )
  } else {
    // Any other value, including the default 3, means the supplier may take part.
    colour = 'green'
    title = <Trans>已通过审核</Trans>
  }

  return (
    <Alert color={colour} variant="light" role="status" title={title}>
      {company}
      {body}
    </Alert>
  )
}
