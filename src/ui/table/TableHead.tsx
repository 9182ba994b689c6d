import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** A plain table's header row: one cell per column heading, in order, each as wide as `widths` says (if it does). */
export function TableHead({ columns, widths = [] }: { columns: ReactNode[]; widths?: readonly (number | undefined)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, i) => (
          // The headings are fixed per table, so their position is their identity.
          <Table.Th key={i} w={widths[i]}>
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  )
}
