import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Group, Pagination, Select, Table, Text } from '@mantine/core'
import type { Message } from '@/services/schemas/bid-crm'
import { formatDateTime } from '../format/date'
import { EmptyState } from '../pages/EmptyState'

export interface MessageTableProps {
  records: Message[]
  total: number
  page: number
  size: number
  onPage: (page: number) => void
  onSize: (size: number) => void
  /** Opens a message's detail; its title is the link. */
  onOpen: (id: string) => void
}

import { PAGE_SIZES } from './page-sizes'

/** The paged table of spec 000 §2.3: 序号 column, page sizes 10–40, at most 650 px high. */
export function MessageTable({ records, total, page, size, onPage, onSize, onOpen }: MessageTableProps) {
  const { t } = useLingui()
  if (total === 0) return <EmptyState title={<Trans>暂无消息</Trans>} />
  return (
    <>
      <Table.ScrollContainer minWidth={600} mah={650}>
        <Table striped highlightOnHover aria-label={t`消息列表`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>
                <Trans>序号</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>标题</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>类型</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>时间</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>状态</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((m, i) => (
              <Table.Tr key={m.id}>
                <Table.Td>{(page - 1) * size + i + 1}</Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(m.id)}>
                    {m.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{m.typeStr}</Table.Td>
                <Table.Td>{formatDateTime(m.createTime)}</Table.Td>
                <Table.Td>
                  {m.readStatus === 0 ? (
                    <Badge color="red" variant="light">
                      <Trans>未读</Trans>
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      <Trans>已读</Trans>
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          <Trans>共 {total} 条</Trans>
        </Text>
        <Group>
          <Select
            aria-label={t`每页条数`}
            w={110}
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: t`${n} 条/页` }))}
            value={String(size)}
            onChange={(v) => v && onSize(Number(v))}
            allowDeselect={false}
          />
          <Pagination total={Math.max(1, Math.ceil(total / size))} value={page} onChange={onPage} aria-label={t`分页`} />
        </Group>
      </Group>
    </>
  )
}
