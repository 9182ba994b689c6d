import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Group, List, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { OpeningReason, PackageReadiness } from '@/domain/self-check'
import type { OpeningRow } from '@/domain/self-check-report'
import { formatDateTime } from '../format/date'
import { VerdictMark } from './VerdictMark'

function Advice({ reason }: { reason: OpeningReason }) {
  switch (reason) {
    case 'feeUnpaid':
      return <Trans>标书费未缴纳：请在“我的订单”中缴费。</Trans>
    case 'documentsNotDownloaded':
      return <Trans>招标文件未全部下载：请在项目详情中下载。</Trans>
    case 'bidNotUploaded':
      return <Trans>投标文件未上传：请在投标截止前上传。</Trans>
    case 'checkInOpen':
      return <Trans>签到已开始：请进入开标大厅签到。</Trans>
    case 'checkInMissed':
      return <Trans>签到已截止，您未签到。</Trans>
    case 'certificateTooShort':
      return <Trans>证书在本项目解密结束前过期：请先办理证书续期。</Trans>
    case 'checkFailed':
      return <Trans>证书助手、证书或证书密码未通过检查，开标时将无法解密。</Trans>
  }
}

function PackageLine({ pack }: { pack: PackageReadiness }) {
  const fileName = pack.fileName ?? ''
  const sha256 = pack.sha256 ?? ''
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {pack.packageName}
      </Text>
      <Text size="sm">
        {pack.feePaid ? <Trans>标书费：已缴纳</Trans> : <Trans>标书费：未缴纳</Trans>}
        {' · '}
        {pack.documentsDownloaded ? <Trans>招标文件：已下载</Trans> : <Trans>招标文件：未下载</Trans>}
        {' · '}
        {pack.bidUploaded ? <Trans>投标文件：已上传 {fileName}</Trans> : <Trans>投标文件：未上传</Trans>}
      </Text>
      {pack.bidUploaded && sha256 ? (
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          <Trans>SHA-256 指纹：{sha256}</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}

/** Each upcoming opening: its times, its packages' fee, documents and bid file, its check-in, and what is missing. */
export function OpeningChecks({ rows, hallLink }: { rows: readonly OpeningRow[]; hallLink: (projectId: string, projectName: string) => ReactNode }) {
  const { t } = useLingui()
  if (rows.length === 0) return null
  return (
    <Stack gap="xs">
      {rows.map((row) => {
        const openAt = formatDateTime(row.openTime)
        const checkInAt = formatDateTime(row.checkInStartTime)
        const decryptEnd = formatDateTime(row.decryptEndTime)
        const name = row.projectName
        return (
          <Card key={row.projectId} withBorder padding="xs" radius="sm" component="article" aria-label={t`开标项目：${name}`}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Title order={4} size="h6" style={{ overflowWrap: 'anywhere' }}>
                  {row.projectName}
                </Title>
                <VerdictMark verdict={row.verdict} />
              </Group>
              <Text size="sm" c="dimmed">
                {row.projectCode}
              </Text>
              <Text size="sm">
                <Trans>开标时间 {openAt}，解密截止 {decryptEnd}</Trans>
              </Text>
              <Text size="sm">
                {row.checkIn === 'checkedIn' ? (
                  <Trans>签到：已签到</Trans>
                ) : row.checkIn === 'open' ? (
                  <Trans>签到：进行中</Trans>
                ) : row.checkIn === 'missed' ? (
                  <Trans>签到：已截止</Trans>
                ) : (
                  <Trans>签到：{checkInAt} 开始</Trans>
                )}
              </Text>
              {row.packages.map((pack) => (
                <PackageLine key={pack.packageId} pack={pack} />
              ))}
              {row.reasons.length > 0 ? (
                <List size="sm" spacing={2}>
                  {row.reasons.map((reason) => (
                    <List.Item key={reason}>
                      <Advice reason={reason} />
                    </List.Item>
                  ))}
                </List>
              ) : null}
              <Group>{hallLink(row.projectId, row.projectName)}</Group>
            </Stack>
          </Card>
        )
      })}
    </Stack>
  )
}
