import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { settle } from '../../../tests/support/settle'
import type { Appeal } from '@/services/schemas/bid-crm'
import { certificationErrors, certificationMachine, type CertificationRequest, type Context, type LicencePicture, type SupplierDetail } from './certification.machine'
import { MAX_LICENCES } from '@/domain/limits'

const held: LicencePicture = { attachId: 'A1', link: 'data:image/png,a1', name: '营业执照.jpg' }
const added: LicencePicture = { attachId: 'A2', link: 'data:image/png,a2', name: '新执照.png' }
const rejected: SupplierDetail = {
  id: 'S1', name: '安徽同创机电设备有限公司', reviewStatus: '2', auditRemark: '营业执照副本模糊，请重新上传', creditCode: '91340100MA2H3K4L5X', legalPerson: '赵磊',
  companyType: '有限责任公司', registeredCapital: '1000', establishDate: '2015-03-01', address: '合肥市蜀山区长江西路1号', businessScope: '机电设备销售', licences: [held],
  contactName: '赵磊', contactPhone: '13800000000', email: 'a@b.com', telephone: '', website: '', officeAddress: '', introduction: '', submitTime: '', appealStatus: '',
}
// A valid code for the graph (the seeded one above is not checked there).
rejected.creditCode = '91330100MA2H3K4L50'
const appealing: SupplierDetail = { ...rejected, appealStatus: '0' }
const pending: SupplierDetail = { ...rejected, reviewStatus: '0', auditRemark: null }
const approved: SupplierDetail = { ...rejected, reviewStatus: '1', auditRemark: null }
const picture = new File(['x'], '新执照.png', { type: 'image/png' })
const refusal = (field: string | null, message: string) => Object.assign(new Error('400'), { field, userMessage: { id: message, message } })
const nameTaken = refusal('name', '该企业名称已注册')
const underReview = refusal(null, '企业认证资料正在审核中，请勿重复提交')
const offline = new Error('offline')
const appeal: Appeal = { id: 'P1', supplierId: 'S1', reason: '执照清晰', status: '0', createTime: '2025-06-02 10:00:00' }

const valid = (c: Context) => Object.keys(certificationErrors(c.draft, c.licences)).length === 0
const editingState = (licence: 'idle' | 'uploading', appealState: string) => ({ editing: { licence, appeal: appealState } }) as never
const appealOf = (record: SupplierDetail | null) =>
  record?.reviewStatus === '2' ? (record.appealStatus === '0' ? 'open' : 'writing') : 'unavailable'

