import { Table } from '@mantine/core'

import { useNarrowScreen } from '../shell/ScreenSize'
import { useUiNode } from '../text'
import { cellText, orDash } from './cells'
import type { PagedTableColumn } from './columns'
import { RowCards } from './RowCards'

export interface RowsTableProps<Row> {
  /** Accessible name of the table (of the list of cards on a phone). */
  label: string
  columns: readonly PagedTableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Horizontal scroll kicks in below this width (above a phone's, where rows are cards). */
  minWidth?: number
}

/**
 * A short table with no paging (a home page section's first rows), declared by the same columns
 * as `PagedTable`, and like it a card a row below 768 px.
 */
export function RowsTable<Row>({ label, columns, rows, rowKey, minWidth = 600 }: RowsTableProps<Row>) {
  const node = useUiNode()
  const phone = useNarrowScreen()
  const keys = rows.map(rowKey)
  if (phone) return <RowCards label={label} columns={columns} rows={rows} keys={keys} loading={false} />
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} w={c.width}>
                {node(c.title)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={keys[i]}>
              {columns.map((c) => (
                <Table.Td key={c.key}>{orDash(c.render ? c.render(row, i) : cellText(row, c.key))}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
