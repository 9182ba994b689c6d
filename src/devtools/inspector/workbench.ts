import { flowKeyOf } from '@/app/flow-registry'
import type { InspectionSource } from './model'
import type { Portal } from '@/app/portal'
import { createRecorder, recordingText } from '../recorder/recorder'
import { parseRecording, type Recording } from '../recorder/format'
import { redactText } from '@/app/redaction'
import { createReplay, type Divergence, type Replay, type ReplayOutcome, type StepReport } from '../recorder/replayer'
import { pageSimulator, portalReplayEnv, simulatorAtStart, type SimulatorLike } from '../recorder/replayer-env'

/** What the 录制与回放 tab shows. */
export type WorkbenchState = {
  recording: boolean
  /** The file name of the last recording saved. */
  saved: { name: string; steps: number } | null
  loaded: { name: string; steps: number; actors: number; includesSecrets: boolean } | null
  /** A code (`not-json`, `not-a-recording`, `unsupported-version`, `malformed`) for a refused file. */
  loadError: string | null
  replay: {
    running: boolean
    position: number
    total: number
    steps: StepReport[]
    outcome: ReplayOutcome | null
    warnings: string[]
    /** A failure of the replay itself (not a divergence), e.g. the simulator refused the state. */
    error: string | null
  } | null
}

export type { Divergence, StepReport, ReplayOutcome }

/**
 * What the panel shows of a replay: states are the machines' own names, but a divergence's detail
 * and a failure quote what went wrong, and a recording with secrets replays with them.
 */
const shown = (outcome: ReplayOutcome): ReplayOutcome =>
  outcome.kind === 'diverged' && outcome.divergence.detail ? { ...outcome, divergence: { ...outcome.divergence, detail: redactText(outcome.divergence.detail) } } : outcome

const fileName = (at: number) => `portal-recording-${new Date(at).toISOString().replace(/[:.]/g, '-')}.json`

/**
 * The inspector panel's recorder and replayer for one portal: an external store (subscribe /
 * getState) the panel renders, and the actions its buttons call. `save` hands the recording over
 * as a file; the dock downloads it.
 */
export function createInspectorWorkbench(options: {
  portal: Portal
  source: InspectionSource
  now: () => number
  save: (text: string, name: string) => void
  simulator?: SimulatorLike | null
}) {
  const simulator = options.simulator === undefined ? pageSimulator() : options.simulator
  const recorder = createRecorder({
    inspector: options.source,
    flowKeyOf,
    now: options.now,
    simulatorState: () => simulatorAtStart(simulator),
  })
  let state: WorkbenchState = { recording: false, saved: null, loaded: null, loadError: null, replay: null }
  let recording: Recording | null = null
  let replay: Replay | null = null
  const listeners = new Set<() => void>()

  const set = (patch: Partial<WorkbenchState>) => {
    state = { ...state, ...patch }
    listeners.forEach((l) => l())
  }
  const setReplay = (patch: Partial<NonNullable<WorkbenchState['replay']>>) => set({ replay: { ...state.replay!, ...patch } })

  const freshReplay = () => {
    replay?.dispose()
    replay = recording ? createReplay(recording, portalReplayEnv(options.portal, recording, simulator)) : null
    set({ replay: recording ? { running: false, position: 0, total: recording.steps.length, steps: [], outcome: null, warnings: [], error: null } : null })
  }

  const advance = async (all: boolean) => {
    if (!replay || state.replay?.running || state.replay?.outcome) return
    const current = replay
    setReplay({ running: true, error: null })
    try {
      do {
        const result = await current.step()
        if (current !== replay) return
        if ('index' in result) setReplay({ steps: [...state.replay!.steps, result], position: current.position })
        if (current.outcome) break
      } while (all)
      const outcome = current.outcome && shown(current.outcome)
      setReplay({ running: false, position: current.position, outcome, warnings: outcome?.warnings ?? [] })
    } catch (error) {
      if (current === replay) setReplay({ running: false, error: redactText(error instanceof Error ? error.message : String(error)) })
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    startRecording(includeSecrets: boolean) {
      if (state.recording || state.replay?.running) return
      recorder.start({ includeSecrets })
      set({ recording: true })
    },
    async stopRecording() {
      if (!state.recording) return
      const done = await recorder.stop()
      const name = fileName(done.startedAt)
      options.save(recordingText(done), name)
      set({ recording: false, saved: { name, steps: done.steps.length } })
    },
    async loadFile(file: Pick<File, 'name' | 'text'>) {
      try {
        recording = parseRecording(await file.text())
      } catch (error) {
        set({ loadError: error instanceof Error ? error.message : 'malformed' })
        return
      }
      set({
        loadError: null,
        loaded: { name: file.name, steps: recording.steps.length, actors: recording.actors.length, includesSecrets: recording.includesSecrets },
      })
      freshReplay()
    },
    step: () => advance(false),
    all: () => advance(true),
    /** Back to the first step: the actors made so far are stopped, the simulator restored again on the next step. */
    restart: () => freshReplay(),
    dispose() {
      replay?.dispose()
      listeners.clear()
    },
  }
}
export type InspectorWorkbench = ReturnType<typeof createInspectorWorkbench>
