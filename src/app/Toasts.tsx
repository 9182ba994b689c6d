import { msg } from '@lingui/core/macro'
import { lazy, Suspense } from 'react'
import { i18n } from './i18n'
import { dismiss, useToasts } from './notify'

// Most visits show no toast before they leave the sign-in page: its code waits for the first one
// (decision 011). Its one label stays here, in the start catalog, since a toast can come on /login.
const Toaster = lazy(async () => ({ default: (await import('@/ui/feedback/Toaster')).Toaster }))
const closeLabel = msg`关闭提示`

/** The portal's toasts, wherever it started (the app, or sign-in without the router). */
export function Toasts() {
  const toasts = useToasts()
  return toasts.length ? (
    <Suspense fallback={null}>
      <Toaster toasts={toasts} onDismiss={dismiss} closeLabel={i18n._(closeLabel)} />
    </Suspense>
  ) : null
}
