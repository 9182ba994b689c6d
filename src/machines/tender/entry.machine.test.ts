import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { done, failed, refused, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { entryMachine, type Emitted, type Event, type Input, type LoadBlockersInput, type PackageStatus, type SubmitEntryInput } from './entry.machine'
import { until } from '../../../tests/support/settle'

const packages = [
  { id: 'K1', name: '第一标包' },
  { id: 'K2', name: '第二标包' },
]
const fresh: Input = { projectId: 'P1', packages }
const statuses: PackageStatus[] = [
  { packageId: 'K1', packageName: '第一标包', blockers: ['feeUnpaid', 'bidNotUploaded'] },
  { packageId: 'K2', packageName: '第二标包', blockers: [] },
]
const closed = Object.assign(new Error('400'), { userMessage: { id: 'entry-closed', message: '报名已截止' } })

describe('entry machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: entryMachine,
      inputs: [fresh, { ...fresh, enrolled: true }],
      events: [
        { type: 'entry.toggle', packageId: 'K1' },
        { type: 'entry.toggle', packageId: 'K2' },
        // A package the project does not offer cannot be chosen.
        refused({ type: 'entry.toggle', packageId: 'K9' }),
        { type: 'entry.confirm' },
        { type: 'entry.accept' },
        { type: 'entry.decline' },
        done('submitEntry', undefined),
        failed('submitEntry', closed),
        { type: 'entry.dismiss' },
        done('loadBlockers', statuses),
        failed('loadBlockers', new Error('offline')),
        { type: 'entry.refresh' },
        { type: 'entry.changed' },
      ],
      context: (c) => ({ chosen: c.chosen.join(','), enrolled: c.enrolled, statuses: c.statuses?.length ?? null, error: c.error?.id ?? null }),
      initial: (input) => (input.enrolled ? 'status.loading' : 'choosing'),
      // Sign-up: at least one package, then the agreement, then the request; after 报名成功 the
      // blockers are read per package, and again on demand or when something changed elsewhere.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'entry.toggle':
            return 'unchanged'
          case 'entry.confirm':
            return from.matches('choosing') && from.context.chosen.length > 0 ? 'agreement' : 'unchanged'
          case 'entry.accept':
            return from.matches('agreement') ? 'submitting' : 'unchanged'
          case 'entry.decline':
            return from.matches('agreement') ? 'choosing' : 'unchanged'
          case 'xstate.done.actor.submitEntry':
            return 'succeeded'
          case 'xstate.error.actor.submitEntry':
            return 'choosing'
          case 'entry.dismiss':
            return from.matches('succeeded') ? 'status.loading' : 'unchanged'
          case 'xstate.done.actor.loadBlockers':
            return 'status.ready'
          case 'xstate.error.actor.loadBlockers':
            return 'status.failed'
          case 'entry.refresh':
          case 'entry.changed':
            return from.matches('status') ? 'status.loading' : 'unchanged'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { choosing: ['choosing', 'agreement', 'submitting'], agreement: 'agreement', submitting: 'submitting', succeeded: 'succeeded', loading: { status: 'loading' } })
        if (event.type === 'entry.toggle' && from.matches('choosing')) {
          const known = packages.some((pack) => pack.id === event.packageId)
          const was = from.context.chosen.includes(event.packageId)
          expect(to.context.chosen.includes(event.packageId)).toBe(known && !was)
        }
        if (event.type === 'entry.confirm' && from.matches('choosing') && from.context.chosen.length === 0) {
          expect(to.context.error?.message).toBe('请至少选择一个标包')
        }
        // A refusal keeps the choice and shows why.
        if (event.type === 'xstate.error.actor.submitEntry') {
          expect(to.context.chosen).toEqual(from.context.chosen)
          expect(to.context.error?.message).toBe('报名已截止')
        }
        // Blockers come from the service only, and the last ones stay on screen while reloading.
        if (event.type === 'xstate.done.actor.loadBlockers') expect(to.context.statuses).toEqual(statuses)
        else if (to.matches({ status: 'loading' })) expect(to.context.statuses).toEqual(from.context.statuses)
      },
      invariant: {
        agreement: (s) => expect(s.context.chosen.length).toBeGreaterThan(0),
        submitting: (s) => expect(s.context.chosen.length).toBeGreaterThan(0),
        succeeded: (s) => expect(s.context.enrolled).toBe(true),
        status: (s) => expect(s.context.enrolled).toBe(true),
        'status.failed': (s) => expect(s.context.error).not.toBeNull(),
        'status.loading': (s) => expect(s.context.error).toBeNull(),
        choosing: (s) => expect(s.context.enrolled).toBe(false),
      },
    })
  })
})

