import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { takesBidFiles, uploadProjectLogic, type UploadPackage } from '@/app/actors/tender/bid-upload'
import { DetailScreen } from '@/routes/-components/DetailScreen'
import { ProjectHeader } from '@/routes/-components/ProjectHeader'
import type { ProjectDetail } from '@/services/schemas/bid-project'
import { formatDateTime } from '@/ui/format/date'
import { EntryStandingText } from '@/ui/format/CodeText'
import { Sha256Text } from '@/ui/fingerprint/Sha256Text'
import { TableHead } from '@/ui/table/TableHead'
import { formatFileSize } from '@/ui/format/file-size'

const route = getRouteApi('/_auth/_shell/_gated/purchaseNotice/uploadTender/uploadDetails')

export function UploadDetailsScreen() {
  const { id } = route.useSearch()
  return (
    <DetailScreen logic={uploadProjectLogic} id={id} subject="project" back={{ to: '/purchaseNotice/uploadTender/index', search: { curr: 1, size: 10 }, label: <Trans>返回投标文件上传</Trans> }}>
      {({ project, packages }, back) => (
        <Stack>
          <ProjectHeader project={project} open={takesBidFiles(project)} withKind={false} actions={back} />
          <UploadWindow project={project} />
          {packages.length === 0 ? (
            <Card withBorder padding="md">
              <Text size="sm" c="dimmed">
                <Trans>您未报名本项目的任何标段，无需上传投标文件</Trans>
              </Text>
            </Card>
          ) : (
            packages.map((p) => <PackageFiles key={p.pkg.id} project={project} item={p} />)
          )}
        </Stack>
      )}
    </DetailScreen>
  )
}

function UploadWindow({ project }: { project: ProjectDetail }) {
  return (
    <Card withBorder padding="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <div>
          <Text size="xs" c="dimmed">
            <Trans>上传开始时间</Trans>
          </Text>
          <Text size="sm">{formatDateTime(project.bidStartTime)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            <Trans>投标截止时间</Trans>
          </Text>
          <Text size="sm" fw={600}>
            {formatDateTime(project.bidEndTime)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            <Trans>开标时间</Trans>
          </Text>
          <Text size="sm">{formatDateTime(project.openTime)}</Text>
        </div>
      </SimpleGrid>
    </Card>
  )
}

function PackageFiles({ project, item }: { project: ProjectDetail; item: UploadPackage }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { pkg, entry, files } = item
  const open = takesBidFiles(project)
  const name = pkg.packageName
  return (
    <Card withBorder padding="md" component="section" aria-label={name}>
      <Group justify="space-between" mb="sm">
        <Stack gap={2}>
          <Title order={4}>
            {pkg.packageCode} {name}
          </Title>
          <Text size="sm" c="dimmed">
            <EntryStandingText entry={entry} />
          </Text>
        </Stack>
        <Group gap="xs">
          {open ? null : (
            <Text size="sm" c="dimmed">
              <Trans>当前不在投标文件上传时间内</Trans>
            </Text>
          )}
          <Button
            size="xs"
            disabled={!open}
            aria-label={t`上传投标文件：${name}`}
            onClick={() => navigate({ to: '/purchaseNotice/uploadTender/uploadFile', search: { id: pkg.id } })}
          >
            {files.length > 0 ? <Trans>重新上传</Trans> : <Trans>上传投标文件</Trans>}
          </Button>
        </Group>
      </Group>
      {files.length === 0 ? (
        <Text size="sm" c="orange.8">
          <Trans>尚未上传投标文件</Trans>
        </Text>
      ) : (
        <Table aria-label={t`${name} 已上传的投标文件`}>
          <TableHead
            columns={[
              <Trans>文件名称</Trans>,
              <Trans>大小</Trans>,
              <Trans>上传时间</Trans>,
              <Trans>SHA-256指纹</Trans>,
            ]}
          />
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => navigate({ to: '/purchaseNotice/uploadTender/fileDetails', search: { id: file.id } })}
                  >
                    {file.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatFileSize(file.fileSize)}</Table.Td>
                <Table.Td>{formatDateTime(file.uploadTime)}</Table.Td>
                <Table.Td miw={220}>{file.sha256 ? <Sha256Text sha256={file.sha256} label={t`${file.fileName} 的SHA-256指纹`} /> : <Trans>未提供</Trans>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  )
}
