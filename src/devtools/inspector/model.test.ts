import { describe, expect, it } from 'vitest'
import { until } from '../../../tests/support/settle'
import { assign, createActor, createMachine, fromPromise, setup } from 'xstate'
import { createInspector } from '@/app/inspector'
import { createInspectorModel, inspectionSource } from './model'

const form = setup({
  types: { context: {} as { username: string; password: string }, events: {} as { type: 'fill'; username: string; password: string } | { type: 'submit' }, input: {} as { tenantId: string } },
  actors: { send: fromPromise(async () => 'ok') },
}).createMachine({
  id: 'form',
  context: { username: '', password: '' },
  initial: 'editing',
  states: {
    editing: { on: { fill: { actions: assign(({ event }) => ({ username: event.username, password: event.password })) }, submit: 'sending' } },
    sending: { invoke: { src: 'send', onDone: 'sent' } },
    sent: {},
  },
})

describe('the inspector model', () => {
  it('lists running actors with their state, redacted context and input, and forgets stopped ones', () => {
    const now = 1000
    const inspector = createInspector({ now: () => now })
    const model = createInspectorModel(inspectionSource(inspector), { now: () => now })
    const actor = createActor(form, { input: { tenantId: '000000' }, inspect: inspector.inspect }).start()
    actor.send({ type: 'fill', username: 'supplier', password: 'Passw0rd!' })

    const [view] = model.actors()
    expect(view).toMatchObject({ id: actor.id, machineId: 'form', parent: null, status: 'active', value: 'editing', input: { tenantId: '000000' } })
    expect(view!.context).toEqual({ username: 'supplier', password: '••••' })

    actor.stop()
    expect(model.actors()).toEqual([])
  })

  it('keeps a time-stamped stream of events with redacted payloads, filtered by actor and bounded', async () => {
    let now = 5_000
    const inspector = createInspector({ now: () => now })
    const model = createInspectorModel(inspectionSource(inspector), { now: () => now, limit: 5 })
    const a = createActor(form, { input: { tenantId: 't' }, inspect: inspector.inspect }).start()
    const b = createActor(createMachine({ id: 'other', on: { ping: {} } }), { inspect: inspector.inspect }).start()
    now = 6_000
    a.send({ type: 'fill', username: 'u', password: 'secret-value' })
    b.send({ type: 'ping' })

    const fill = model.events().find((e) => e.type === 'fill')!
    expect(fill).toMatchObject({ at: 6_000, actor: a.id, source: null, payload: { username: 'u', password: '••••' } })
    expect(JSON.stringify(model.events())).not.toContain('secret-value')
    expect(model.events(b.sessionId).map((e) => e.type)).toEqual(['xstate.init', 'ping'])

    a.send({ type: 'submit' })
    await until(a, (s) => s.matches('sent'), { what: 'the form sent' })
    // The promise's answer reaches the machine from its child, not from the page.
    const done = model.events(a.sessionId).find((e) => e.type.startsWith('xstate.done.actor'))
    expect(done?.source).toBeTruthy()
    expect(model.events().length).toBe(5)
    expect(model.actors('oth').map((x) => x.machineId)).toEqual(['other'])
    model.dispose()
  })
})
