import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The message types the back end sends (`type`, decision 042) in the portal's languages. Chinese
 * shows the server's own `typeStr`, as the menu shows its own names (decision 010).
 */
export const messageTypeLabels: Readonly<Record<string, MessageDescriptor>> = {
  '1': msg`系统通知`,
  '2': msg`审核通知`,
  '3': msg`项目通知`,
  '4': msg`费用通知`,
}

/** A message's type as the reader's language names it. */
export function messageTypeText(message: { type?: string | null; typeStr: string }, locale: string, translate: (label: MessageDescriptor) => string): string {
  const label = message.type ? messageTypeLabels[message.type] : undefined
  return locale === 'zh' || !label ? message.typeStr : translate(label)
}
