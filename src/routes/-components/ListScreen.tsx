import { Group, Stack, Text, Title, type TitleOrder } from '@mantine/core'
import type { ReactNode } from 'react'
import { PagedTable, type PagedTableProps } from '@/ui/table/PagedTable'

type Heading = {
  /** The screen's heading, drawn at h3's size. */
  title: ReactNode
  /** Its level: 3 inside the signed-in frame; a public page's own heading is its h1. */
  titleOrder?: TitleOrder
  /** Above the heading: a public section's tabs or banner. */
  above?: ReactNode
  /** Beside the heading: the screen's own actions or its section links. */
  aside?: ReactNode
  /** A line under the heading saying what the list holds. */
  intro?: ReactNode
  /** What the list is read with, between the heading and the search: the account's figures, a score, their error. */
  summary?: ReactNode
  /** The search form (`ListSearchForm`). */
  search?: ReactNode
}

/**
 * A list screen's page around its table: heading (with what sits beside it), what the list holds,
 * the search form, then `children`. For a screen whose table is a `PagedTable` of its own kind
 * (invoices, invitations, contacts); every other list is a `ListScreen`.
 */
export function ListPage({ title, titleOrder = 3, above, aside, intro, summary, search, children }: Heading & { children: ReactNode }) {
  const heading = (
    <Title order={titleOrder} size={titleOrder === 3 ? undefined : 'h3'}>
      {title}
    </Title>
  )
  return (
    <Stack>
      {above}
      {aside ? (
        <Group justify="space-between" wrap="wrap">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {intro ? (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      ) : null}
      {summary}
      {search}
      {children}
    </Stack>
  )
}

type EmptyTitle = PagedTableProps<unknown>['emptyTitle']

export type ListScreenProps<Row> = Omit<PagedTableProps<Row>, 'emptyTitle'> &
  Heading & {
    /** The empty state's title: `none` with no filter, `noMatch` while the list is filtered. */
    empty: { none: EmptyTitle; noMatch?: EmptyTitle }
    filtered?: boolean
    /** Below the table: the row's dialogs, a legend. */
    children?: ReactNode
  }

/**
 * Every list screen (spec 000 §2.3): the page (`ListPage`) and the paged table with its empty,
 * loading and failed states, fed by `useListTable`. A list that is only a section of its screen (a
 * tab) uses `PagedTable` alone.
 */
export function ListScreen<Row>({ title, titleOrder, above, aside, intro, summary, search, empty, filtered = false, children, ...table }: ListScreenProps<Row>) {
  return (
    <ListPage title={title} titleOrder={titleOrder} above={above} aside={aside} intro={intro} summary={summary} search={search}>
      <PagedTable {...table} emptyTitle={filtered && empty.noMatch ? empty.noMatch : empty.none} />
      {children}
    </ListPage>
  )
}
