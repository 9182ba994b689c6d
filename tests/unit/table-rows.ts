import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import { WAIT_LIMIT_MS } from '../support/settle'

/** How long a list may take: a first render that still compiles lazy screens is slow on a busy machine. */
export type Patience = { timeout: number }

// Longer than the suite's condition-wait limit (tests/support/settle.ts): a first render that still
// compiles the lazy screens is the slowest wait there is on a busy machine.
const LIST_PATIENCE: Patience = { timeout: WAIT_LIMIT_MS }

export const eventually = <T,>(check: () => T | Promise<T>, patience: Patience = LIST_PATIENCE) => vi.waitFor(check, patience)

/** The body rows of the table named `name`, once it has any. */
export async function rowsOf(name: string, patience: Patience = LIST_PATIENCE) {
  const table = await screen.findByRole('table', { name }, patience)
  await eventually(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), patience)
  return within(table).getAllByRole('row').slice(1)
}

/** The body rows of the table named `name` as they are now (the table is replaced while a filter loads). */
export const rowsNow = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

/** Types `text` into the list's search field `field` and sends it with 查询. */
export async function searchList(field: string, text: string) {
  await userEvent.type(screen.getByRole('textbox', { name: field }), text)
  await userEvent.click(screen.getByRole('button', { name: '查询' }))
}

/** Chooses `option` in the list's filter `label` once its options are there (a dictionary's arrive late), and sends it with 查询. */
export async function filterList(label: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label })
  await eventually(() => expect(within(select).getByRole('option', { name: option })).toBeInTheDocument())
  await userEvent.selectOptions(select, option)
  await userEvent.click(screen.getByRole('button', { name: '查询' }))
}
