import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { settle } from '../../../tests/support/settle'
import { agencyApplyMachine, emptyAgencyForm, validateAgencyForm, type AgencyForm, type Receipt } from './agencyApply.machine'

// 91350100M000100Y43 is the standard's own example of a valid code.
const VALID: AgencyForm = {
  tenantName: '福建华信招标代理有限公司',
  creditCode: '91350100M000100Y43',
  linkman: '陈敏',
  contactNumber: '13800138000',
  email: 'bid@huaxin.com',
  address: '福州市鼓楼区五四路158号',
  domain: '',
  remark: '',
}
const receipt: Receipt = { id: '1850000000000000001', tenantName: VALID.tenantName, statusName: '待审核', createTime: '2025-06-02 09:00:00' }
const duplicate = Object.assign(new Error('400'), { userMessage: { id: 'dup', message: '该机构已提交入驻申请，请等待审核' } })
const valid = (form: AgencyForm) => Object.keys(validateAgencyForm(form)).length === 0

describe('validateAgencyForm', () => {
  it('passes a complete application and names every missing or malformed field', () => {
    expect(validateAgencyForm(VALID)).toEqual({})
    expect(Object.keys(validateAgencyForm(emptyAgencyForm())).sort()).toEqual(['address', 'contactNumber', 'creditCode', 'email', 'linkman', 'tenantName'])
    const wrong = validateAgencyForm({ ...VALID, creditCode: '91350100M000100Y44', contactNumber: '0591-8765432', email: 'bid@', domain: 'not a host', remark: '说'.repeat(201) })
    expect(Object.keys(wrong).sort()).toEqual(['contactNumber', 'creditCode', 'domain', 'email', 'remark'])
    expect(validateAgencyForm({ ...VALID, domain: 'huaxin.example.com', creditCode: ' 91350100m000100y43 ' })).toEqual({})
  })
})

describe('agency application machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: agencyApplyMachine,
      inputs: [{}, { form: VALID }],
      events: [
        { type: 'agency.edit', field: 'creditCode', value: '123' },
        { type: 'agency.edit', field: 'creditCode', value: VALID.creditCode },
        { type: 'agency.submit' },
        { type: 'agency.restart' },
        done('submitApplication', receipt),
        failed('submitApplication', duplicate),
      ],
      context: (c) => ({
        // Which fields would be refused: what a 提交 does depends on nothing else of the form.
        refused: Object.keys(validateAgencyForm(c.form)).sort().join(','),
        errors: Object.keys(c.errors).sort().join(','),
        error: c.error?.message ?? null,
        receipt: c.receipt !== null,
      }),
      initial: () => 'editing',
      // Only a valid form goes; a refusal returns to the form; a taken application waits for 再次申请.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'agency.edit':
            return from.matches('editing') ? 'editing' : 'unchanged'
          case 'agency.submit':
            if (!from.matches('editing')) return 'unchanged'
            return valid(from.context.form) ? 'submitting' : 'editing'
          case 'agency.restart':
            return from.matches('submitted') ? 'editing' : 'unchanged'
          case 'xstate.done.actor.submitApplication':
            return 'submitted'
          case 'xstate.error.actor.submitApplication':
            return 'editing'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { submitting: 'submitting', submitted: 'submitted' })
        if (event.type === 'agency.edit' && from.matches('editing')) {
          expect(to.context.form[event.field]).toBe(event.value)
          // The edited field's error goes; the others' stay until the next 提交.
          expect(to.context.errors[event.field]).toBeUndefined()
          for (const [field, error] of Object.entries(from.context.errors)) if (field !== event.field) expect(to.context.errors).toHaveProperty(field, error)
        }
        if (event.type === 'agency.submit' && from.matches('editing') && !valid(from.context.form)) {
          expect(Object.keys(to.context.errors).sort()).toEqual(Object.keys(validateAgencyForm(from.context.form)).sort())
        }
        if (event.type === 'xstate.error.actor.submitApplication') {
          expect(to.context.error?.message).toBe('该机构已提交入驻申请，请等待审核')
          expect(to.context.form).toEqual(from.context.form)
        }
        if (event.type === 'xstate.done.actor.submitApplication') expect(to.context.receipt).toEqual(receipt)
        if (event.type === 'agency.restart' && from.matches('submitted')) {
          expect(to.context.form).toEqual(emptyAgencyForm())
          expect(to.context.receipt).toBeNull()
        }
      },
      invariant: {
        submitting: (s) => expect(valid(s.context.form)).toBe(true),
        submitted: (s) => expect(s.context.receipt).not.toBeNull(),
        editing: (s) => expect(s.context.receipt).toBeNull(),
      },
    })
  })
})

describe('agency application machine behaviour', () => {
  it('sends the form trimmed, with the credit code in capitals', async () => {
    const sent: AgencyForm[] = []
    const actor = createActor(
      agencyApplyMachine.provide({
        actors: {
          submitApplication: fromPromise(async ({ input }: { input: AgencyForm }) => {
            sent.push(input)
            return receipt
          }),
        },
      }),
      { input: { form: { ...VALID, tenantName: `  ${VALID.tenantName} `, creditCode: VALID.creditCode.toLowerCase() } } },
    ).start()
    actor.send({ type: 'agency.submit' })
    await settle()
    expect(sent).toEqual([VALID])
    expect(actor.getSnapshot().value).toBe('submitted')
  })
})
