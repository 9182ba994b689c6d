import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const genericFailure = msg`操作失败，请稍后重试`

function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
}

/**
 * Services attach a translated-at-render `userMessage` to the errors they throw; anything else
 * (network failure, a bug) must not leak raw text to the user, so it gets the generic message.
 */
export function describeError(error: unknown): MessageDescriptor {
  if (typeof error === 'object' && error !== null && 'userMessage' in error) {
    const { userMessage } = error as { userMessage: unknown }
    if (isMessageDescriptor(userMessage)) return userMessage
  }
  return genericFailure
}
