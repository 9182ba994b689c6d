import type { ReactNode } from 'react'

/** The row's field named `key` as text: a column without its own `render`. */
export function cellText(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown> | null)?.[key]
  return value === null || value === undefined ? '' : String(value)
}

/** A value the server left out or sent unreadable shows as —, not as an empty cell. */
export const orDash = (content: ReactNode): ReactNode => (content === '' || content === null || content === undefined ? '—' : content)
