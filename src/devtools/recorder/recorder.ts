import type { AnyActorRef, InspectionEvent } from 'xstate'
import type { InspectionSource } from '../inspector/model'
import { redact } from '@/app/redaction'
import { maskSimulatorAtStart } from './simulator-state-secrets'
import { isSettled } from '../inspector/settle'
import { RECORDING_FORMAT, RECORDING_VERSION, type RecordedActor, type Recording, type RecordingStep, type SimulatorAtStart } from './format'

type Ref = AnyActorRef & { _parent?: unknown; options?: { input?: unknown } }

export type RecorderOptions = {
  inspector: InspectionSource
  /** The flow key of an actor replay can re-create, else null (src/app/flow-registry.ts). */
  flowKeyOf: (actor: AnyActorRef) => string | null
  /** Simulator time when there is one, else the page's. */
  now: () => number
  /** The simulator's state and clock at the start, if the portal runs on one. */
  simulatorState?: () => Promise<SimulatorAtStart | null>
}

type Pending = { step: Extract<RecordingStep, { value: unknown }>; actor: AnyActorRef }

/**
 * Records, from `start()`, what the page did to the actors of registered flows: each one created
 * (its flow and input) and each event sent to one from outside any actor (a click, a typed value,
 * the app's wiring), with its payload, and the state the actor settled in afterwards.
 */
export function createRecorder(options: RecorderOptions) {
  let session: {
    startedAt: number
    includesSecrets: boolean
    simulator: Promise<SimulatorAtStart | null>
    actors: Map<AnyActorRef, RecordedActor>
    /** Running at the start, known by their flow: recorded only if the page sends them something. */
    existing: Map<AnyActorRef, { flow: string; value: unknown }>
    steps: RecordingStep[]
    pending: Pending[]
    untap: () => void
  } | null = null

  const known = (actor: AnyActorRef, flow: string, existing: boolean): RecordedActor => {
    const s = session!
    const found = s.actors.get(actor)
    if (found) return found
    const { value: input, masked } = redact((actor as Ref).options?.input, { keepSecrets: s.includesSecrets })
    const recorded: RecordedActor = { ref: `a${s.actors.size + 1}`, flow, input, masked, existing }
    s.actors.set(actor, recorded)
    return recorded
  }

  const valueOf = (actor: AnyActorRef) => (actor.getSnapshot() as { value?: unknown }).value ?? null

  // A step's state is the one the actor settles in; a next event to the same actor before that
  // takes the state as it was then, marked unsettled, so a replay does not hold it to the letter.
  const settlePending = () => {
    const s = session
    if (!s) return
    s.pending = s.pending.filter((p) => {
      if (!isSettled(p.actor)) return true
      p.step.value = valueOf(p.actor)
      p.step.settled = true
      return false
    })
  }
  const cutPending = (actor: AnyActorRef) => {
    const s = session!
    s.pending = s.pending.filter((p) => {
      if (p.actor !== actor) return true
      p.step.value = valueOf(actor)
      p.step.settled = isSettled(actor)
      return false
    })
  }

  const onInspection = (inspection: InspectionEvent) => {
    const s = session
    if (!s) return
    if (inspection.type === '@xstate.snapshot') return queueMicrotask(settlePending)
    if (inspection.type !== '@xstate.event' || inspection.sourceRef) return
    const actor = inspection.actorRef as AnyActorRef
    const type = inspection.event.type
    if (type === 'xstate.stop') return
    // The page may also send to a flow's child (an edited list's editor): recorded as sent to that
    // child of the flow, which a replay re-creates with the flow. Deeper actors are the flows' own.
    const parent = (actor as Ref)._parent as AnyActorRef | undefined
    // A child spawned without an id gets a generated one (`x:3`) a replay would not give it again.
    if (parent && ((parent as Ref)._parent || type === 'xstate.init' || /^x:\d+$/.test(actor.id))) return
    const flowActor = parent ?? actor
    const child = parent ? { child: actor.id } : {}
    if (type === 'xstate.init') {
      // A restarted actor (React's strict effects start one twice) is the same actor.
      if (s.actors.has(actor) || s.existing.has(actor)) return
      const flow = options.flowKeyOf(actor)
      if (!flow) return
      const recorded = known(actor, flow, false)
      const step: RecordingStep = { kind: 'start', actor: recorded.ref, at: options.now(), value: null, settled: false }
      s.steps.push(step)
      s.pending.push({ step, actor })
      return queueMicrotask(settlePending)
    }
    const before = s.existing.get(flowActor)
    const flow = before?.flow ?? (s.actors.has(flowActor) ? s.actors.get(flowActor)!.flow : null)
    if (!flow) return
    const recorded = known(flowActor, flow, Boolean(before))
    cutPending(actor)
    const { value: event, masked } = redact(inspection.event, { keepSecrets: s.includesSecrets })
    const step: RecordingStep = {
      kind: 'event',
      actor: recorded.ref,
      ...child,
      at: options.now(),
      event: event as { type: string },
      masked,
      value: null,
      settled: false,
    }
    s.steps.push(step)
    s.pending.push({ step, actor })
    queueMicrotask(settlePending)
  }

  return {
    get recording() {
      return session !== null
    },
    /** Starts a recording; `includeSecrets` keeps passwords and tokens in it (off unless asked). */
    start({ includeSecrets = false }: { includeSecrets?: boolean } = {}) {
      session?.untap()
      const existing = new Map<AnyActorRef, { flow: string; value: unknown }>()
      for (const actor of options.inspector.actors()) {
        const flow = (actor as Ref)._parent ? null : options.flowKeyOf(actor)
        if (flow) existing.set(actor, { flow, value: valueOf(actor) })
      }
      session = {
        startedAt: options.now(),
        includesSecrets: includeSecrets,
        simulator: options.simulatorState?.().catch(() => null) ?? Promise.resolve(null),
        actors: new Map(),
        existing,
        steps: [],
        pending: [],
        untap: () => {},
      }
      session.untap = options.inspector.tap(onInspection)
    },
    /** Stops and hands back the recording; steps still running keep the state they have now. */
    async stop(): Promise<Recording> {
      const s = session
      if (!s) throw new Error('not recording')
      s.untap()
      settlePending()
      for (const p of s.pending) {
        p.step.value = valueOf(p.actor)
        p.step.settled = isSettled(p.actor)
      }
      session = null
      const actors = [...s.actors.values()]
      // Actors that were running before are created first on replay; their state then is their start.
      const starts: RecordingStep[] = []
      for (const [actor, { value }] of s.existing) {
        const recorded = s.actors.get(actor)
        if (recorded) starts.push({ kind: 'start', actor: recorded.ref, at: s.startedAt, value, settled: true })
      }
      return {
        format: RECORDING_FORMAT,
        version: RECORDING_VERSION,
        startedAt: s.startedAt,
        stoppedAt: options.now(),
        includesSecrets: s.includesSecrets,
        // The simulator's memory holds the live tokens of a signed-in page and every user's password.
        simulator: s.includesSecrets ? await s.simulator : maskSimulatorAtStart(await s.simulator),
        actors: [...actors.filter((a) => a.existing), ...actors.filter((a) => !a.existing)],
        steps: [...starts, ...s.steps],
      } satisfies Recording
    },
  }
}
export type Recorder = ReturnType<typeof createRecorder>

/** The recording as a file's text. */
export const recordingText = (recording: Recording) => JSON.stringify(recording, null, 2)
