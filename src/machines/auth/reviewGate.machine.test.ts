import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { describeError } from '../shared/describe-error'
import { reviewGateMachine, type Review } from './reviewGate.machine'
import { until } from '../../../tests/support/settle'

const underReview: Review = { reviewStatus: '0', auditRemark: null }
const rejected: Review = { reviewStatus: '2', auditRemark: '营业执照已过期' }
const approved: Review = { reviewStatus: '3', auditRemark: null }
const DENIED_STATES = ['underReview', 'rejected', 'dismissed', 'failed'] as const

describe('reviewGate machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: reviewGateMachine,
      inputs: [undefined],
      events: [
        { type: 'gate.enter', route: '/purchase-notice' },
        done('loadReview', underReview),
        done('loadReview', rejected),
        done('loadReview', approved),
        failed('loadReview', new Error('offline')),
        { type: 'user.edit' },
        { type: 'user.cancel' },
      ],
      context: (context) => ({ reviewStatus: context.reviewStatus, error: context.error?.id ?? null }),
      // Spec 000 §4: every entry asks afresh; 0 is under review, 2 rejected (a dialog asks what to
      // do), anything else passes; a failure to ask denies.
      target: ({ from, event }) => {
        if (event.type === 'gate.enter') return from.matches('checking') ? 'unchanged' : 'checking'
        if (event.type === 'xstate.done.actor.loadReview') {
          if (!from.matches('checking')) return 'unchanged'
          const { reviewStatus } = event.output as Review
          return reviewStatus === '0' ? 'underReview' : reviewStatus === '2' ? 'rejected' : 'allowed'
        }
        if (event.type === 'xstate.error.actor.loadReview') return from.matches('checking') ? 'failed' : 'unchanged'
        if (event.type === 'user.edit' || event.type === 'user.cancel') return from.matches('rejected') ? 'dismissed' : 'unchanged'
        return 'unchanged'
      },
      // Routes trust the tags alone, so they must agree with the state everywhere.
      invariant: (snapshot) => {
        const denied = DENIED_STATES.some((state) => snapshot.matches(state))
        expect(snapshot.hasTag('denied'), `denied tag in ${JSON.stringify(snapshot.value)}`).toBe(denied)
        expect(snapshot.hasTag('allowed'), `allowed tag in ${JSON.stringify(snapshot.value)}`).toBe(snapshot.matches('allowed'))
        expect(snapshot.hasTag('asking'), 'the rejection dialog shows only while rejected').toBe(snapshot.matches('rejected'))
        if (snapshot.matches('allowed')) expect(['0', '2']).not.toContain(snapshot.context.reviewStatus)
        if (snapshot.matches('underReview')) expect(snapshot.context.reviewStatus).toBe('0')
        if (snapshot.matches('rejected')) expect(snapshot.context.reviewStatus).toBe('2')
        if (snapshot.matches('failed')) expect(snapshot.context.error).not.toBeNull()
      },
    })
  })
})

function start(load: () => Promise<Review>) {
  const actor = createActor(reviewGateMachine.provide({ actors: { loadReview: fromPromise(load) } }))
  actor.start()
  return actor
}

describe('reviewGate machine behaviour', () => {
  it('denies a supplier under review', async () => {
    const actor = start(async () => underReview)
    actor.send({ type: 'gate.enter', route: '/tender-invitation' })
    const settled = await until(actor, (s) => s.hasTag('denied') || s.hasTag('allowed'))
    expect(settled.value).toBe('underReview')
    expect(settled.context.route).toBe('/tender-invitation')
  })

  it('shows the audit remark of a rejected supplier and follows the choice to edit', async () => {
    const actor = start(async () => rejected)
    actor.send({ type: 'gate.enter', route: '/purchase-notice' })
    await until(actor, (s) => s.matches('rejected'))
    expect(actor.getSnapshot().context.auditRemark).toBe('营业执照已过期')
    const announced: string[] = []
    actor.on('*', (event) => announced.push(event.type))
    actor.send({ type: 'user.edit' })
    expect(actor.getSnapshot().value).toBe('dismissed')
    expect(actor.getSnapshot().hasTag('denied')).toBe(true)
    expect(announced).toEqual([])
  })

  it('announces what the supplier must be told: under review, a failure, a cancelled rejection', async () => {
    const answers: Array<() => Review> = [
      () => underReview,
      () => {
        throw Object.assign(new Error('500'), { userMessage: { id: 'server-down' } })
      },
      () => rejected,
    ]
    const actor = start(async () => answers.shift()!())
    const announced: unknown[] = []
    actor.on('*', (event) => announced.push(event))
    actor.send({ type: 'gate.enter', route: '/purchase-notice' })
    await until(actor, (s) => s.matches('underReview'))
    actor.send({ type: 'gate.enter', route: '/purchase-notice' })
    await until(actor, (s) => s.matches('failed'))
    actor.send({ type: 'gate.enter', route: '/purchase-notice' })
    await until(actor, (s) => s.matches('rejected'))
    actor.send({ type: 'user.cancel' })
    expect(announced).toEqual([{ type: 'gate.underReview' }, { type: 'gate.failed', error: { id: 'server-down' } }, { type: 'gate.cancelled' }])
  })

  it('lets any status other than 0 and 2 through', async () => {
    const actor = start(async () => ({ reviewStatus: '1', auditRemark: null }))
    actor.send({ type: 'gate.enter', route: '/demand-survey' })
    await until(actor, (s) => s.hasTag('allowed'))
    expect(actor.getSnapshot().value).toBe('allowed')
  })

  it('denies with a described error when the supplier cannot be loaded', async () => {
    const actor = start(async () => {
      throw new Error('500')
    })
    actor.send({ type: 'gate.enter', route: '/purchase-notice' })
    await until(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toEqual(describeError(undefined))
    expect(actor.getSnapshot().hasTag('denied')).toBe(true)
  })

  it('checks again on every entry, so a status change since the last check counts', async () => {
    const answers = [underReview, approved]
    const actor = start(async () => answers.shift() ?? approved)
    actor.send({ type: 'gate.enter', route: '/purchase-notice' })
    await until(actor, (s) => s.matches('underReview'))
    actor.send({ type: 'gate.enter', route: '/electronic-bidding' })
    expect(actor.getSnapshot().value).toBe('checking')
    await until(actor, (s) => s.matches('allowed'))
    expect(actor.getSnapshot().context).toMatchObject({ route: '/electronic-bidding', reviewStatus: '3' })
  })
})
