import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, setup, stateIn } from 'xstate'
import type { CertificationData } from '@/services/bid-crm'
import type { Appeal, LicencePicture, SupplierDetail } from '@/services/schemas/bid-crm'
import { charCount, creditCodeError, isEmpty } from '@/validation/validators'
import { describeError } from '../shared/describe-error'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { MAX_LICENCES } from '@/domain/limits'
import { licenceUpload, uploadLicenceSlot, type LicenceUploadEvent, type UploadProgress } from './licenceUpload.machine'

export type { LicencePicture, SupplierDetail }
export type Draft = CertificationData
export type TextField = keyof Draft
export type Field = TextField | 'licences'
export type FieldErrors = Partial<Record<Field, MessageDescriptor>>


export type CertificationRequest = Draft & { licences: LicencePicture[] }

export type Input = Record<string, never>

export type Context = ErrorContext & {
  /** The supplier as last read or saved. */
  record: SupplierDetail | null
  draft: Draft
  licences: LicencePicture[]
  upload: UploadProgress | null
  fieldErrors: FieldErrors
  appeal: { reason: string; error: MessageDescriptor | null; sent: Appeal | null }
}

/**
 * `field.change` edits the draft; `licence.*` add or remove pictures (uploaded one by one, with
 * progress); `certification.submit` sends it for review; `appeal.*` write and send an appeal of a
 * rejection; `detail.retry` reads the supplier again after a failed first reading.
 */
export type Event =
  | { type: 'field.change'; field: TextField; value: string }
  | LicenceUploadEvent<LicencePicture>
  | { type: 'licence.remove'; attachId: string }
  | { type: 'certification.submit' }
  | { type: 'appeal.change'; reason: string }
  | { type: 'appeal.submit' }
  | { type: 'detail.retry' }

const ORDER: readonly Field[] = ['name', 'creditCode', 'companyType', 'legalPerson', 'registeredCapital', 'establishDate', 'address', 'businessScope', 'licences']
const CAPITAL = /^\d{1,10}(\.\d{1,2})?$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const required = (value: string, missing: MessageDescriptor, max: number, tooLong: MessageDescriptor) =>
  isEmpty(value.trim()) ? missing : charCount(value) > max ? tooLong : null

function capitalError(value: string): MessageDescriptor | null {
  const text = value.trim()
  if (!text) return msg`请输入注册资本`
  return CAPITAL.test(text) && Number(text) > 0 ? null : msg`注册资本须为大于0的数字（万元，最多两位小数）`
}

function dateError(value: string): MessageDescriptor | null {
  const text = value.trim()
  if (!text) return msg`请选择成立日期`
  return DATE.test(text) && !Number.isNaN(Date.parse(text)) ? null : msg`成立日期格式应为yyyy-MM-dd`
}

const tooManyLicences = msg`营业执照图片最多5张`
const licenceUploading = msg`营业执照正在上传，请稍候`

