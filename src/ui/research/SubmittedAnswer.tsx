import { Trans } from '@lingui/react/macro'
import { Card, SimpleGrid, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { formatAmount } from '@/domain/money'

export interface SubmittedAnswerProps {
  answer: { productName: string; brandModel?: string | null | undefined; unitPrice: number; deliveryDays: number; remarks?: string | null | undefined; submitTime: string }
  /** The attachment, as a link, or nothing. */
  file?: ReactNode
  /** What the supplier may do with it (修改 while the survey is open). */
  actions?: ReactNode
}

/** A submitted answer, read-only; the unit price in fen. */
export function SubmittedAnswer({ answer, file, actions }: SubmittedAnswerProps) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="submitted-answer">
      <Stack>
        <Title order={4} id="submitted-answer">
          <Trans>我的回复</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Fact label={<Trans>产品（服务）名称</Trans>}>{answer.productName}</Fact>
          <Fact label={<Trans>品牌型号</Trans>}>{answer.brandModel || '—'}</Fact>
          <Fact label={<Trans>单价（元）</Trans>}>{formatAmount(answer.unitPrice)}</Fact>
          <Fact label={<Trans>供货周期（天）</Trans>}>{answer.deliveryDays}</Fact>
          <Fact label={<Trans>提交时间</Trans>}>{formatDateTime(answer.submitTime)}</Fact>
          <Fact label={<Trans>附件</Trans>} block>{file ?? '—'}</Fact>
        </SimpleGrid>
        <Fact label={<Trans>备注</Trans>}>{answer.remarks || '—'}</Fact>
        {actions}
      </Stack>
    </Card>
  )
}
