import { lazy, Suspense } from 'react'
import { loadScreenMessages } from '@/app/i18n'
import { useSimulator } from '@/app/simulator-context'
import { DevStripPlaceholder } from '@/ui/dev/dev-tools-place'

// Only simulator mode shows the dock, or a browser where a developer asked for the inspector; a real
// deployment never downloads it otherwise (the key is InspectorDock's INSPECTOR_KEY, named here so
// the dock's code stays out of the start chunks). It is shown on every screen, sign-in and the visitor's
// home included, so it brings the screens catalog with it.
const DevDocks = lazy(async () => {
  const [m] = await Promise.all([import('@/devtools/docks/DevDocks'), loadScreenMessages()])
  return { default: m.DevDocks }
})

export function OptionalDevDocks() {
  const simulator = useSimulator()
  return simulator || localStorage['portal:inspector'] === '1' ? (
    // In simulator mode the launchers' strip holds its place from the first paint (dev-tools-place).
    <Suspense fallback={simulator ? <DevStripPlaceholder /> : null}>
      <DevDocks />
    </Suspense>
  ) : null
}
