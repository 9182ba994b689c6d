import type { MessageDescriptor } from '@lingui/core'
import { describeError } from './describe-error'

/** What every flow keeps of a failure: a message the screen translates, never raw server text. */
export type ErrorContext = { error: MessageDescriptor | null }

/**
 * The assigner behind each machine's `recordError` action:
 * `recordError: assign(errorFrom)` with params `({ event }) => ({ error: event.error })`.
 */
export const errorFrom = (_: unknown, params: { error: unknown }): ErrorContext => ({ error: describeError(params.error) })

/** The assigner behind `clearError`. */
export const noError = (): ErrorContext => ({ error: null })
