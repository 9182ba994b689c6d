import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type Input = {
  projectId: string
  /** The project's application files are encrypted and must be decrypted with the CA (qualify/entryDecrypt). */
  needsDecryption?: boolean
}

export type ProjectKey = { projectId: string }
/**
 * qualify/qualifyCheck: whether the supplier may apply now, whether it already applied, and if it
 * may not, why (as the server words it). An applicant may apply again only after a failure.
 */
export type QualifyCheck = { allowed: boolean; applied: boolean; reason: string | null }
/** The application file, already uploaded (through the upload flow), that the application refers to. */
export type QualifyFile = { fileId: string; name: string }
/** The application form (decision 019): the packages applied for and the contact for the review. */
export type QualifyForm = { packageIds: string[]; linkMan: string; linkPhone: string }
export type QualifyEntryInput = ProjectKey & { form: QualifyForm; fileId: string }
/** The application's review; `decrypted` once an encrypted application was decrypted. */
export type QualifyStatus = { status: 'pending' | 'passed' | 'rejected'; reason: string | null; decrypted: boolean }
/** qualify/entryDecrypt: the certificate's signature of the project's data, from the CA helper. */
export type DecryptInput = ProjectKey & { signData: string }

export const attachAFile = msg`请上传资格预审申请文件`

export type Context = ErrorContext & {
  projectId: string
  needsDecryption: boolean
  /** The last check allowed an application (a first one, or again after a failure). */
  allowed: boolean
  /** Why the supplier may not apply, as the server said it. */
  refusal: string | null
  file: QualifyFile | null
  form: QualifyForm | null
  status: QualifyStatus | null
}

/**
 * `qualify.attach`: a file was uploaded for the application; `qualify.submit`: send the form;
 * `qualify.refresh`: ask for the status again; `qualify.reapply`: fill again after a rejection;
 * `qualify.decrypt`: the certificate signed, decrypt; `qualify.retry`: after a failed check.
 */
export type Event =
  | { type: 'qualify.attach'; file: QualifyFile }
  | { type: 'qualify.submit'; form: QualifyForm }
  | { type: 'qualify.refresh' }
  | { type: 'qualify.reapply' }
  | { type: 'qualify.decrypt'; signData: string }
  | { type: 'qualify.retry' }

export type Emitted = { type: 'qualify.submitted'; projectId: string } | { type: 'qualify.decrypted'; projectId: string }

// A settled answer may be asked again; a decryption under way is not interrupted.
const refresh = { 'qualify.refresh': 'loading' } as const

/**
 * Tags for screens: `checking`, `checkFailed`, `refused` (may not apply), `applying` (the form, while
 * it is sent too), `submitting`; then the application's standing: `loadingStatus`, `statusFailed`,
 * `pending`, `decrypting`, `passed`, `rejected`.
 */