/** The certification's rules (decision 039); the server checks the same, and the date against its clock. */
export function certificationErrors(draft: Draft, licences: readonly LicencePicture[]): FieldErrors {
  const errors: Partial<Record<Field, MessageDescriptor | null>> = {
    name: required(draft.name, msg`请输入企业名称`, 50, msg`企业名称不能超过50个字`),
    creditCode: creditCodeError(draft.creditCode.trim()),
    companyType: required(draft.companyType, msg`请选择企业类型`, 30, msg`企业类型不能超过30个字`),
    legalPerson: required(draft.legalPerson, msg`请输入法定代表人`, 20, msg`法定代表人不能超过20个字`),
    registeredCapital: capitalError(draft.registeredCapital),
    establishDate: dateError(draft.establishDate),
    address: required(draft.address, msg`请输入注册地址`, 100, msg`注册地址不能超过100个字`),
    businessScope: required(draft.businessScope, msg`请输入经营范围`, 1000, msg`经营范围不能超过1000个字`),
    licences: licences.length === 0 ? msg`请上传营业执照` : licences.length > MAX_LICENCES ? tooManyLicences : null,
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors
}

/** The first field the supplier has to fix, in the form's order (where the cursor goes). */
export const firstError = (errors: FieldErrors): Field | null => ORDER.find((field) => errors[field]) ?? null

const appealReasonError = (reason: string): MessageDescriptor | null =>
  isEmpty(reason.trim()) ? msg`请填写申诉理由` : charCount(reason) > 500 ? msg`申诉理由不能超过500个字` : null

const draftOf = (record: SupplierDetail): Draft => ({
  name: record.name,
  creditCode: record.creditCode,
  companyType: record.companyType,
  legalPerson: record.legalPerson,
  registeredCapital: record.registeredCapital,
  establishDate: record.establishDate,
  address: record.address,
  businessScope: record.businessScope,
})

const emptyDraft: Draft = { name: '', creditCode: '', companyType: '', legalPerson: '', registeredCapital: '', establishDate: '', address: '', businessScope: '' }

const CERTIFICATION_FIELDS: readonly Field[] = ORDER

/** The field a refusal names (the binding reads it off the server's message); null for none of ours. */
const refusedFieldOf = (error: unknown): Field | null => {
  const field = (error as { field?: unknown } | null)?.field
  return CERTIFICATION_FIELDS.find((known) => known === field) ?? null
}

/** A field's error, live: shown once asked for (submit), then following what is typed. */
function revalidated(context: Pick<Context, 'draft' | 'licences' | 'fieldErrors'>, field: Field): FieldErrors {
  const rules = certificationErrors(context.draft, context.licences)
  const shown = { ...context.fieldErrors }
  if (field in shown) {
    if (rules[field]) shown[field] = rules[field]
    else delete shown[field]
  }
  return shown
}

/** Up to five pictures, uploaded one by one; a sixth is refused. */
const licence = licenceUpload<Context>({ field: 'licences', max: MAX_LICENCES, held: (context) => context.licences.length, tooMany: tooManyLicences })

const trimmed = (draft: Draft): Draft => ({
  name: draft.name.trim(),
  creditCode: draft.creditCode.trim().toUpperCase(),
  companyType: draft.companyType.trim(),
  legalPerson: draft.legalPerson.trim(),
  registeredCapital: draft.registeredCapital.trim(),
  establishDate: draft.establishDate.trim(),
  address: draft.address.trim(),
  businessScope: draft.businessScope.trim(),
})

/**
 * Enterprise certification (spec 000 §2.2, decision 039): the supplier's licence facts and pictures
 * are read, edited with each field's error in place, and sent for review; the supplier is then
 * under review ('0') and the data only shown. A supplier already under review sees it so at once.
 * A refused or failed submission returns to the form with everything typed kept and the reason at
 * its field. A rejected supplier may instead appeal the rejection, one appeal at a time.
 */
export const certificationMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    loadSupplier: notProvided<SupplierDetail>('loadSupplier'),
    submit: notProvided<SupplierDetail, CertificationRequest>('submit'),
    appeal: notProvided<Appeal, { reason: string }>('appeal'),
    uploadLicence: uploadLicenceSlot<LicencePicture>(),
  },
  guards: {
    underReview: (_, params: { record: SupplierDetail }) => params.record.reviewStatus === '0',
    valid: ({ context }) => Object.keys(certificationErrors(context.draft, context.licences)).length === 0,
    uploading: stateIn({ editing: { licence: 'uploading' } }),
    licenceFull: licence.full,
    appealable: ({ context }) => context.record?.reviewStatus === '2' && context.record.appealStatus !== '0',
    appealOpen: ({ context }) => context.record?.reviewStatus === '2' && context.record.appealStatus === '0',
    reasonGiven: ({ context }) => appealReasonError(context.appeal.reason) === null,
  },
  actions: {
    storeRecord: assign((_, params: { record: SupplierDetail }) => ({
      record: params.record,
      draft: draftOf(params.record),
      licences: [...params.record.licences],
    })),
    storeSubmitted: assign((_, params: { record: SupplierDetail }) => ({ record: params.record, fieldErrors: {}, error: null })),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      const draft = { ...context.draft, [event.field]: event.value }
      return { draft, fieldErrors: revalidated({ ...context, draft }, event.field) }
    }),
    showErrors: assign(({ context }) => ({ fieldErrors: certificationErrors(context.draft, context.licences) })),
    showUploading: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, licences: licenceUploading } })),
    showLicenceFull: assign(licence.showFull),
    startUpload: assign(licence.started),
    storeProgress: assign(licence.progressed),
    failUpload: assign(licence.failed),
    stopUpload: assign(licence.stopped),
    storeLicence: assign(({ context, event }) => {
      assertEvent(event, 'licence.uploaded')
      const licences = [...context.licences, event.file]
      return { licences, fieldErrors: revalidated({ ...context, licences }, 'licences') }
    }),
    removeLicence: assign(({ context, event }) => {
      assertEvent(event, 'licence.remove')
      const licences = context.licences.filter((licence) => licence.attachId !== event.attachId)
      return { licences, fieldErrors: revalidated({ ...context, licences }, 'licences') }
    }),
    recordRefusal: assign(({ context }, params: { error: unknown }) => {
      const field = refusedFieldOf(params.error)
      const message = describeError(params.error)
      return field ? { fieldErrors: { ...context.fieldErrors, [field]: message }, error: null } : { error: message }
    }),
    changeReason: assign(({ context, event }) => {
      assertEvent(event, 'appeal.change')
      return { appeal: { ...context.appeal, reason: event.reason, error: context.appeal.error ? appealReasonError(event.reason) : null } }
    }),
    showReasonError: assign(({ context }) => ({ appeal: { ...context.appeal, error: appealReasonError(context.appeal.reason) } })),
    clearAppealError: assign(({ context }) => ({ appeal: { ...context.appeal, error: null } })),
    storeAppeal: assign(({ context }, params: { appeal: Appeal }) => ({
      appeal: { reason: '', error: null, sent: params.appeal },
      record: context.record ? { ...context.record, appealStatus: '0' } : null,
    })),
    recordAppealError: assign(({ context }, params: { error: unknown }) => ({ appeal: { ...context.appeal, error: describeError(params.error) } })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'certification',
  context: () => ({
    record: null,
    draft: emptyDraft,
    licences: [],
    upload: null,
    fieldErrors: {},
    appeal: { reason: '', error: null, sent: null },
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'loadSupplier',
        src: 'loadSupplier',
        onDone: [
          {
            guard: { type: 'underReview', params: ({ event }) => ({ record: event.output }) },
            target: 'submitted',
            actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) },
          },
          { target: 'editing', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { tags: 'failed', on: { 'detail.retry': 'loading' } },
    editing: {
      type: 'parallel',
      tags: 'formOpen',
      on: {
        'field.change': { actions: 'changeField' },
        'certification.submit': [
          { guard: 'uploading', actions: 'showUploading' },
          { guard: 'valid', target: 'submitting' },
          { actions: 'showErrors' },
        ],
      },
      states: {
        // Leaving the form mid-upload stops the upload; nothing half-sent is kept.
        licence: licence.region,
        // Only a rejection may be appealed; while one appeal is open, no other.
        appeal: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'appealable', target: 'writing' }, { guard: 'appealOpen', target: 'open' }, { target: 'unavailable' }],
            },
            unavailable: {},
            writing: {
              tags: 'appealWriting',
              on: {
                'appeal.change': { actions: 'changeReason' },
                'appeal.submit': [{ guard: 'reasonGiven', target: 'sending' }, { actions: 'showReasonError' }],
              },
            },
            sending: {
              tags: 'appealSending',
              entry: 'clearAppealError',
              invoke: {
                id: 'appeal',
                src: 'appeal',
                input: ({ context }) => ({ reason: context.appeal.reason.trim() }),
                onDone: { target: 'open', actions: { type: 'storeAppeal', params: ({ event }) => ({ appeal: event.output }) } },
                onError: { target: 'writing', actions: { type: 'recordAppealError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            open: { tags: 'appealOpen' },
          },
        },
      },
    },
    submitting: {
      tags: ['formOpen', 'submitting'],
      entry: 'clearError',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }): CertificationRequest => ({ ...trimmed(context.draft), licences: context.licences }),
        onDone: { target: 'submitted', actions: { type: 'storeSubmitted', params: ({ event }) => ({ record: event.output }) } },
        onError: { target: 'editing', actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: { tags: 'submitted' },
  },
})
