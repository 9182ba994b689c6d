import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { DECRYPT_STATUS, HALL_STATUS } from '@/app/actors/opening/opening-screens'
import { formatYuan } from '@/domain/money'
import type { BidReading } from '@/services/schemas/bid-project'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { useCodeLabel } from '@/ui/format/code-label'
import { formatDateTime } from '@/ui/format/date'
import { decryptStatusLabels, platformDecryptFailure } from '@/ui/format/hall-labels'
import { TableHead } from '@/ui/table/TableHead'

type Props = {
  /** The hall has passed decryption, so the bids are (or are about to be) read out. */
  due: boolean
  hallStatus: number
  reading: BidReading | null
  error: MessageDescriptor | null
}

const DECRYPT_COLORS: Readonly<Record<number, string>> = { [DECRYPT_STATUS.decrypted]: 'green', [DECRYPT_STATUS.failed]: 'red' }

/** The reading of the bids (唱标): bidder, package and price of each bid, once decryption has closed. */
export function BidReadingPanel({ due, hallStatus, reading, error }: Props) {
  const { t, i18n } = useLingui()
  const label = useCodeLabel()
  if (hallStatus === HALL_STATUS.failed) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>本次开标失败，没有唱标结果。</Trans>
      </Text>
    )
  }
  if (!due) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>解密结束后公布唱标结果。</Trans>
      </Text>
    )
  }
  if (error) return <ErrorAlert title={<Trans>唱标结果读取失败</Trans>} error={error} />
  if (!reading) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>唱标结果尚未公布，请稍后刷新。</Trans>
      </Text>
    )
  }
  if (reading.records.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>本次开标没有可唱标的投标文件。</Trans>
      </Text>
    )
  }
  const readAt = formatDateTime(reading.readTime)
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        <Trans>唱标时间：{readAt}</Trans>
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t`唱标结果`} striped>
          <TableHead columns={[<Trans>序号</Trans>, <Trans>标段（包）</Trans>, <Trans>投标人</Trans>, <Trans>投标报价（元）</Trans>, <Trans>解密状态</Trans>]} />
          <Table.Tbody>
            {reading.records.map((row, index) => (
              <Table.Tr key={`${row.packageId} ${row.supplierId}`}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{row.packageName ?? ''}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{row.supplierName}</Text>
                    {row.mine ? (
                      <Badge size="xs" variant="outline">
                        <Trans>本单位</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{row.bidPrice === null ? '—' : formatYuan(row.bidPrice)}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={DECRYPT_COLORS[row.decryptStatus] ?? 'gray'}>
                    {row.decryptStatus === DECRYPT_STATUS.failed && row.decryptFailedBy === 'platform'
                      ? i18n._(platformDecryptFailure)
                      : label(decryptStatusLabels, row.decryptStatus, row.decryptStatusName)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
