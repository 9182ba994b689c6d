import { describe, expect, it } from 'vitest'
import { settle, until } from '../../../tests/support/settle'
import { createActor, setup } from 'xstate'
import { flowKeyOf, serverLogic } from './recorder.test-flow'
import { createInspector } from '@/app/inspector'
import { inspectionSource } from '../inspector/model'
import { createRecorder } from './recorder'
import { MASK } from '@/app/redaction'
import { parseRecording, recordingProblem } from './format'
import { recordingText } from './recorder'

describe('the recorder', () => {
  it('records the actors of registered flows, the events the page sent them with secrets masked, and the settled states', async () => {
    const inspector = createInspector({ now: () => 0 })
    let now = 100
    const simulatorState = {
      snapshot: {
        db: { user: [{ id: 'u1', account: 'supplier', password: 'Passw0rd!' }], smsCode: [{ id: 's1', mobile: '13912345678', code: '482913' }] },
        sessions: [{ accessToken: 'ACCESS-1', refreshToken: 'REFRESH-1', userId: 'u1' }],
        captchas: [['k1', { code: '1234', expiresAt: 9 }]],
      },
      settings: { latency: 0, captchaCode: '1234' },
    }
    const recorder = createRecorder({
      inspector: inspectionSource(inspector),
      flowKeyOf,
      now: () => now,
      simulatorState: async () => ({ state: JSON.stringify(simulatorState), snapshot: null, clock: 42 }),
    })
    const before = createActor(serverLogic(), { input: { tenantId: 'old' }, inspect: inspector.inspect }).start()
    // Not a registered flow: never recorded.
    createActor(setup({}).createMachine({ id: 'noise', on: { x: {} } }), { inspect: inspector.inspect }).start().send({ type: 'x' })

    recorder.start()
    expect(recorder.recording).toBe(true)
    const actor = createActor(serverLogic(), { input: { tenantId: '000000' }, inspect: inspector.inspect }).start()
    now = 200
    actor.send({ type: 'submit', username: 'supplier', password: 'wrong' })
    await until(actor, (s) => !s.matches('checking'), { what: 'the wrong password answered' })
    // The recorder takes the settled state in a job queued on that snapshot.
    await settle()
    actor.send({ type: 'submit', username: 'supplier', password: 'Passw0rd!' })
    await until(actor, (s) => !s.matches('checking'), { what: 'the right password answered' })
    await settle()
    before.send({ type: 'reset' })
    const recording = await recorder.stop()
    expect(recorder.recording).toBe(false)

    expect(recording).toMatchObject({ format: 'portal-flow-recording', version: 1, startedAt: 100, includesSecrets: false, simulator: { clock: 42 } })
    // The simulator's memory goes with its secrets masked, in the same shape, so it can still be loaded.
    expect(JSON.parse(recording.simulator!.state!)).toEqual({
      snapshot: {
        db: { user: [{ id: 'u1', account: 'supplier', password: MASK }], smsCode: [{ id: 's1', mobile: '13912345678', code: MASK }] },
        sessions: [{ accessToken: MASK, refreshToken: MASK, userId: 'u1' }],
        captchas: [['k1', { code: MASK, expiresAt: 9 }]],
      },
      settings: { latency: 0, captchaCode: MASK },
    })
    expect(recording.actors).toEqual([
      { ref: 'a2', flow: 'signIn', input: { tenantId: 'old' }, masked: [], existing: true },
      { ref: 'a1', flow: 'signIn', input: { tenantId: '000000' }, masked: [], existing: false },
    ])
    expect(recording.steps.map((s) => [s.kind, s.actor, s.kind === 'event' ? s.event.type : null, s.value, s.settled])).toEqual([
      ['start', 'a2', null, 'idle', true],
      ['start', 'a1', null, 'idle', true],
      ['event', 'a1', 'submit', 'idle', true],
      ['event', 'a1', 'submit', 'in', true],
      ['event', 'a2', 'reset', 'idle', true],
    ])
    const submit = recording.steps[3]!
    expect(submit.kind === 'event' && submit.event).toEqual({ type: 'submit', username: 'supplier', password: MASK })
    expect(submit.kind === 'event' && submit.masked).toEqual(['password'])
    expect(recordingText(recording)).not.toContain('Passw0rd!')
  })

  it('keeps secrets when asked, and marks a state taken before the actor settled', async () => {
    const inspector = createInspector({ now: () => 0 })
    const recorder = createRecorder({ inspector: inspectionSource(inspector), flowKeyOf, now: () => 0 })
    recorder.start({ includeSecrets: true })
    const actor = createActor(serverLogic(), { input: { tenantId: 't' }, inspect: inspector.inspect }).start()
    actor.send({ type: 'submit', username: 'supplier', password: 'Passw0rd!' })
    const recording = await recorder.stop()
    const step = recording.steps[1]!
    expect(step.kind === 'event' && step.event.password).toBe('Passw0rd!')
    expect(step).toMatchObject({ value: 'checking', settled: false })
    expect(recording.simulator).toBeNull()
  })

  it('reads back only what it wrote', () => {
    expect(recordingProblem({ format: 'something-else' })).toBe('not-a-recording')
    expect(recordingProblem({ format: 'portal-flow-recording', version: 9 })).toBe('unsupported-version')
    expect(recordingProblem({ format: 'portal-flow-recording', version: 1, actors: [], steps: [{ kind: 'event', actor: 'a1' }] })).toBe('malformed')
    expect(() => parseRecording('{not json')).toThrow('not-json')
    const ok = { format: 'portal-flow-recording', version: 1, startedAt: 0, stoppedAt: 0, includesSecrets: false, simulator: null, actors: [{ ref: 'a1', flow: 'signIn', input: null, masked: [], existing: false }], steps: [{ kind: 'start', actor: 'a1', at: 0, value: 'idle', settled: true }] }
    expect(parseRecording(JSON.stringify(ok))).toEqual(ok)
  })
})