describe('certification machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: certificationMachine,
      inputs: [{}],
      events: [
        done('loadSupplier', rejected),
        done('loadSupplier', appealing),
        done('loadSupplier', pending),
        done('loadSupplier', approved),
        failed('loadSupplier', offline),
        { type: 'detail.retry' },
        { type: 'field.change', field: 'legalPerson', value: ' ' },
        { type: 'licence.choose', file: picture },
        { type: 'licence.progress', loaded: 1, total: 1 },
        { type: 'licence.uploaded', file: added },
        { type: 'licence.failed', error: offline },
        { type: 'licence.cancel' },
        { type: 'licence.remove', attachId: 'A1' },
        { type: 'certification.submit' },
        done('submit', pending),
        failed('submit', nameTaken),
        failed('submit', underReview),
        { type: 'appeal.change', reason: '执照清晰' },
        { type: 'appeal.submit' },
        done('appeal', appeal),
        failed('appeal', offline),
      ],
      // What tells states apart for the rules; the texts themselves stay out, or the space never closes.
      context: (c) => ({
        status: c.record?.reviewStatus ?? null,
        appealStatus: c.record?.appealStatus ?? null,
        valid: valid(c),
        licences: c.licences.length,
        upload: c.upload !== null,
        shown: Object.keys(c.fieldErrors).length > 0,
        error: c.error !== null,
        reason: c.appeal.reason !== '',
        appealError: c.appeal.error !== null,
      }),
      simplePaths: false,
      initial: () => 'loading',
      target: ({ from, event }) => {
        const at = (value: unknown) => from.matches(value as never)
        const licence = at({ editing: { licence: 'uploading' } }) ? 'uploading' : 'idle'
        const appealNow = (['writing', 'sending', 'open', 'unavailable'] as const).find((s) => at({ editing: { appeal: s } }))
        switch (event.type) {
          case 'xstate.done.actor.loadSupplier': {
            const record = event.output as SupplierDetail
            return record.reviewStatus === '0' ? 'submitted' : editingState('idle', appealOf(record))
          }
          case 'xstate.error.actor.loadSupplier':
            return 'loadFailed'
          case 'detail.retry':
            return at('loadFailed') ? 'loading' : 'unchanged'
          case 'certification.submit':
            return at('editing') && licence === 'idle' && valid(from.context) ? 'submitting' : 'unchanged'
          case 'xstate.done.actor.submit':
            return 'submitted'
          case 'xstate.error.actor.submit':
            return editingState('idle', appealOf(from.context.record))
          case 'licence.choose':
            return at({ editing: { licence: 'idle' } }) && from.context.licences.length < MAX_LICENCES ? editingState('uploading', appealNow!) : 'unchanged'
          case 'licence.uploaded':
          case 'licence.failed':
          case 'licence.cancel':
            return licence === 'uploading' ? editingState('idle', appealNow!) : 'unchanged'
          case 'appeal.submit':
            return appealNow === 'writing' && from.context.appeal.reason.trim() ? editingState(licence, 'sending') : 'unchanged'
          case 'xstate.done.actor.appeal':
            return editingState(licence, 'open')
          case 'xstate.error.actor.appeal':
            return editingState(licence, 'writing')
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, {
          loading: 'loading',
          failed: 'loadFailed',
          submitting: 'submitting',
          submitted: 'submitted',
          formOpen: ['editing', 'submitting'],
          appealWriting: { editing: { appeal: 'writing' } },
          appealSending: { editing: { appeal: 'sending' } },
          appealOpen: { editing: { appeal: 'open' } },
        })
        // A refused or failed submission keeps every field typed and every picture held.
        if (event.type === 'xstate.error.actor.submit') {
          expect(to.context.draft).toEqual(from.context.draft)
          expect(to.context.licences).toEqual(from.context.licences)
          if (event.error === nameTaken) expect(to.context.fieldErrors.name?.message).toBe('该企业名称已注册')
          if (event.error === underReview) expect(to.context.error?.message).toBe('企业认证资料正在审核中，请勿重复提交')
        }
        if (event.type === 'certification.submit' && from.matches('editing') && !valid(from.context) && !from.matches({ editing: { licence: 'uploading' } })) {
          expect(Object.keys(to.context.fieldErrors).sort()).toEqual(Object.keys(certificationErrors(from.context.draft, from.context.licences)).sort())
        }
        if (event.type === 'xstate.error.actor.appeal') expect(to.context.appeal.reason).toBe(from.context.appeal.reason)
        if (event.type === 'appeal.submit' && from.matches({ editing: { appeal: 'writing' } }) && !from.context.appeal.reason.trim()) {
          expect(to.context.appeal.error?.message).toBe('请填写申诉理由')
        }
      },
      invariant: {
        submitting: (s) => expect(valid(s.context)).toBe(true),
        // Under review, the data is only shown.
        submitted: (s) => expect(s.context.record?.reviewStatus).toBe('0'),
        // Only a rejection is appealed, and only while no other appeal is open.
        'editing.appeal.writing': (s) => expect(s.context.record).toMatchObject({ reviewStatus: '2', appealStatus: expect.not.stringMatching(/^0$/) }),
        'editing.appeal.open': (s) => expect(s.context.record?.appealStatus).toBe('0'),
        'editing.licence.idle': (s) => expect(s.context.upload).toBeNull(),
      },
    })
  })
})

describe('certification machine behaviour', () => {
  it('sends the trimmed certification with its pictures, and shows the record under review after', async () => {
    const sent: CertificationRequest[] = []
    const actor = createActor(
      certificationMachine.provide({
        actors: {
          loadSupplier: fromPromise(async () => rejected),
          submit: fromPromise<SupplierDetail, CertificationRequest>(async ({ input }) => {
            sent.push(input)
            return pending
          }),
          appeal: fromPromise(async () => appeal),
          uploadLicence: fromCallback(({ sendBack }) => sendBack({ type: 'licence.uploaded', file: added })),
        },
      }),
      { input: {} },
    ).start()
    await settle()
    expect(actor.getSnapshot().matches({ editing: { appeal: 'writing' } })).toBe(true)
    actor.send({ type: 'licence.remove', attachId: 'A1' })
    actor.send({ type: 'field.change', field: 'creditCode', value: ' 91330100ma2h3k4l50 ' })
    actor.send({ type: 'field.change', field: 'registeredCapital', value: 'abc' })
    actor.send({ type: 'certification.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ registeredCapital: expect.anything(), licences: expect.objectContaining({ message: '请上传营业执照' }) })
    actor.send({ type: 'field.change', field: 'registeredCapital', value: '800.5' })
    expect(actor.getSnapshot().context.fieldErrors.registeredCapital).toBeUndefined()
    actor.send({ type: 'licence.choose', file: picture })
    expect(actor.getSnapshot().context.fieldErrors.licences).toBeUndefined()
    actor.send({ type: 'certification.submit' })
    await settle()
    expect(actor.getSnapshot().matches('submitted')).toBe(true)
    expect(sent).toEqual([{ ...pick(rejected), creditCode: '91330100MA2H3K4L50', registeredCapital: '800.5', licences: [added] }])
  })
})

function pick(record: SupplierDetail) {
  const { name, creditCode, companyType, legalPerson, registeredCapital, establishDate, address, businessScope } = record
  return { name, creditCode, companyType, legalPerson, registeredCapital, establishDate, address, businessScope }
}
