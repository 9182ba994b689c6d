import { describe, expect, it } from 'vitest'
import { settle, until } from '../../../tests/support/settle'
import { createActor } from 'xstate'
import { createInspector } from '@/app/inspector'
import { inspectionSource } from '../inspector/model'
import { createRecorder } from './recorder'
import type { Recording } from './format'
import { flowKeyOf, serverLogic, withEditorLogic } from './recorder.test-flow'
import { createReplay, type ReplayEnv } from './replayer'

/** Records a sign-in: one wrong password, then the right one (or only `attempts`). */
async function recordSignIn(includeSecrets = false, attempts = ['wrong', 'Passw0rd!']): Promise<Recording> {
  const inspector = createInspector({ now: () => 0 })
  const recorder = createRecorder({ inspector: inspectionSource(inspector), flowKeyOf, now: () => 0 })
  recorder.start({ includeSecrets })
  const actor = createActor(serverLogic(), { input: { tenantId: '000000' }, inspect: inspector.inspect }).start()
  for (const password of attempts) {
    actor.send({ type: 'submit', username: 'supplier', password })
    await until(actor, (s) => !s.matches('checking'), { what: `the password ${password} answered` })
    // The recorder takes the settled state in a job queued on that snapshot.
    await settle()
  }
  actor.stop()
  // What replay reads is the saved file.
  return JSON.parse(JSON.stringify(await recorder.stop())) as Recording
}

function testEnv(passwords: Record<string, string> = {}): ReplayEnv & { created: Array<{ flow: string; input: unknown }>; restored: number; cleaned: boolean } {
  const env = {
    created: [] as Array<{ flow: string; input: unknown }>,
    restored: 0,
    cleaned: false,
    restore: async () => {
      env.restored++
      return []
    },
    create: async (flow: string, input: unknown) => {
      env.created.push({ flow, input })
      return createActor(serverLogic(), { input: input as { tenantId: string } }).start()
    },
    secret: ({ path, event }: { path: string; event: Record<string, unknown> | null }) =>
      path === 'password' && event ? (passwords[String(event.username)] ?? undefined) : undefined,
    stepTimeoutMs: 2000,
    cleanup: () => {
      env.cleaned = true
    },
  }
  return env
}

describe('the replayer', () => {
  it('records what the page sent to a flow’s child (an edited list’s editor) and replays it to the same child', async () => {
    const inspector = createInspector({ now: () => 0 })
    const recorder = createRecorder({ inspector: inspectionSource(inspector), flowKeyOf, now: () => 0 })
    recorder.start({ includeSecrets: true })
    const list = createActor(withEditorLogic(), { inspect: inspector.inspect }).start()
    const editor = list.getSnapshot().children.editor!
    editor.send({ type: 'submit', username: 'supplier', password: 'Passw0rd!' })
    await until(editor, (s) => s.matches('in'), { what: 'the editor signed in' })
    await settle()
    list.stop()
    const recording = JSON.parse(JSON.stringify(await recorder.stop())) as Recording
    expect(recording.actors.map((a) => a.flow)).toEqual(['withEditor'])
    expect(recording.steps.map((s) => [s.kind, s.actor, s.kind === 'event' ? [s.child, s.event.type] : null, s.value])).toEqual([
      ['start', 'a1', null, 'listing'],
      ['event', 'a1', ['editor', 'submit'], 'in'],
    ])

    const replay = createReplay(recording, { ...testEnv(), create: async () => createActor(withEditorLogic()).start() })
    await replay.step()
    expect(await replay.step()).toEqual({ index: 1, actor: 'a1 withEditor', event: 'submit', expected: 'in', actual: 'in', compared: true })
    expect(replay.outcome).toEqual({ kind: 'same', steps: 2, warnings: [] })
  })

  it('re-creates the flow from its input and reaches the same states, step by step, putting a masked password back', async () => {
    const recording = await recordSignIn(false, ['Passw0rd!'])
    const env = testEnv({ supplier: 'Passw0rd!' })
    const replay = createReplay(recording, env)
    expect(replay.total).toBe(2)

    expect(await replay.step()).toEqual({ index: 0, actor: 'a1 signIn', event: 'xstate.init', expected: 'idle', actual: 'idle', compared: true })
    expect(env.restored).toBe(1)
    expect(env.created).toEqual([{ flow: 'signIn', input: { tenantId: '000000' } }])
    expect(replay.position).toBe(1)
    expect(replay.outcome).toBeNull()

    expect(await replay.step()).toEqual({ index: 1, actor: 'a1 signIn', event: 'submit', expected: 'in', actual: 'in', compared: true })
    expect(replay.outcome).toEqual({ kind: 'same', steps: 2, warnings: [] })
  })

  it('cannot tell a mistyped password from the seeded one once masked: the replay then diverges there', async () => {
    const recording = await recordSignIn(false)
    const outcome = await createReplay(recording, testEnv({ supplier: 'Passw0rd!' })).all()
    expect(outcome).toMatchObject({ kind: 'diverged', divergence: { index: 1, event: 'submit', expected: 'idle', actual: 'in', reason: 'state' } })
  })

  it('runs to the end and reports the same final states when secrets were kept', async () => {
    const recording = await recordSignIn(true)
    const env = testEnv()
    const replay = createReplay(recording, env)
    expect(await replay.all()).toEqual({ kind: 'same', steps: 3, warnings: [] })
    expect(replay.actor('a1')?.getSnapshot().value).toBe('in')
    replay.dispose()
    expect(env.cleaned).toBe(true)
  })

  it('stops at the first event whose state differs and says which, what was expected and what happened', async () => {
    const recording = await recordSignIn(true)
    // Tampered: the right password is now a wrong one.
    const tampered = structuredClone(recording)
    const second = tampered.steps[2]!
    if (second.kind === 'event') second.event.password = 'nope'
    const replay = createReplay(tampered, testEnv())
    const outcome = await replay.all()
    expect(outcome).toEqual({
      kind: 'diverged',
      steps: 2,
      warnings: [],
      divergence: { index: 2, actor: 'a1 signIn', event: 'submit', expected: 'in', actual: 'idle', reason: 'state' },
    })
    // Nothing more is sent after a divergence.
    expect(await replay.step()).toBe(outcome)
  })

  it('says it cannot replay a masked secret nobody can give', async () => {
    const recording = await recordSignIn()
    const outcome = await createReplay(recording, testEnv()).all()
    expect(outcome).toMatchObject({ kind: 'diverged', divergence: { index: 1, event: 'submit', reason: 'secret', detail: 'password' } })
  })

  it('reports an actor that does not settle in time', async () => {
    const recording = await recordSignIn(true)
    const env = testEnv()
    const stuck = createReplay(recording, {
      ...env,
      stepTimeoutMs: 50,
      create: async (flow, input) => {
        env.created.push({ flow, input })
        return createActor(
          serverLogic().provide({ actors: { check: (await import('xstate')).fromPromise(() => new Promise<string>(() => {})) } }),
          { input: input as { tenantId: string } },
        ).start()
      },
    })
    expect(await stuck.all()).toMatchObject({ kind: 'diverged', divergence: { index: 1, reason: 'timeout', actual: 'checking', expected: 'idle' } })
  })
})
