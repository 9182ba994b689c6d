import type { MessageDescriptor } from '@lingui/core'
import { notifications } from '@mantine/notifications'
import { i18n } from './i18n'

type Tone = 'error' | 'info' | 'success' | 'warning'
const colors: Record<Tone, string> = { error: 'red', info: 'blue', success: 'teal', warning: 'yellow' }

/** A toast in the current language; the same message is never stacked twice. */
export function notify(message: MessageDescriptor, tone: Tone = 'info') {
  const text = i18n._(message)
  const id = `${tone}:${text}`
  notifications.hide(id)
  notifications.show({ id, message: text, color: colors[tone], autoClose: tone === 'error' ? 6000 : 3000 })
}