export const qualificationMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    qualifyCheck: notProvided<QualifyCheck, ProjectKey>('qualifyCheck'),
    qualifyEntry: notProvided<void, QualifyEntryInput>('qualifyEntry'),
    loadStatus: notProvided<QualifyStatus, ProjectKey>('loadStatus'),
    decrypt: notProvided<void, DecryptInput>('decrypt'),
  },
  guards: {
    hasApplied: (_, params: QualifyCheck) => params.applied,
    isAllowed: (_, params: QualifyCheck) => params.allowed,
    hasFile: ({ context }) => context.file !== null,
    isPassed: (_, params: QualifyStatus) => params.status === 'passed',
    isRejected: (_, params: QualifyStatus) => params.status === 'rejected',
    awaitsDecryption: ({ context }) => context.needsDecryption && context.status?.decrypted === false,
    mayApplyAgain: ({ context }) => context.allowed,
  },
  actions: {
    storeCheck: assign((_, params: QualifyCheck) => ({ allowed: params.allowed, refusal: params.allowed ? null : params.reason })),
    attach: assign(({ event }) => {
      assertEvent(event, 'qualify.attach')
      return { file: event.file, error: null }
    }),
    keepForm: assign(({ event }) => {
      assertEvent(event, 'qualify.submit')
      return { form: event.form }
    }),
    // A new application needs its own file: the failed one's is not offered again.
    startOver: assign({ file: null, error: null }),
    requireFile: assign({ error: attachAFile }),
    storeStatus: assign((_, params: QualifyStatus) => ({ status: params })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
    announceSubmitted: emit(({ context }): Emitted => ({ type: 'qualify.submitted', projectId: context.projectId })),
    announceDecrypted: emit(({ context }): Emitted => ({ type: 'qualify.decrypted', projectId: context.projectId })),
  },
}).createMachine({
  id: 'qualification',
  context: ({ input }) => ({
    projectId: input.projectId,
    needsDecryption: input.needsDecryption ?? false,
    allowed: false,
    refusal: null,
    file: null,
    form: null,
    status: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: 'checking',
      entry: 'clearError',
      invoke: {
        id: 'qualifyCheck',
        src: 'qualifyCheck',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: [
          // An applicant sees its application's standing first, whether or not it may apply again.
          { guard: { type: 'hasApplied', params: ({ event }) => event.output }, target: 'status', actions: { type: 'storeCheck', params: ({ event }) => event.output } },
          { guard: { type: 'isAllowed', params: ({ event }) => event.output }, target: 'filling', actions: { type: 'storeCheck', params: ({ event }) => event.output } },
          { target: 'refused', actions: { type: 'storeCheck', params: ({ event }) => event.output } },
        ],
        onError: { target: 'checkFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkFailed: { tags: 'checkFailed', on: { 'qualify.retry': 'checking' } },
    refused: { tags: 'refused' },
    filling: {
      tags: 'applying',
      on: {
        'qualify.attach': { actions: 'attach' },
        'qualify.submit': [{ guard: 'hasFile', target: 'submitting', actions: ['keepForm', 'clearError'] }, { actions: 'requireFile' }],
      },
    },
    submitting: {
      tags: ['applying', 'submitting'],
      invoke: {
        id: 'qualifyEntry',
        src: 'qualifyEntry',
        input: ({ context }) => ({ projectId: context.projectId, form: context.form!, fileId: context.file?.fileId ?? '' }),
        onDone: { target: 'status', actions: 'announceSubmitted' },
        // A refusal keeps the form and file with the server's reason.
        onError: { target: 'filling', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    status: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loadingStatus',
          entry: 'clearError',
          invoke: {
            id: 'loadStatus',
            src: 'loadStatus',
            input: ({ context }) => ({ projectId: context.projectId }),
            onDone: [
              { guard: { type: 'isPassed', params: ({ event }) => event.output }, target: 'passed', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
              { guard: { type: 'isRejected', params: ({ event }) => event.output }, target: 'rejected', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
              { target: 'pending', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // Submitted and not yet judged; an encrypted application waits here for the CA.
        pending: {
          tags: 'pending',
          on: { ...refresh, 'qualify.decrypt': { guard: 'awaitsDecryption', target: 'decrypting' } },
        },
        decrypting: {
          tags: 'decrypting',
          invoke: {
            id: 'decrypt',
            src: 'decrypt',
            input: ({ context, event }) => {
              assertEvent(event, 'qualify.decrypt')
              return { projectId: context.projectId, signData: event.signData }
            },
            onDone: { target: 'loading', actions: 'announceDecrypted' },
            onError: { target: 'pending', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        passed: { tags: 'passed', on: refresh },
        rejected: { tags: 'rejected', on: { ...refresh, 'qualify.reapply': { guard: 'mayApplyAgain', target: '#qualification.filling', actions: 'startOver' } } },
        failed: { tags: 'statusFailed', on: refresh },
      },
    },
  },
})
