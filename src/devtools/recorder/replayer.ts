import type { AnyActorRef } from 'xstate'
import { getAtPath, MASK, setAtPath } from '@/app/redaction'
import { waitSettled } from '../inspector/settle'
import type { RecordedActor, Recording, RecordingStep } from './format'

/** Where a replay stopped agreeing with its recording. `index` counts steps from 0. */
export type Divergence = {
  index: number
  /** The recorded actor's ref and flow (`a2 entry`). */
  actor: string
  /** The event's type, or `xstate.init` where the actor was created. */
  event: string
  expected: unknown
  actual: unknown
  reason: 'state' | 'timeout' | 'secret' | 'error'
  detail?: string
}

export type StepReport = {
  index: number
  actor: string
  event: string
  expected: unknown
  actual: unknown
  /** The recorded state was taken before the actor settled, so it was not compared. */
  compared: boolean
}

export type ReplayOutcome =
  | { kind: 'same'; steps: number; warnings: string[] }
  | { kind: 'diverged'; divergence: Divergence; steps: number; warnings: string[] }

/** What a replay needs from the app: the simulator restored, actors of a flow created, secrets found. */
export type ReplayEnv = {
  /** Restores the simulator's state and clock of the recording's start; answers warnings (nothing to restore). */
  restore?: (recording: Recording) => Promise<string[]>
  /** A started actor of `flow` with `input` (secrets already put back). */
  create: (flow: string, input: unknown) => Promise<AnyActorRef>
  /** A masked value at `path` of an event (or of an actor's input, with `event` null), or undefined when none can be given. */
  secret?: (request: { flow: string; path: string; event: Record<string, unknown> | null; input: unknown }) => unknown
  /** Per step: how long an actor may take to settle. */
  stepTimeoutMs?: number
  /** Everything the replay created is stopped (called once at the end, or by `dispose`). */
  cleanup?: () => void
}

const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  ) ?? 'null'

export const sameState = (a: unknown, b: unknown) => stable(a) === stable(b)

class MissingSecret extends Error {
  constructor(readonly path: string) {
    super(`missing secret ${path}`)
  }
}

class ReplayStop extends Error {
  constructor(readonly divergence: Omit<Divergence, 'index'>) {
    super(divergence.reason)
  }
}

/**
 * Replays a recording: restores the simulator, then, step by step, creates each recorded actor
 * fresh (same flow, same input) and sends it the recorded events in order, each once the previous
 * has settled, comparing the state reached with the recorded one. The first difference stops it.
 */
export function createReplay(recording: Recording, env: ReplayEnv) {
  const timeoutMs = env.stepTimeoutMs ?? 10_000
  const byRef = new Map<string, RecordedActor>(recording.actors.map((a) => [a.ref, a]))
  const actors = new Map<string, AnyActorRef>()
  const warnings: string[] = []
  let position = 0
  let prepared = false
  let outcome: ReplayOutcome | null = null
  let disposed = false

  const label = (ref: string) => `${ref} ${byRef.get(ref)?.flow ?? '?'}`
  const valueOf = (actor: AnyActorRef) => (actor.getSnapshot() as { value?: unknown }).value ?? null

  const unmask = (flow: string, data: unknown, masked: string[], isEvent: boolean) => {
    const copy = structuredClone(data)
    for (const path of masked) {
      if (getAtPath(copy, path) !== MASK) continue
      const value = env.secret?.({ flow, path, event: isEvent ? (copy as Record<string, unknown>) : null, input: isEvent ? null : copy })
      if (value === undefined) throw new MissingSecret(path)
      setAtPath(copy, path, value)
    }
    return copy
  }

  const run = async (step: RecordingStep, index: number): Promise<StepReport> => {
    const recorded = byRef.get(step.actor)!
    const eventType = step.kind === 'event' ? step.event.type : 'xstate.init'
    const fail = (d: Omit<Divergence, 'index' | 'actor' | 'event'>) => new ReplayStop({ actor: label(step.actor), event: eventType, ...d })
    let actor: AnyActorRef
    try {
      if (step.kind === 'start') {
        if (actors.has(step.actor)) throw fail({ expected: null, actual: null, reason: 'error', detail: 'started twice' })
        actor = await env.create(recorded.flow, unmask(recorded.flow, recorded.input, recorded.masked, false))
        actors.set(step.actor, actor)
      } else {
        const existing = actors.get(step.actor)
        if (!existing) throw fail({ expected: step.value, actual: null, reason: 'error', detail: 'not started' })
        const target = step.child === undefined ? existing : (existing.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children?.[step.child]
        if (!target) throw fail({ expected: step.value, actual: null, reason: 'error', detail: `no child ${step.child ?? ''}` })
        actor = target
        actor.send(unmask(recorded.flow, step.event, step.masked, true) as { type: string })
      }
    } catch (error) {
      if (error instanceof ReplayStop) throw error
      if (error instanceof MissingSecret) throw fail({ expected: step.value, actual: null, reason: 'secret', detail: error.path })
      throw fail({ expected: step.value, actual: null, reason: 'error', detail: error instanceof Error ? error.message : String(error) })
    }
    const settled = await waitSettled(actor, timeoutMs)
    const actual = valueOf(actor)
    if (!settled) throw fail({ expected: step.value, actual, reason: 'timeout' })
    if (step.settled && !sameState(actual, step.value)) throw fail({ expected: step.value, actual, reason: 'state' })
    return { index, actor: label(step.actor), event: eventType, expected: step.value, actual, compared: step.settled }
  }

  const finish = (result: ReplayOutcome) => {
    outcome = result
    return result
  }

  const api = {
    get position() {
      return position
    },
    get total() {
      return recording.steps.length
    },
    get outcome() {
      return outcome
    },
    /** The actor created for a recorded ref (for the panel and tests). */
    actor: (ref: string) => actors.get(ref),
    /** Runs the next step; the outcome once the last one (or a divergence) is reached. */
    async step(): Promise<StepReport | ReplayOutcome> {
      if (outcome) return outcome
      if (disposed) throw new Error('replay disposed')
      if (!prepared) {
        prepared = true
        warnings.push(...((await env.restore?.(recording)) ?? []))
      }
      const index = position
      const step = recording.steps[index]
      if (!step) return finish({ kind: 'same', steps: position, warnings })
      try {
        const report = await run(step, index)
        position++
        if (position === recording.steps.length) finish({ kind: 'same', steps: position, warnings })
        return report
      } catch (error) {
        if (!(error instanceof ReplayStop)) throw error
        return finish({ kind: 'diverged', divergence: { index, ...error.divergence }, steps: position, warnings })
      }
    },
    /** Runs every remaining step. */
    async all(): Promise<ReplayOutcome> {
      while (!outcome) await api.step()
      return outcome
    },
    dispose() {
      if (disposed) return
      disposed = true
      env.cleanup?.()
    },
  }
  return api
}
export type Replay = ReturnType<typeof createReplay>
