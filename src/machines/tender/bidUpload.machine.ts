import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { describeError } from '../shared/describe-error'
import { notProvided, notProvidedSource } from '../shared/not-provided'
import { errorFrom, type ErrorContext } from '../shared/record-error'
import { BID_FILE_ACCEPT, isAccepted, roundedMb, uploadCancelled, uploadFailed, uploadingText, uploadSucceeded } from '@/domain/upload'
import type { Sha256 } from '@/domain/fingerprint'

/** 001 §9. */
export const UPLOAD_TYPE_DEFAULT = 1
export const COLLUSION_CHECK_TYPE = 2
export const COLLUSION_COUNTDOWN_SECONDS = 11
export const UPLOAD_TIMEOUT_MS = 300_000

export type Input = {
  projectId: string
  packageId: string
  supplierId: string
  /** What kind of file the back end files it as (001 §9: 1 unless the screen says otherwise). */
  type?: number
  /** Accepted extensions, matched without regard to case (the default list spells out both hctb and HCTB, as 001 §5 shows it). */
  accept?: readonly string[]
  /** Largest file in MB; none when the screen sets no limit. */
  maxSizeMb?: number | null
  /** Whether this screen asks for the collusion check before uploading. */
  collusionCheck?: boolean
  /** The supplier's address as the portal stored it (local storage `Ip`), sent with the collusion check. */
  ip?: string | null
}

export type CollusionCheckInput = { supplierId: string; projectId: string; ip: string | null; type: number }
/** How many other bids the check matched; above 0 the supplier is warned. */
export type CollusionCount = number

export type SendFileInput = { proId: string; pacId: string; supId: string; type: number; file: File }
/** What the back end answered for the upload; its shape is not shown (001 §7). */
export type UploadReceipt = unknown

/**
 * What the upload actor reports back (`sendBack`): progress as the bytes go, then one of finished
 * or error. An actor that throws counts as an error too.
 */
export type SendFileReport =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.finished'; receipt: UploadReceipt; sha256?: Sha256 | null }
  | { type: 'upload.error'; error: unknown }

export type Progress = { loaded: number; total: number }

export type HashFileInput = { file: File }

/**
 * What the hashing actor reports back (decision 070): bytes hashed so far, then the file's SHA-256
 * or an error. Stopping it (cancel, leaving the screen) ends the hashing.
 */
export type HashReport =
  | { type: 'fingerprint.progress'; hashed: number; total: number }
  | { type: 'fingerprint.done'; sha256: Sha256 }
  | { type: 'fingerprint.error'; error: unknown }

/** The file last sent, for the success screen and its receipt: what was computed here and what the server answered. */
export type SentFile = {
  name: string
  size: number
  sha256: Sha256
  /** The SHA-256 the server answered for what it stored; null when it sends none. */
  serverSha256: Sha256 | null
  receipt: UploadReceipt
}

export type Context = ErrorContext & {
  settings: Required<Input>
  /** The file chosen and being checked or sent; cleared when it is refused or fails (001 §4). */
  file: File | null
  /** The file of a failed upload, so trying again needs no new choice. */
  retryFile: File | null
  /** The collusion check passed for this file, or the supplier read the warning and went on. */
  collusionCleared: boolean
  collusionCount: number
  /** Seconds before the warning's close button appears. */
  secondsLeft: number
  progress: Progress | null
  /** The SHA-256 of `file` (or of `retryFile` after a failed send), once computed; sent files carry theirs in `sent`. */
  fingerprint: Sha256 | null
  /** Bytes of `file` hashed so far, while its fingerprint is computed. */
  hashProgress: Progress | null
  /** The file last sent, until another is chosen. */
  sent: SentFile | null
  /** What the screen tells the supplier besides an error: uploading, done, cancelled. */
  notice: MessageDescriptor | null
}

/**
 * `upload.choose`: one file picked (001 §5: one at a time). `upload.continue`: the warning was
 * read and closed; `upload.cancel`: the supplier backs out of the warning or stops the upload.
 * `upload.retry`: send the file of a failed upload again.
 */
export type Event =
  | { type: 'upload.choose'; file: File }
  | { type: 'upload.continue' }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | SendFileReport
  | HashReport

/** Heard by whatever lists what still blocks the supplier, so it reloads. */
export type Emitted = { type: 'upload.succeeded'; projectId: string; packageId: string; file: { name: string; size: number; sha256: Sha256 | null }; receipt: UploadReceipt }


const MB = 1024 * 1024

/** The refusal for a file this upload does not take, or null when it may be sent. */
export function refusalOf(file: Pick<File, 'name' | 'size'>, settings: Pick<Context['settings'], 'accept' | 'maxSizeMb'>): MessageDescriptor | null {
  if (!isAccepted(file.name, settings.accept)) {
    const list = settings.accept.join(',')
    return msg`文件类型有误，请上传${list}文件类型`
  }
  if (settings.maxSizeMb !== null && file.size / MB > settings.maxSizeMb) {
    const n = roundedMb(settings.maxSizeMb)
    return msg`文件不能大于${n}M`
  }
  return null
}

