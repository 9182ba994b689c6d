import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { expectTags } from '../../../tests/graph/tags'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { settle } from '../../../tests/support/settle'
import {
  emptySpecimenForm, isClosed, nextDeadline, specimenApplyMachine, specimensClosed, toApplication, validateSpecimenForm, type Application, type Choices, type Receipt, type SpecimenForm,
} from './specimenApply.machine'

/** The server's now: 2025-06-02 09:00 in Beijing. */
const NOW = Date.parse('2025-06-02T01:00:00Z')
const HOUR = 3_600_000
const CHOICES: Choices = {
  today: '2025-06-02',
  now: NOW,
  contact: { name: '王建国', mobile: '17784408942' },
  projects: [
    // Specimens due 2025-06-02 17:00 (Beijing): eight hours after the server's now.
    { projectId: 'p1', projectCode: 'ZB-001', projectName: '办公家具采购', packages: [{ packageId: 'k1', packageName: '第一包', deadline: NOW + 8 * HOUR, deadlineText: '2025-06-02 17:00:00' }] },
    {
      projectId: 'p2', projectCode: 'ZB-002', projectName: '医用耗材采购',
      packages: [
        // Asks for no specimen: no deadline.
        { packageId: 'k2', packageName: '第一包', deadline: null, deadlineText: null },
        // Its deadline passed an hour ago.
        { packageId: 'k3', packageName: '第二包', deadline: NOW - HOUR, deadlineText: '2025-06-02 08:00:00' },
      ],
    },
  ],
}
const VALID: SpecimenForm = {
  projectId: 'p1', packageId: 'k1', specimenName: '办公桌椅样品', quantity: '2', deliveryWay: '1', contactName: '李文静', contactPhone: '13912345678', expectedDate: '2025-06-02', remark: '',
}
const receipt: Receipt = { id: 's1', projectName: '办公家具采购', specimenName: '办公桌椅样品', status: 0, statusName: '待审核', applyTime: '2025-06-02 09:00:00' }
const refusal = Object.assign(new Error('400'), { userMessage: { id: 'notBid', message: '您未参与该项目（标包）的投标，不能申请样品' } })
const valid = (form: SpecimenForm, choices: Choices, now: number) => Object.keys(validateSpecimenForm(form, choices, now)).length === 0

describe('validateSpecimenForm', () => {
  it('passes a complete application and names every missing or malformed field', () => {
    expect(validateSpecimenForm(VALID, CHOICES)).toEqual({})
    expect(Object.keys(validateSpecimenForm(emptySpecimenForm(), CHOICES)).sort()).toEqual(['contactName', 'contactPhone', 'expectedDate', 'packageId', 'projectId', 'specimenName'])
    const wrong = validateSpecimenForm({ ...VALID, packageId: 'k2', quantity: '0', deliveryWay: '3', contactPhone: '1391234', expectedDate: '2025-06-01', remark: '说'.repeat(201) }, CHOICES)
    expect(Object.keys(wrong).sort()).toEqual(['contactPhone', 'deliveryWay', 'expectedDate', 'packageId', 'quantity', 'remark'])
    // A project not among those bid on is no choice at all.
    expect(Object.keys(validateSpecimenForm({ ...VALID, projectId: 'p9' }, CHOICES)).sort()).toEqual(['packageId', 'projectId'])
    expect(validateSpecimenForm({ ...VALID, quantity: '999' }, CHOICES)).toEqual({})
    expect(toApplication({ ...VALID, specimenName: ' 样品 ', deliveryWay: '2' })).toMatchObject({ specimenName: '样品', quantity: 2, deliveryWay: 2 })
  })

  it('takes a package’s specimens until its deadline on the server’s clock', () => {
    expect(validateSpecimenForm(VALID, CHOICES, NOW + 8 * HOUR - 1)).toEqual({})
    expect(validateSpecimenForm(VALID, CHOICES, NOW + 8 * HOUR)).toEqual({ packageId: specimensClosed })
    expect(validateSpecimenForm({ ...VALID, projectId: 'p2', packageId: 'k3' }, CHOICES)).toEqual({ packageId: specimensClosed })
    expect(validateSpecimenForm({ ...VALID, projectId: 'p2', packageId: 'k2', expectedDate: '2025-07-01' }, CHOICES, NOW + 1000 * HOUR)).toEqual({})
  })

  it('finds the next deadline still ahead of the server’s now', () => {
    expect(nextDeadline(CHOICES, NOW)).toBe(NOW + 8 * HOUR)
    expect(nextDeadline(CHOICES, NOW + 8 * HOUR)).toBeNull()
    expect(isClosed(CHOICES.projects[1]!.packages[0], NOW + 1000 * HOUR)).toBe(false)
  })
})

