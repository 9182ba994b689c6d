import type { MessageDescriptor } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import type { Toast } from '@/ui/feedback/Toaster'
import { i18n } from './i18n'

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Clears every toast (a test's end: the store outlives a page in a test run). */
export function dismissAll() {
  toasts = []
  emit()
}

/** A toast in the current language; the same text is never stacked twice. */
export function notify(message: MessageDescriptor, tone: Toast['tone'] = 'info') {
  const text = i18n._(message)
  const id = nextId++
  toasts = [...toasts.filter((t) => t.text !== text), { id, text, tone }].slice(-4)
  emit()
  setTimeout(() => dismiss(id), tone === 'error' ? 6000 : 3000)
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasts,
  )
}