// A service that attached its own message (the deadline passed, say) says more than 上传失败！.
function uploadErrorOf(error: unknown): MessageDescriptor {
  const described = describeError(error)
  return described.id === describeError(undefined).id ? uploadFailed : described
}

export const fingerprintFailed = msg`文件指纹计算失败，请重试或重新选择文件`

// A new choice runs the checks of 001 §4 step 2 before any request, then the collusion check if on.
const choose = {
  'upload.choose': [
    { guard: 'isRefused', target: 'rejected', actions: 'refuseFile' },
    { guard: 'checksCollusion', target: 'checkingCollusion', actions: 'takeFile' },
    { target: 'hashing', actions: 'takeFile' },
  ],
} as const


/**
 * One bid file's upload (001 §4): the checks, the collusion check and its warning, the send.
 * Tags for screens: `busy` (from the collusion check until the file has gone or failed: no other
 * file may be chosen), `closeHidden` (the warning's countdown), and one per stage the screens show:
 * `rejected`, `checkingCollusion`, `warning`, `closable` (the warning once its countdown ended),
 * `hashing`, `uploading`, `succeeded`, `failed`.
 */
export const bidUploadMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    checkCollusion: notProvided<CollusionCount, CollusionCheckInput>('checkCollusion'),
    /** Computes the file's SHA-256 and reports with `HashReport` events; stopping it ends the hashing. */
    hashFile: notProvidedSource<Event, HashFileInput>('hashFile'),
    /** Sends the file as multipart and reports with `SendFileReport` events; stopping it aborts the request. */
    sendFile: notProvidedSource<Event, SendFileInput>('sendFile'),
  },
  delays: { uploadTimeout: UPLOAD_TIMEOUT_MS },
  guards: {
    isRefused: ({ context, event }) => {
      assertEvent(event, 'upload.choose')
      return refusalOf(event.file, context.settings) !== null
    },
    checksCollusion: ({ context }) => context.settings.collusionCheck,
    needsCollusionCheck: ({ context }) => context.settings.collusionCheck && !context.collusionCleared,
    hasCollusionHits: (_, params: { count: CollusionCount }) => params.count > 0,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
    isFingerprinted: ({ context }) => context.fingerprint !== null,
  },
  actions: {
    refuseFile: assign(({ context, event }) => {
      assertEvent(event, 'upload.choose')
      return { file: null, retryFile: null, progress: null, fingerprint: null, hashProgress: null, sent: null, notice: null, error: refusalOf(event.file, context.settings) }
    }),
    takeFile: assign(({ event }) => {
      assertEvent(event, 'upload.choose')
      return { file: event.file, retryFile: null, collusionCleared: false, collusionCount: 0, progress: null, fingerprint: null, hashProgress: null, sent: null, notice: null, error: null }
    }),
    takeRetryFile: assign(({ context }) => ({ file: context.retryFile, retryFile: null, progress: null, notice: null, error: null })),
    clearCollusion: assign({ collusionCleared: true }),
    startCountdown: assign((_, params: { count: CollusionCount }) => ({ collusionCount: params.count, secondsLeft: COLLUSION_COUNTDOWN_SECONDS })),
    countSecond: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    showHashing: assign(({ context }) => ({ hashProgress: { loaded: 0, total: context.file?.size ?? 0 }, notice: null })),
    storeHashProgress: assign(({ event }) => {
      assertEvent(event, 'fingerprint.progress')
      return { hashProgress: { loaded: event.hashed, total: event.total } }
    }),
    storeFingerprint: assign(({ event }) => {
      assertEvent(event, 'fingerprint.done')
      return { fingerprint: event.sha256, hashProgress: null }
    }),
    // The file could not be read (moved, changed or deleted since it was chosen): try again, or choose anew.
    failHash: assign(({ context }) => ({ retryFile: context.file, file: null, hashProgress: null, notice: null, error: fingerprintFailed })),
    showUploading: assign({ notice: uploadingText }),
    storeProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress')
      return { progress: { loaded: event.loaded, total: event.total } }
    }),
    finishUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.finished')
      const file = context.file ?? { name: '', size: 0 }
      const sent: SentFile = { name: file.name, size: file.size, sha256: context.fingerprint ?? '', serverSha256: event.sha256 ?? null, receipt: event.receipt }
      return { file: null, fingerprint: null, sent, notice: uploadSucceeded }
    }),
    announceSuccess: emit(({ context, event }): Emitted => {
      assertEvent(event, 'upload.finished')
      const file = context.file ?? { name: '', size: 0 }
      return {
        type: 'upload.succeeded',
        projectId: context.settings.projectId,
        packageId: context.settings.packageId,
        file: { name: file.name, size: file.size, sha256: context.fingerprint },
        receipt: event.receipt,
      }
    }),
    // 001 §4: on failure the selection is cleared; the file is kept aside only for a retry.
    failUpload: assign(({ context }, params: { error: unknown }) => ({
      retryFile: context.file,
      file: null,
      notice: null,
      error: uploadErrorOf(params.error),
    })),
    failCheck: assign(({ context }, params: { error: unknown }) => ({ retryFile: context.file, file: null, notice: null, ...errorFrom(null, params) })),
    cancelUpload: assign({ file: null, retryFile: null, progress: null, fingerprint: null, hashProgress: null, notice: uploadCancelled }),
  },
}).createMachine({
  id: 'bidUpload',
  context: ({ input }) => ({
    settings: {
      projectId: input.projectId,
      packageId: input.packageId,
      supplierId: input.supplierId,
      type: input.type ?? UPLOAD_TYPE_DEFAULT,
      accept: input.accept ?? BID_FILE_ACCEPT,
      maxSizeMb: input.maxSizeMb ?? null,
      collusionCheck: input.collusionCheck ?? false,
      ip: input.ip ?? null,
    },
    file: null,
    retryFile: null,
    collusionCleared: false,
    collusionCount: 0,
    secondsLeft: 0,
    progress: null,
    fingerprint: null,
    hashProgress: null,
    sent: null,
    notice: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: choose },
    rejected: { tags: 'rejected', on: choose },
    checkingCollusion: {
      tags: ['busy', 'checkingCollusion'],
      invoke: {
        id: 'checkCollusion',
        src: 'checkCollusion',
        input: ({ context }) => ({
          supplierId: context.settings.supplierId,
          projectId: context.settings.projectId,
          ip: context.settings.ip,
          type: COLLUSION_CHECK_TYPE,
        }),
        onDone: [
          {
            guard: { type: 'hasCollusionHits', params: ({ event }) => ({ count: event.output }) },
            target: 'warning',
            actions: { type: 'startCountdown', params: ({ event }) => ({ count: event.output }) },
          },
          // The check comes before the fingerprint: a file checked has none yet.
          { target: 'hashing', actions: 'clearCollusion' },
        ],
        onError: { target: 'failed', actions: { type: 'failCheck', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The collusion dialog (001 §4): it cannot be closed until the countdown ends.
    warning: {
      tags: ['busy', 'warning'],
      initial: 'counting',
      on: { 'upload.cancel': { target: 'cancelled', actions: 'cancelUpload' } },
      states: {
        counting: {
          tags: 'closeHidden',
          after: {
            1000: [
              { guard: 'isLastSecond', target: 'closable', actions: 'countSecond' },
              { target: 'counting', reenter: true, actions: 'countSecond' },
            ],
          },
        },
        closable: { tags: 'closable', on: { 'upload.continue': { target: '#bidUpload.hashing', actions: 'clearCollusion' } } },
      },
    },
    // Decision 070: the file's SHA-256, read in slices off the page's thread, before any byte is sent.
    hashing: {
      tags: ['busy', 'hashing'],
      entry: 'showHashing',
      invoke: {
        id: 'hashFile',
        src: 'hashFile',
        input: ({ context }) => ({ file: context.file as File }),
        onError: { target: 'failed', actions: 'failHash' },
      },
      on: {
        'fingerprint.progress': { actions: 'storeHashProgress' },
        'fingerprint.done': { target: 'uploading', actions: 'storeFingerprint' },
        'fingerprint.error': { target: 'failed', actions: 'failHash' },
        'upload.cancel': { target: 'cancelled', actions: 'cancelUpload' },
      },
    },
    uploading: {
      tags: ['busy', 'uploading'],
      entry: 'showUploading',
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => ({
          proId: context.settings.projectId,
          pacId: context.settings.packageId,
          supId: context.settings.supplierId,
          type: context.settings.type,
          file: context.file as File,
        }),
        onError: { target: 'failed', actions: { type: 'failUpload', params: ({ event }) => ({ error: event.error }) } },
      },
      // 001 §9: the upload gives up after five minutes, on the app's clock.
      after: { uploadTimeout: { target: 'failed', actions: { type: 'failUpload', params: { error: null } } } },
      on: {
        'upload.progress': { actions: 'storeProgress' },
        'upload.finished': { target: 'succeeded', actions: ['announceSuccess', 'finishUpload'] },
        'upload.error': { target: 'failed', actions: { type: 'failUpload', params: ({ event }) => ({ error: event.error }) } },
        'upload.cancel': { target: 'cancelled', actions: 'cancelUpload' },
      },
    },
    // Another file may replace the one sent.
    succeeded: { tags: 'succeeded', on: choose },
    failed: {
      tags: 'failed',
      on: {
        ...choose,
        // Decision 070: a file sent again keeps the fingerprint computed for it.
        'upload.retry': [
          { guard: 'needsCollusionCheck', target: 'checkingCollusion', actions: 'takeRetryFile' },
          { guard: 'isFingerprinted', target: 'uploading', actions: 'takeRetryFile' },
          { target: 'hashing', actions: 'takeRetryFile' },
        ],
      },
    },
    cancelled: { on: choose },
  },
})
