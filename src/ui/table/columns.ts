import type { ReactNode } from 'react'

import type { UiNode } from '../text'

/**
 * Where a column goes on a phone, where each row is a card (`RowCards`): `title` heads the card,
 * `field` (the default) is a label: value line, `foot` joins the row's actions at the card's foot,
 * `none` leaves it off the card.
 */
export type CardPlace = 'title' | 'field' | 'foot' | 'none'

export interface PagedTableColumn<Row> {
  key: string
  /** Column heading: a `<Trans>` element, a message descriptor or data text. */
  title: UiNode
  /** Cell content; without it the row's field named `key` is shown as text. */
  render?: (row: Row, index: number) => ReactNode
  width?: number | string
  /** Its place on a phone's card; a field by default. */
  card?: CardPlace
}
