import { screen, within } from '@testing-library/react'
import { expect, vi } from 'vitest'

/** How long a list may take: a first render that still compiles lazy screens is slow on a busy machine. */
export type Patience = { timeout: number }

// Testing Library's finders wait 5 s here (tests/setup.ts); vi.waitFor's own 1 s default is too
// short for a first render that still compiles the lazy screens on a busy machine.
const FIVE_SECONDS: Patience = { timeout: 5_000 }

export const eventually = <T,>(check: () => T | Promise<T>, patience: Patience = FIVE_SECONDS) => vi.waitFor(check, patience)

/** The body rows of the table named `name`, once it has any. */
export async function rowsOf(name: string, patience: Patience = FIVE_SECONDS) {
  const table = await screen.findByRole('table', { name }, patience)
  await eventually(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), patience)
  return within(table).getAllByRole('row').slice(1)
}
