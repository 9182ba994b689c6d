import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { publicBulletinLogic, type PublicBulletinDetail } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { Fact } from '@/ui/facts/Fact'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { bulletinTypeLabels, projectKindLabels } from '@/ui/format/project-labels'
import { formatAmount } from '@/domain/money'
import { ServerHtml } from '@/ui/html/ServerHtml'
import { ArticleFiles } from '@/ui/public/ArticleFiles'
import { followInApp } from '@/ui/public/PublicHeader'
import { TableHead } from '@/ui/table/TableHead'
import { downloadPublicFile } from './download'
import { useSite } from './use-site'

const amount = (fen: number | null) => (fen === null ? '—' : formatAmount(fen))

/**
 * One announcement for anyone (decision 038): its project's facts, the tenant's HTML (sanitized),
 * the packages with their fees, its files, and the project's other announcements. Taking part needs
 * a signed-in supplier, so the way in is the purchase detail, through sign-in for a visitor.
 */
export function BulletinDetailView({ id, detailPath, onBack, backLabel }: { id: string; detailPath: string; onBack: () => void; backLabel: string }) {
  const detail = usePortalFlow(publicBulletinLogic, { input: { id } })
  return (
    <RecordDetailFrame detail={detail} subject="notice" onBack={onBack} backLabel={backLabel}>
      {(bulletin, back) => <BulletinBody bulletin={bulletin} back={back} detailPath={detailPath} />}
    </RecordDetailFrame>
  )
}

function BulletinBody({ bulletin, back, detailPath }: { bulletin: PublicBulletinDetail; back: ReactNode; detailPath: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { signedIn } = useSite()
  const purchase = `/purchaseNotice/purchaseDetail?id=${encodeURIComponent(bulletin.projectId)}`
  const takePart = () => (signedIn ? navigate({ href: purchase }) : navigate({ to: '/login', search: { redirect: purchase } }))
  const others = bulletin.bulletins.filter((other) => other.id !== bulletin.id)

  return (
    <Stack>
      <DetailHeader
        title={bulletin.title}
        actions={
          <Group gap="xs">
            {bulletin.bulletinType === '1' ? (
              <Button size="xs" onClick={() => void takePart()}>
                {signedIn ? <Trans>查看项目并报名</Trans> : <Trans>登录后报名</Trans>}
              </Button>
            ) : null}
            {back}
          </Group>
        }
      >
        <Group gap="xs">
          <Badge variant="light"><CodeText labels={bulletinTypeLabels} code={bulletin.bulletinType} sent={bulletin.bulletinTypeName} tenantNamed /></Badge>
          <Text size="sm" c="dimmed">
            <Trans>发布时间：{formatDateTime(bulletin.publishTime)}</Trans>
          </Text>
        </Group>
      </DetailHeader>
      <Card withBorder padding="md" component="section" aria-label={t`项目信息`}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Fact label={<Trans>项目编号</Trans>}>{bulletin.projectCode}</Fact>
          <Fact label={<Trans>项目名称</Trans>}>{bulletin.projectName}</Fact>
          <Fact label={<Trans>项目类型</Trans>}>{bulletin.projectType || bulletin.projectTypeName ? <CodeText labels={projectKindLabels} code={bulletin.projectType} sent={bulletin.projectTypeName} /> : '—'}</Fact>
          <Fact label={<Trans>采购人</Trans>}>{bulletin.purchaserName || '—'}</Fact>
          <Fact label={<Trans>代理机构</Trans>}>{bulletin.agencyName || '—'}</Fact>
          <Fact label={<Trans>预算金额（元）</Trans>}>{amount(bulletin.budget)}</Fact>
          <Fact label={<Trans>报名截止时间</Trans>}>{bulletin.entryEndTime ? formatDateTime(bulletin.entryEndTime) : '—'}</Fact>
          <Fact label={<Trans>开标时间</Trans>}>{bulletin.openTime ? formatDateTime(bulletin.openTime) : '—'}</Fact>
          <Fact label={<Trans>联系人</Trans>}>{[bulletin.contactName, bulletin.contactPhone].filter(Boolean).join(' ') || '—'}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md">
        <ServerHtml html={bulletin.content} label={bulletin.title} />
      </Card>
      {bulletin.packages.length > 0 ? (
        <Card withBorder padding="md">
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label={t`标段（包）`}>
              <TableHead columns={[<Trans>标段（包）编号</Trans>, <Trans>标段（包）名称</Trans>, <Trans>预算金额（元）</Trans>, <Trans>标书费（元）</Trans>, <Trans>保证金（元）</Trans>]} />
              <Table.Tbody>
                {bulletin.packages.map((pkg) => (
                  <Table.Tr key={pkg.id}>
                    <Table.Td>{pkg.packageCode ?? '—'}</Table.Td>
                    <Table.Td>{pkg.packageName}</Table.Td>
                    <Table.Td>{amount(pkg.budget)}</Table.Td>
                    <Table.Td>{amount(pkg.docFee)}</Table.Td>
                    <Table.Td>{amount(pkg.deposit)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
      {bulletin.attachments.length > 0 ? (
        <Card withBorder padding="md">
          <ArticleFiles files={bulletin.attachments} onDownload={downloadPublicFile} />
        </Card>
      ) : null}
      {others.length > 0 ? (
        <Card withBorder padding="md" component="section" aria-label={t`本项目其他公告`}>
          <Text fw={600} size="sm" mb="xs">
            <Trans>本项目其他公告</Trans>
          </Text>
          <Stack gap={4}>
            {others.map((other) => {
              const href = `${detailPath}?id=${encodeURIComponent(other.id)}`
              return (
                <Group key={other.id} gap="xs" wrap="nowrap">
                  <Badge size="sm" variant="outline">
                    <CodeText labels={bulletinTypeLabels} code={other.bulletinType} sent={other.bulletinTypeName} tenantNamed />
                  </Badge>
                  {/* eslint-disable-next-line no-restricted-syntax -- an in-app path built above from a record's id */}
                  <Anchor href={href} size="sm" onClick={(event) => followInApp(event, () => void navigate({ href }))}>
                    {other.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(other.publishTime)}
                  </Text>
                </Group>
              )
            })}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  )
}
