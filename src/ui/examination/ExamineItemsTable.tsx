import { Trans, useLingui } from '@lingui/react/macro'
import { Table } from '@mantine/core'
import { EXAMINE_STAGE_LABELS } from './examine-result'
import { ResultBadge } from './ResultBadge'
import { TableHead } from '@/ui/table/TableHead'

export interface ExaminedItem {
  stage: number
  stageName: string
  itemName: string
  requirement?: string | null | undefined
  result: number
  resultName: string
  reason?: string | null | undefined
}

/** Each item the committee examined: its stage, the requirement, the result and why it failed. */
export function ExamineItemsTable({ items }: { items: readonly ExaminedItem[] }) {
  const { t, i18n } = useLingui()
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table withTableBorder aria-label={t`审查明细`}>
        <TableHead columns={[<Trans>审查类型</Trans>, <Trans>审查项</Trans>, <Trans>审查标准</Trans>, <Trans>结果</Trans>, <Trans>原因</Trans>]} widths={[110, 140, undefined, 90, 260]} />
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.stage}-${item.itemName}`}>
              <Table.Td>{item.stage === 1 || item.stage === 2 ? i18n._(EXAMINE_STAGE_LABELS[item.stage]) : item.stageName}</Table.Td>
              <Table.Td>{item.itemName}</Table.Td>
              <Table.Td>{item.requirement || '—'}</Table.Td>
              <Table.Td>
                <ResultBadge result={item.result} name={item.resultName} />
              </Table.Td>
              <Table.Td>{item.reason || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
