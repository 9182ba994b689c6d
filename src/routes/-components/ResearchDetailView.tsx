import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { RESEARCH_STATUS } from '@/app/actors/tender/notices'
import { Fact } from '@/ui/facts/Fact'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { procurementCategoryLabels, researchStatusLabels } from '@/ui/format/project-labels'
import { ServerHtml } from '@/ui/html/ServerHtml'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { RowLink, type RowTarget } from './list-cells'
import { DetailHeader, RecordDetailFrame, type DetailActor } from './RecordDetailFrame'

/** What a demand survey bulletin shows, whether read by a signed-in supplier or on the public site. */
export interface ResearchRecord {
  title: string
  status: number
  statusName: string
  researchCode: string
  purchaserName: string
  category?: string | null | undefined
  contactName?: string | null | undefined
  contactPhone?: string | null | undefined
  publishTime: string
  endTime: string
  content: string
}

/** One demand survey bulletin: its facts and the tenant's HTML body, sanitized. */
export function ResearchDetailView({ detail, onBack, backLabel }: { detail: DetailActor<ResearchRecord>; onBack: () => void; backLabel: ReactNode }) {
  return (
    <RecordDetailFrame detail={detail} subject="notice" onBack={onBack} backLabel={backLabel}>
      {(research, back) => (
        <Stack>
          <DetailHeader title={research.title} actions={back}>
            <Group gap="xs">
              <Badge variant="light" color={research.status === RESEARCH_STATUS.open ? 'green' : 'gray'}>
                <CodeText labels={researchStatusLabels} code={research.status} sent={research.statusName} />
              </Badge>
              <Text size="sm" c="dimmed">
                {research.researchCode}
              </Text>
            </Group>
          </DetailHeader>
          <Card withBorder padding="md" component="section" aria-label={research.researchCode}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <Fact label={<Trans>采购人</Trans>}>{research.purchaserName}</Fact>
              <Fact label={<Trans>调研类别</Trans>}>{research.category ? <CodeText labels={procurementCategoryLabels} code={research.category} sent={research.category} /> : '—'}</Fact>
              <Fact label={<Trans>联系人</Trans>}>{[research.contactName, research.contactPhone].filter(Boolean).join(' ') || '—'}</Fact>
              <Fact label={<Trans>发布时间</Trans>}>{formatDateTime(research.publishTime)}</Fact>
              <Fact label={<Trans>反馈截止时间</Trans>}>{formatDateTime(research.endTime)}</Fact>
            </SimpleGrid>
          </Card>
          <Card withBorder padding="md">
            <ServerHtml html={research.content} label={research.title} />
          </Card>
        </Stack>
      )}
    </RecordDetailFrame>
  )
}

/** A demand survey's row as both lists show it. */
export type ResearchRow = Pick<ResearchRecord, 'title' | 'status' | 'statusName' | 'purchaserName' | 'category' | 'publishTime' | 'endTime'>

/** The columns both survey lists share, from the title on; `target` is where a survey's title links to. */
export function researchColumns<Row extends ResearchRow>(t: (descriptor: MessageDescriptor) => string, target: (row: Row) => RowTarget): PagedTableColumn<Row>[] {
  return [
    { key: 'title', title: t(msg`公告标题`), card: 'title', render: (r) => <RowLink {...target(r)}>{r.title}</RowLink> },
    { key: 'purchaserName', title: t(msg`采购人`), width: 200 },
    { key: 'category', title: t(msg`调研类别`), width: 90, render: (r) => (r.category ? <CodeText labels={procurementCategoryLabels} code={r.category} sent={r.category} /> : '—') },
    { key: 'publishTime', title: t(msg`发布时间`), width: 170, render: (r) => formatDateTime(r.publishTime) },
    { key: 'endTime', title: t(msg`反馈截止时间`), width: 170, render: (r) => formatDateTime(r.endTime) },
    {
      key: 'status',
      title: t(msg`状态`),
      width: 90,
      render: (r) => (
        <Badge variant="light" color={r.status === RESEARCH_STATUS.open ? 'green' : 'gray'}>
          <CodeText labels={researchStatusLabels} code={r.status} sent={r.statusName} />
        </Badge>
      ),
    },
  ]
}

/**
 * What both survey lists say around their rows: the search form's names, its status select (bar the
 * value the URL holds), and the table's name and empty titles.
 */
export function researchListProps(t: (descriptor: MessageDescriptor) => string) {
  return {
    search: { label: t(msg`查询需求调研公告`), fieldLabel: t(msg`公告标题`), placeholder: t(msg`请输入公告标题或编号`) },
    statusSelect: {
      label: t(msg`状态`),
      options: [
        { value: String(RESEARCH_STATUS.open), label: t(msg`征集中`) },
        { value: String(RESEARCH_STATUS.closed), label: t(msg`已截止`) },
      ],
    },
    table: { label: t(msg`需求调研公告列表`), empty: { none: t(msg`暂无需求调研公告`), noMatch: t(msg`没有符合条件的需求调研公告`) } },
  }
}
