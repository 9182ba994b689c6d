import { useLingui } from '@lingui/react/macro'
import { useHotkeys } from '@mantine/hooks'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { loadScreenMessages } from '@/app/i18n'
import { createInspectorModel, inspectionSource, type InspectionSource, type InspectorModel } from '@/devtools/inspector/model'
import { startStatelyInspect, statelyInspectWanted } from '@/devtools/inspector/stately'
import type { Portal } from '@/app/portal'
import { usePortal } from '@/app/portal-context'
import { useSimulator } from '@/app/simulator-context'
import type { DevTool } from '@/ui/dev/DevToolsPlacement'
import { downloadText } from '@/ui/files/download-text'

export const INSPECTOR_HOTKEY = 'alt+shift+I'
/** Back-end mode shows the inspector only where a developer asked for it in this browser (decision 036). */
export const INSPECTOR_KEY = 'portal:inspector'

type PanelProps = { portal: Portal; source: InspectionSource; model: InspectorModel; now: () => number; opened: boolean; onClose: () => void }
type Loaded = {
  Panel: typeof import('@/devtools/inspector/ui/InspectorPanel').InspectorPanel
  createWorkbench: typeof import('@/devtools/inspector/workbench').createInspectorWorkbench
}

// The panel, the recorder and the flow registry (which brings every flow's binding) are fetched the
// first time the inspector opens: the dock itself only keeps the event stream.
const InspectorPanel = lazy(async () => {
  const [{ InspectorPanel: Panel }, { createInspectorWorkbench: createWorkbench }] = await Promise.all([
    import('@/devtools/inspector/ui/InspectorPanel'),
    import('@/devtools/inspector/workbench'),
  ])
  return { default: (props: PanelProps) => <ConnectedPanel {...props} Panel={Panel} createWorkbench={createWorkbench} /> }
})

/**
 * The state inspector's dock: Alt+Shift+I everywhere it is mounted, and in simulator mode a `tool`
 * whose button `DevToolsPlacement` puts beside 模拟器; `panel` is the inspector itself, to be
 * rendered once. It starts keeping the event stream as soon as it mounts.
 */
export function useInspectorDock(): { tool: DevTool | null; panel: ReactNode } {
  const { t } = useLingui()
  const portal = usePortal()
  const simulator = useSimulator()
  const now = useMemo(() => (simulator ? () => simulator.clock.now() : () => Date.now()), [simulator])
  // Lives as long as the page: the dock is mounted once, at the root, and never leaves.
  const [source] = useState(() =>
    inspectionSource(portal.inspector, () => [...Object.values(portal.actors), ...Object.values(portal.loadedShell()?.actors ?? {})]),
  )
  const [model] = useState(() => createInspectorModel(source, { now }))
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)
  // The dock's words are in the screens catalog, which the sign-in page does not load.
  const [speaks, setSpeaks] = useState(false)
  useEffect(() => {
    void loadScreenMessages().then(() => setSpeaks(true))
  }, [])

  useEffect(() => {
    if (!statelyInspectWanted()) return
    let stop: (() => void) | null = null
    let cancelled = false
    void startStatelyInspect(source).then((s) => (cancelled ? s() : (stop = s)))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [source])

  const toggle = useCallback(() => {
    setLoaded(true)
    setOpened((was) => !was)
  }, [])
  useHotkeys([[INSPECTOR_HOTKEY, toggle, { usePhysicalKeys: true }]], [])

  if (!speaks) return { tool: null, panel: null }
  return {
    tool: simulator ? { id: 'inspector', label: t`状态检查器`, shortcut: 'Alt+Shift+I', opened, toggle } : null,
    panel: loaded ? (
      <Suspense fallback={null}>
        <InspectorPanel portal={portal} source={source} model={model} now={now} opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    ) : null,
  }
}

/** Re-reads the model at most every `ms`, so a busy page does not re-render the panel on every event. */
export function useThrottledVersion(model: InspectorModel, ms = 200) {
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | null = null
      const unsubscribe = model.subscribe(() => {
        timer ??= setTimeout(() => {
          timer = null
          notify()
        }, ms)
      })
      return () => {
        unsubscribe()
        if (timer) clearTimeout(timer)
      }
    },
    [model, ms],
  )
  return useSyncExternalStore(subscribe, () => model.version())
}

/** The recorder and replayer of this page: kept while the page lives, so closing the panel does not stop a recording. */
let workbench: ReturnType<Loaded['createWorkbench']> | null = null

function ConnectedPanel({ portal, source, model, now, opened, onClose, Panel, createWorkbench }: PanelProps & Loaded) {
  const [bench] = useState(() => (workbench ??= createWorkbench({ portal, source, now, save: downloadText })))
  const state = useSyncExternalStore(bench.subscribe, bench.getState)
  useThrottledVersion(model)
  const [actorFilter, setActorFilter] = useState('')
  const [eventActor, setEventActor] = useState<string | null>(null)
  const [includeSecrets, setIncludeSecrets] = useState(false)

  const events = model.events()
  const eventActors = [...new Map(events.map((e) => [e.actorKey, e.machine === 'actor' ? e.actor : `${e.machine} ${e.actor}`])).entries()].map(([key, label]) => ({ key, label }))

  return (
    <Panel
      opened={opened}
      onClose={onClose}
      actors={model.actors(actorFilter)}
      actorFilter={actorFilter}
      onActorFilter={setActorFilter}
      events={eventActor ? model.events(eventActor) : events}
      eventActors={eventActors}
      eventActor={eventActor}
      onEventActor={setEventActor}
      onClearEvents={model.clear}
      state={state}
      includeSecrets={includeSecrets}
      onIncludeSecrets={setIncludeSecrets}
      onStartRecording={() => bench.startRecording(includeSecrets)}
      onStopRecording={() => void bench.stopRecording()}
      onLoadFile={(file) => void bench.loadFile(file)}
      onStep={() => void bench.step()}
      onAll={() => void bench.all()}
      onRestart={bench.restart}
    />
  )
}