function start(input: Input, submit: (input: SubmitEntryInput) => Promise<void> = async () => {}) {
  const calls = { submits: [] as SubmitEntryInput[], loads: [] as LoadBlockersInput[], changed: () => {} }
  const answers = [statuses, [{ ...statuses[0]!, blockers: ['feeUnpaid' as const] }, statuses[1]!]]
  const actor = createActor(
    entryMachine.provide({
      actors: {
        submitEntry: fromPromise(async ({ input }: { input: SubmitEntryInput }) => {
          calls.submits.push(input)
          return submit(input)
        }),
        loadBlockers: fromPromise(async ({ input }: { input: LoadBlockersInput }) => {
          calls.loads.push(input)
          return answers[Math.min(calls.loads.length, answers.length) - 1]!
        }),
        changes: fromCallback<Event>(({ sendBack }) => {
          calls.changed = () => sendBack({ type: 'entry.changed' })
        }),
      },
    }),
    { input },
  )
  const emitted: Emitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  return { actor, calls, emitted }
}

describe('entry machine behaviour', () => {
  it('signs up for the chosen packages once the agreement is accepted, then shows what still blocks bidding', async () => {
    const { actor, calls, emitted } = start(fresh)
    actor.send({ type: 'entry.confirm' })
    expect(actor.getSnapshot().value).toBe('choosing')
    actor.send({ type: 'entry.toggle', packageId: 'K2' })
    actor.send({ type: 'entry.toggle', packageId: 'K1' })
    actor.send({ type: 'entry.confirm' })
    expect(actor.getSnapshot().value).toBe('agreement')
    expect(calls.submits).toEqual([])
    actor.send({ type: 'entry.accept' })
    await until(actor, (s) => s.matches('succeeded'))
    expect(calls.submits).toEqual([{ projectId: 'P1', packageIds: ['K1', 'K2'] }])
    expect(emitted).toEqual([{ type: 'entry.signedUp', projectId: 'P1', packageIds: ['K1', 'K2'] }])
    expect(calls.loads).toEqual([])

    actor.send({ type: 'entry.dismiss' })
    await until(actor, (s) => s.matches({ status: 'ready' }))
    expect(actor.getSnapshot().context.statuses).toEqual(statuses)
  })

  it('keeps the choice and shows the server’s reason when the sign-up is refused', async () => {
    const { actor } = start(fresh, async () => {
      throw closed
    })
    actor.send({ type: 'entry.toggle', packageId: 'K1' })
    actor.send({ type: 'entry.confirm' })
    actor.send({ type: 'entry.accept' })
    await until(actor, (s) => s.matches('choosing'))
    expect(actor.getSnapshot().context).toMatchObject({ chosen: ['K1'], error: closed.userMessage })
  })

  it('reloads the blockers when told something changed elsewhere, and on demand', async () => {
    const { actor, calls } = start({ ...fresh, enrolled: true })
    await until(actor, (s) => s.matches({ status: 'ready' }))
    calls.changed()
    await until(actor, (s) => s.matches({ status: 'ready' }) && s.context.statuses?.[0]?.blockers.length === 1)
    actor.send({ type: 'entry.refresh' })
    await until(actor, (s) => s.matches({ status: 'ready' }))
    expect(calls.loads).toEqual([{ projectId: 'P1' }, { projectId: 'P1' }, { projectId: 'P1' }])
  })
})
