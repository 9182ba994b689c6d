import { Card } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'

import { useUiNode } from '../text'
import { cellText, orDash } from './cells'
import type { PagedTableColumn } from './columns'
import classes from './RowCards.module.css'

export interface RowCardsProps<Row> {
  /** Accessible name of the list, the table's own. */
  label: string
  columns: readonly PagedTableColumn<Row>[]
  rows: readonly Row[]
  keys: readonly string[]
  loading: boolean
  /** The row's selection checkbox, if the list selects. */
  check?: ((row: Row, index: number) => ReactNode) | undefined
  actions?: ((row: Row, index: number) => ReactNode) | undefined
}

/**
 * A paged table's rows on a phone: one card a row, headed by its `title` column, its fields as
 * label: value lines, its actions at the foot. Nothing runs off the right edge, so no row's next
 * step or deadline hides behind a sideways scroll.
 */
export function RowCards<Row>({ label, columns, rows, keys, loading, check, actions }: RowCardsProps<Row>) {
  const node = useUiNode()
  const where = (c: PagedTableColumn<Row>) => c.card ?? 'field'
  const titles = columns.filter((c) => where(c) === 'title')
  const fields = columns.filter((c) => where(c) === 'field')
  const feet = columns.filter((c) => where(c) === 'foot')
  const cell = (c: PagedTableColumn<Row>, row: Row, i: number) => orDash(c.render ? c.render(row, i) : cellText(row, c.key))

  return (
    <ul className={classes.list} aria-label={label} aria-busy={loading || undefined}>
      {rows.map((row, i) => (
        <Card component="li" key={keys[i]} withBorder padding="sm" radius="md">
          {check || titles.length > 0 ? (
            <div className={classes.head}>
              {check?.(row, i)}
              <div>
                {titles.map((c) => (
                  <div key={c.key}>{cell(c, row, i)}</div>
                ))}
              </div>
            </div>
          ) : null}
          <dl className={classes.fields}>
            {fields.map((c) => (
              <Fragment key={c.key}>
                <dt>{node(c.title)}</dt>
                <dd>{cell(c, row, i)}</dd>
              </Fragment>
            ))}
          </dl>
          {feet.length > 0 || actions ? (
            <div className={classes.foot}>
              {feet.map((c) => (
                <Fragment key={c.key}>{c.render ? c.render(row, i) : null}</Fragment>
              ))}
              {actions?.(row, i)}
            </div>
          ) : null}
        </Card>
      ))}
    </ul>
  )
}