describe('specimen application machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: specimenApplyMachine,
      inputs: [{ projectId: 'p1' }, { form: VALID }],
      startAt: NOW,
      events: [
        { type: 'specimen.edit', field: 'projectId', value: 'p2' },
        { type: 'specimen.edit', field: 'packageId', value: 'k3' },
        { type: 'specimen.edit', field: 'specimenName', value: '' },
        { type: 'specimen.submit' },
        { type: 'specimen.retry' },
        { type: 'specimen.restart' },
        done('loadChoices', CHOICES),
        failed('loadChoices', new Error('offline')),
        done('submitApplication', receipt),
        failed('submitApplication', refusal),
      ],
      context: (c) => {
        const next = nextDeadline(c.choices, c.now)
        return {
          refused: Object.keys(validateSpecimenForm(c.form, c.choices, c.now)).sort().join(','),
          errors: Object.keys(c.errors).sort().join(','),
          error: c.error?.message ?? null,
          receipt: c.receipt !== null,
          // Time matters only as what is left until the next deadline.
          untilNext: next === null ? null : next - c.now,
        }
      },
      initial: () => 'loading',
      // Only a valid form goes (a package past its deadline is not); a refusal returns to the form; a
      // taken application waits for 继续申请, which reads the choices and the server's time again.
      target: ({ from, event }) => {
        if (event.type.startsWith('xstate.after.')) return 'editing'
        switch (event.type) {
          case 'specimen.edit':
            return from.matches('editing') ? 'editing' : 'unchanged'
          case 'specimen.submit':
            if (!from.matches('editing')) return 'unchanged'
            return valid(from.context.form, from.context.choices, from.context.now) ? 'submitting' : 'editing'
          case 'specimen.retry':
            return from.matches('loadFailed') ? 'loading' : 'unchanged'
          case 'specimen.restart':
            return from.matches('submitted') ? 'loading' : 'unchanged'
          case 'xstate.done.actor.loadChoices':
            return 'editing'
          case 'xstate.error.actor.loadChoices':
            return 'loadFailed'
          case 'xstate.done.actor.submitApplication':
            return 'submitted'
          case 'xstate.error.actor.submitApplication':
            return 'editing'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { loading: 'loading', loadFailed: 'loadFailed', submitting: 'submitting', submitted: 'submitted' })
        if (event.type === 'xstate.done.actor.loadChoices') {
          // The URL's project is taken when it is one bid on, with its only package chosen; a project chosen before stays.
          const wanted = from.context.form.projectId || from.context.input.projectId
          if (wanted === 'p1') expect([to.context.form.projectId, to.context.form.packageId]).toEqual(['p1', 'k1'])
          // The company's contact fills the contact fields left empty; what was typed or given stays.
          expect(to.context.form.contactName).toBe(from.context.form.contactName || '王建国')
          expect(to.context.form.contactPhone).toBe(from.context.form.contactPhone || '17784408942')
          expect(to.context.now).toBe(NOW)
        }
        if (event.type.startsWith('xstate.after.')) {
          // The server's clock has reached the next deadline: that package takes no more specimens.
          expect(to.context.now).toBe(nextDeadline(from.context.choices, from.context.now))
          expect(to.context.form).toEqual(from.context.form)
        }
        if (event.type === 'specimen.edit' && from.matches('editing')) {
          expect(to.context.form[event.field]).toBe(event.value)
          expect(to.context.errors[event.field]).toBeUndefined()
          // Another project clears a package it does not have.
          if (event.field === 'projectId') expect(to.context.form.packageId).toBe('')
        }
        if (event.type === 'specimen.submit' && from.matches('editing') && !valid(from.context.form, from.context.choices, from.context.now)) {
          expect(Object.keys(to.context.errors).sort()).toEqual(Object.keys(validateSpecimenForm(from.context.form, from.context.choices, from.context.now)).sort())
        }
        if (event.type === 'xstate.error.actor.submitApplication') {
          // A refusal keeps everything typed.
          expect(to.context.error?.message).toBe('您未参与该项目（标包）的投标，不能申请样品')
          expect(to.context.form).toEqual(from.context.form)
        }
        if (event.type === 'xstate.done.actor.submitApplication') expect(to.context.receipt).toEqual(receipt)
        if (event.type === 'specimen.restart' && from.matches('submitted')) {
          expect(to.context.receipt).toBeNull()
          expect(to.context.form.specimenName).toBe('')
          expect(to.context.form.projectId).toBe(from.context.form.projectId)
        }
      },
      invariant: {
        submitting: (s) => expect(valid(s.context.form, s.context.choices, s.context.now)).toBe(true),
        submitted: (s) => expect(s.context.receipt).not.toBeNull(),
        editing: (s) => expect(s.context.receipt).toBeNull(),
        'editing.still': (s) => expect(nextDeadline(s.context.choices, s.context.now)).toBeNull(),
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
      },
    })
  })
})

describe('specimen application machine behaviour', () => {
  it('validates in place, then sends the application trimmed with numbers', async () => {
    const sent: Application[] = []
    const actor = createActor(
      specimenApplyMachine.provide({
        actors: {
          loadChoices: fromPromise(async () => CHOICES),
          submitApplication: fromPromise(async ({ input }: { input: Application }) => {
            sent.push(input)
            return receipt
          }),
        },
      }),
      { input: { projectId: 'p1' } },
    ).start()
    await settle()
    // The company's contact is already in the form.
    expect(actor.getSnapshot().context.form).toMatchObject({ contactName: '王建国', contactPhone: '17784408942' })
    actor.send({ type: 'specimen.submit' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(Object.keys(actor.getSnapshot().context.errors)).toContain('specimenName')
    for (const field of ['specimenName', 'contactName', 'contactPhone', 'expectedDate'] as const) actor.send({ type: 'specimen.edit', field, value: ` ${VALID[field]} ` })
    actor.send({ type: 'specimen.submit' })
    await settle()
    expect(sent).toEqual([{ ...VALID, quantity: 1, deliveryWay: 1 }])
    expect(actor.getSnapshot().value).toBe('submitted')
    actor.stop()
  })
})
