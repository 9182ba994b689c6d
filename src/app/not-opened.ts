import type { MessageDescriptor } from '@lingui/core'
import { userMessageFor } from '@/services/error-catalogue'

const NOT_OPENED = userMessageFor('notOpened').id

/**
 * Whether a flow's failure is a call the back end does not have (decision 049). Flows keep only
 * the message of a failure (machines/shared/record-error), and this kind has a message of its own.
 */
export const isNotOpened = (error: MessageDescriptor | null | undefined): boolean => error?.id === NOT_OPENED
