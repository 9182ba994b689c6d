import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** A plain table's header row: one cell per column heading, in order. */
export function TableHead({ columns }: { columns: ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, i) => (
          // The headings are fixed per table, so their position is their identity.
          <Table.Th key={i}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  )
}
