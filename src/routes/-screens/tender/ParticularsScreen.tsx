import { Trans, useLingui } from '@lingui/react/macro'
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { projectParticularsLogic, type ProjectParticulars } from '@/app/actors/tender/my-projects'
import { formatYuan } from '@/domain/money'
import { DetailScreen } from '@/routes/-components/DetailScreen'
import { ProjectHeader } from '@/routes/-components/ProjectHeader'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { ServerHtml } from '@/ui/html/ServerHtml'
import { TableHead } from '@/ui/table/TableHead'

const route = getRouteApi('/_auth/_shell/personal/projectDetails/projectParticulars')

export function ParticularsScreen() {
  const { id } = route.useSearch()
  return (
    <DetailScreen logic={projectParticularsLogic} id={id} subject="project" back={{ to: '/personal/projectDetail', search: { id }, label: <Trans>返回项目</Trans> }}>
      {(record, back) => <ParticularsBody record={record} back={back} />}
    </DetailScreen>
  )
}

function ParticularsBody({ record: { project, bulletins }, back }: { record: ProjectParticulars; back: ReactNode }) {
  const { t } = useLingui()
  return (
    <Stack>
      <ProjectHeader project={project} open={false} actions={back} />
      <Card withBorder padding="md" component="section" aria-label={t`项目概况`}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Fact block label={<Trans>采购人</Trans>}>{project.purchaserName}</Fact>
          <Fact block label={<Trans>代理机构</Trans>}>{project.agencyName || '—'}</Fact>
          <Fact block label={<Trans>项目联系人</Trans>}>{[project.contactName, project.contactPhone].filter(Boolean).join(' ') || '—'}</Fact>
          <Fact block label={<Trans>招标方式</Trans>}>{project.tenderMode === '2' ? <Trans>邀请招标</Trans> : <Trans>公开招标</Trans>}</Fact>
          <Fact block label={<Trans>资格审查</Trans>}>{project.qualifyFlag === 1 ? <Trans>资格预审</Trans> : <Trans>资格后审</Trans>}</Fact>
          <Fact block label={<Trans>预算金额（元）</Trans>}>{formatYuan(project.budget)}</Fact>
          <Fact block label={<Trans>公告发布时间</Trans>}>{formatDateTime(project.publishTime)}</Fact>
          <Fact block label={<Trans>报名时间</Trans>}>
            {formatDateTime(project.entryStartTime)} ~ {formatDateTime(project.entryEndTime)}
          </Fact>
          <Fact block label={<Trans>投标时间</Trans>}>
            {formatDateTime(project.bidStartTime)} ~ {formatDateTime(project.bidEndTime)}
          </Fact>
          <Fact block label={<Trans>开标时间</Trans>}>{formatDateTime(project.openTime)}</Fact>
          <Fact block label={<Trans>开标地点</Trans>}>{project.openAddress || '—'}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md" component="section" aria-label={t`标段（包）`}>
        <Title order={4} mb="sm">
          <Trans>标段（包）</Trans>
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t`标段（包）列表`}>
            <TableHead
              columns={[
                <Trans>标段编号</Trans>,
                <Trans>标段名称</Trans>,
                <Trans>预算金额（元）</Trans>,
                <Trans>标书费（元）</Trans>,
                <Trans>保证金（元）</Trans>,
              ]}
            />
            <Table.Tbody>
              {project.packages.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.packageCode}</Table.Td>
                  <Table.Td>{p.packageName}</Table.Td>
                  <Table.Td>{formatYuan(p.budget)}</Table.Td>
                  <Table.Td>{formatYuan(p.docFee)}</Table.Td>
                  <Table.Td>{formatYuan(p.deposit)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {bulletins.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>暂无公告</Trans>
        </Text>
      ) : (
        bulletins.map((bulletin) => (
          <Card key={bulletin.id} withBorder padding="md" component="section" aria-label={bulletin.title}>
            <Title order={4}>{bulletin.title}</Title>
            <Text size="xs" c="dimmed" mb="sm">
              <Trans>发布时间：{formatDateTime(bulletin.publishTime)}</Trans>
            </Text>
            <ServerHtml html={bulletin.content} label={bulletin.title} />
          </Card>
        ))
      )}
    </Stack>
  )
}
