/**
 * A recorded flow, as saved to a file: what the simulator looked like at the start, the actors of
 * registered flows with their inputs, and every event the page sent them, each with the state the
 * actor settled in afterwards. Secrets are masked unless the developer asked to keep them; a
 * masked field is listed in `masked` so a replay can put a value back (decision 036).
 */
export const RECORDING_FORMAT = 'portal-flow-recording'
export const RECORDING_VERSION = 1

export type RecordedActor = {
  /** `a1`, `a2`, … in the order the recording met them. */
  ref: string
  flow: string
  input: unknown
  masked: string[]
  /** Already running when recording started (created first on replay) or created during it. */
  existing: boolean
}

export type RecordingStep =
  | { kind: 'start'; actor: string; at: number; value: unknown; settled: boolean }
  | {
      kind: 'event'
      actor: string
      /**
       * Sent to the flow's invoked child of this id rather than to the flow (an edited list's
       * `editor`: the screen answers an invitation through it); `value` is then the child's state.
       */
      child?: string
      at: number
      event: { type: string } & Record<string, unknown>
      masked: string[]
      value: unknown
      settled: boolean
    }

export type SimulatorAtStart = {
  /** `console.exportState()`'s text, when the simulator offers it. */
  state: string | null
  /** Otherwise the plain snapshot, for reading only: it cannot be restored. */
  snapshot: unknown
  clock: number | null
}

export type Recording = {
  format: typeof RECORDING_FORMAT
  version: typeof RECORDING_VERSION
  startedAt: number
  stoppedAt: number
  includesSecrets: boolean
  simulator: SimulatorAtStart | null
  actors: RecordedActor[]
  steps: RecordingStep[]
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')

/** Why a file cannot be loaded, in the words shown to the developer; null when it is a recording. */
export function recordingProblem(data: unknown): string | null {
  if (!isObject(data) || data.format !== RECORDING_FORMAT) return 'not-a-recording'
  if (data.version !== RECORDING_VERSION) return 'unsupported-version'
  if (!Array.isArray(data.actors) || !Array.isArray(data.steps)) return 'malformed'
  const refs = new Set<string>()
  for (const actor of data.actors) {
    if (!isObject(actor) || typeof actor.ref !== 'string' || typeof actor.flow !== 'string' || !isStringArray(actor.masked) || typeof actor.existing !== 'boolean') return 'malformed'
    refs.add(actor.ref)
  }
  for (const step of data.steps) {
    if (!isObject(step) || typeof step.actor !== 'string' || !refs.has(step.actor)) return 'malformed'
    if (step.kind === 'event') {
      if (!isObject(step.event) || typeof step.event.type !== 'string' || !isStringArray(step.masked)) return 'malformed'
      if (step.child !== undefined && typeof step.child !== 'string') return 'malformed'
    } else if (step.kind !== 'start') return 'malformed'
  }
  return null
}

/** Parses a saved recording; throws an Error whose message is one of `recordingProblem`'s codes. */
export function parseRecording(text: string): Recording {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new Error('not-json')
  }
  const problem = recordingProblem(data)
  if (problem) throw new Error(problem)
  return data as Recording
}
