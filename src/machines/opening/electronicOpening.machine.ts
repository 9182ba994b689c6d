import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, not, raise, sendTo, setup, stateIn } from 'xstate'
import { notProvided, notProvidedSource } from '../shared/not-provided'
import { isConnectionLoss } from '../shared/connection-loss'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { certificateExpiring, expiresSoon, SIGN_POLL_MS } from '@/domain/certificate'
import { nextNodeAt, placeOf, type HallReading, type Place } from './hall'
import { serverClockMachine } from './serverClock.machine'

export { NODE_ORDER, placeOf, type HallNode, type HallReading, type HallShown, type NodeKey, type Place, type SupplierProgress } from './hall'

/** While the host, not the plan, decides when the next node starts, the hall is read this often. */
export const POLL_MS = 10_000
/** Waits longer than this are cut short by a fresh reading (timers cannot wait weeks, and drift). */
const MAX_WAIT_MS = 30 * 60_000

export type Input = {
  projectId: string
  packageId: string
  supplierId: string
  /** The rehearsal hall: the same flow against a practice bid; nothing it does counts (decision 026). */
  rehearsal?: boolean
}

/** What every call of the hall is told: whose bid, in which hall. */
export type HallKey = Required<Input>

/** What supBeginDecrypt hands back: the data the certificate must sign to open the bid. */
export type DecryptChallenge = { srcData: string }

/** 001 §3: the certificate helper's result, with the certificate's validity end (ms since epoch). */
export type CertificateResult = {
  certificate: string
  username: string
  subjectDn: string
  srcData: string
  signData: string
  certdata: string
  validTo: number
}

/** A signing job for the certificate helper: the PIN goes to the helper and is never kept in the flow. */
export type SignInput = HallKey & { pin: string; srcData: string }
/** The helper's job, asked after: still signing, or signed (its refusals are failures, 001 §8). */
export type SignPollInput = HallKey & { jobId: string }
export type SignPoll = { status: 'pending' } | { status: 'done'; result: CertificateResult }

export type DecryptInput = HallKey & { certificate: CertificateResult }
/**
 * The opening record the PDF viewer showed: the hall's file and the SHA-256 of the bytes shown,
 * which is what the certificate signs (decision 027).
 */
export type RecordDocument = { fileId: string; fileName: string; digest: string }
export type SignRecordInput = HallKey & { document: RecordDocument; signature: CertificateResult }

export type Context = ErrorContext & {
  key: HallKey
  /** The server's last word on the hall; null before the first. */
  reading: HallReading | null
  /** The data to sign, once decryption has begun in this window. */
  challenge: string | null
  /** The helper's job while it signs (decryption or the record). */
  signJob: string | null
  /** Seconds the helper has been working: one for each time it answered that it still is. */
  signPolls: number
  /** The signed certificate until the server has decrypted with it. */
  certificate: CertificateResult | null
  /** Said without stopping anything: the certificate is about to run out. */
  warning: MessageDescriptor | null
  /** The record being signed, from the supplier's press until the signature is saved or refused. */
  recordDocument: RecordDocument | null
  /** The helper's signature over it, while it is saved. */
  recordSignature: CertificateResult | null
  /**
   * The last step failed because the server could not be reached (`lost`), and the connection has
   * since come back (`restored`): said instead of an error, and cleared with the next step.
   */
  connection: 'lost' | 'restored' | null
}

/**
 * `opening.refresh`: read the hall again (a reload or another tab did something);
 * `clock.resync`: the clock reads the server's time again (the server answers again);
 * `clock.changed`: the server's time may have jumped (the window came back, the simulator's clock
 * moved): the clock reads it again, and a hall where nothing is under way is read again too.
 * `opening.checkIn` (签到), `opening.confirmFile` (foreFileSure), `decrypt.begin`
 * (supBeginDecrypt), `decrypt.sign` with the certificate's PIN, `decrypt.cancel` while the helper
 * works, `decrypt.retry` after a failure; `record.sign` with the document the PDF viewer loaded
 * (null when it has none) and the PIN to sign it with, `record.cancel` while the helper signs it;
 * `rehearsal.restart` starts the practice hall over (decision 028); `connection.restored`: the
 * server answers again after a step failed for want of a connection (decision 058).
 */
export type Event =
  | { type: 'opening.refresh' }
  | { type: 'clock.resync' }
  | { type: 'clock.changed' }
  | { type: 'opening.checkIn' }
  | { type: 'opening.confirmFile' }
  | { type: 'decrypt.begin' }
  | { type: 'decrypt.sign'; pin: string }
  | { type: 'decrypt.cancel' }
  | { type: 'decrypt.retry' }
  | { type: 'record.sign'; document: RecordDocument | null; pin: string }
  | { type: 'record.cancel' }
  | { type: 'rehearsal.restart' }
  | { type: 'connection.restored' }

type Announced = 'opening.checkedIn' | 'opening.fileConfirmed' | 'opening.decrypted' | 'opening.windowExpired' | 'opening.recordSigned'
/** Heard by what lists a supplier's standing per tender; rehearsal results are marked as such. */
export type Emitted = { type: Announced; projectId: string; packageId: string; rehearsal: boolean }

export const pinRequired = msg`请输入CA密码`
/** 000 §5 / 001 §5: the PDF signing viewer's two refusals. */
export const documentRequired = msg`请选择PDF文档`
export const signatureMissing = msg`未获取到签名`

const refresh = { 'opening.refresh': { target: '#electronicOpening.syncing' } } as const
/** Where nothing is under way, a practice may start over (decision 028); the real hall ignores it. */
const restart = { 'rehearsal.restart': { guard: 'isRehearsal', target: '#electronicOpening.restarting' } } as const
const settled = { ...refresh, ...restart } as const
const announce = (type: Announced) => ({ type: 'announce', params: { type } }) as const
const goTo = (place: Place) => ({ guard: { type: 'isAt', params: { place } }, target: place }) as const

const opening = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    /** The hall's nodes and this supplier's progress (entry/check/eleBidNodes and the entry). */
    readNodes: notProvided<HallReading, HallKey>('readNodes'),
    checkIn: notProvided<void, HallKey>('checkIn'),
    confirmFile: notProvided<void, HallKey>('confirmFile'),
    beginDecrypt: notProvided<DecryptChallenge, HallKey>('beginDecrypt'),
    /** Hands the helper a signing job (its `add`); answers the job's id. */
    startSign: notProvided<string, SignInput>('startSign'),
    /** Asks the helper after the job (its `get`); a refusal (wrong PIN, no key) is a failure with the helper's message. */
    signResult: notProvided<SignPoll, SignPollInput>('signResult'),
    decrypt: notProvided<void, DecryptInput>('decrypt'),
    /** Saves the record's signature (elebid/conf/saveSignData). */
    signRecord: notProvided<void, SignRecordInput>('signRecord'),
    /** Starts the practice hall over (entry/rehearsal/start). */
    restartRehearsal: notProvided<void, HallKey>('restartRehearsal'),
    /** The hall's clock, for the screen's countdowns; its readServerTime is bound with the hall's services. */
    serverClock: serverClockMachine,
    /** Sends `clock.changed` when the server's time may have jumped. */
    clockChanges: notProvidedSource<Event>('clockChanges'),
  },
  delays: {
    // 001 §9: the helper is asked once a second.
    signPoll: SIGN_POLL_MS,
    // Until the next node's planned start; polled when the host decides, or when the plan is late.
    nextRead: ({ context }) => {
      const at = context.reading ? nextNodeAt(context.reading) : null
      const until = at === null || !context.reading ? 0 : at - context.reading.serverTime
      return until > 0 ? Math.min(until, MAX_WAIT_MS) : POLL_MS
    },
    windowCloses: ({ context }) => {
      const deadline = context.reading?.decryptDeadline ?? null
      return deadline === null ? 0 : Math.max(0, deadline - (context.reading?.serverTime ?? deadline))
    },
  },
  guards: {
    isAt: ({ context }, params: { place: Place }) => context.reading !== null && placeOf(context.reading) === params.place,
    hasDeadline: ({ context }) => context.reading?.decryptDeadline != null,
    hasPin: ({ event }) => {
      assertEvent(event, 'decrypt.sign')
      return event.pin.trim() !== ''
    },
    hasChallenge: ({ context }) => context.challenge !== null,
    isRehearsal: ({ context }) => context.key.rehearsal,
    // The real hall still has nodes to come, so a supplier with nothing left to do still follows it.
    hallGoesOn: ({ context }) => !context.key.rehearsal && context.reading !== null && context.reading.current !== 'finished',
    stillAt: (_, params: { reading: HallReading; place: Place }) => placeOf(params.reading) === params.place,
    isPending: (_, params: { poll: SignPoll }) => params.poll.status === 'pending',
    lostConnection: ({ context }) => context.connection === 'lost',
    lacksDocument: ({ event }) => {
      assertEvent(event, 'record.sign')
      return event.document === null
    },
    lacksRecordPin: ({ event }) => {
      assertEvent(event, 'record.sign')
      return event.pin.trim() === ''
    },
    lacksSignature: (_, params: { poll: SignPoll }) => params.poll.status === 'done' && !params.poll.result.signData?.trim(),
  },
  actions: {
    storeReading: assign((_, reading: HallReading) => ({ reading })),
    forgetDecryption: assign({ challenge: null, certificate: null, signJob: null, signPolls: 0 }),
    storeChallenge: assign((_, challenge: DecryptChallenge) => ({ challenge: challenge.srcData })),
    countPoll: assign(({ context }) => ({ signPolls: context.signPolls + 1 })),
    startSigning: assign({ signJob: null, signPolls: 0, error: null, connection: null }),
    storeJob: assign((_, params: { jobId: string }) => ({ signJob: params.jobId })),
    storeCertificate: assign(({ context }, params: { poll: SignPoll }) => {
      const result = params.poll.status === 'done' ? params.poll.result : null
      const now = context.reading?.serverTime ?? 0
      return { certificate: result, warning: result && expiresSoon(result.validTo, now) ? certificateExpiring : null }
    }),
    requirePin: assign({ error: pinRequired }),
    requireDocument: assign({ error: documentRequired }),
    requireSignature: assign({ error: signatureMissing }),
    startRecordSigning: assign(({ event }) => {
      assertEvent(event, 'record.sign')
      return { recordDocument: event.document, recordSignature: null, signJob: null, signPolls: 0, error: null, connection: null }
    }),
    storeRecordSignature: assign(({ context }, params: { poll: SignPoll }) => {
      const result = params.poll.status === 'done' ? params.poll.result : null
      const now = context.reading?.serverTime ?? 0
      return { recordSignature: result, warning: result && expiresSoon(result.validTo, now) ? certificateExpiring : null }
    }),
    forgetRecordSigning: assign({ recordDocument: null, recordSignature: null }),
    clearError: assign(() => ({ ...noError(), connection: null })),
    // A step that never reached the server is not refused by it: the screen says the connection is lost.
    recordError: assign((_, params: { error: unknown }) => (isConnectionLoss(params.error) ? { error: null, connection: 'lost' as const } : { ...errorFrom(_, params), connection: null })),
    noteRestored: assign({ connection: 'restored' as const }),
    resyncClock: sendTo('serverClock', { type: 'clock.resync' }),
    announce: emit(({ context }, params: { type: Announced }): Emitted => ({
      type: params.type,
      projectId: context.key.projectId,
      packageId: context.key.packageId,
      rehearsal: context.key.rehearsal,
    })),
  },
})

type SigningTargets = {
  /** What the helper signs: the decryption challenge, or the record's digest. */
  srcData: (context: Context) => string
  /** Where a failure of the helper (or of the way to it), or a result without a signature, leads. */
  failed: string
  /** Where the signed result leads, and the action that keeps it. */
  signed: string
  store: 'storeCertificate' | 'storeRecordSignature'
}

/**
 * The certificate helper at work (001 §9): the job is handed over with the PIN, then the helper is
 * asked once a second until it has signed or refused. The same for decrypting and for the record.
 */
const helperSigning = ({ srcData, failed, signed, store }: SigningTargets) =>
  opening.createStateConfig({
    initial: 'starting',
    states: {
      starting: {
        invoke: {
          id: 'startSign',
          src: 'startSign',
          // The PIN comes with the supplier's press, goes straight to the helper and is never kept in context.
          input: ({ context, event }) => ({ ...context.key, pin: event.type === 'decrypt.sign' || event.type === 'record.sign' ? event.pin : '', srcData: srcData(context) }),
          onDone: { target: 'waiting', actions: { type: 'storeJob', params: ({ event }) => ({ jobId: event.output }) } },
          onError: { target: failed, actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      waiting: { after: { signPoll: 'asking' } },
      asking: {
        invoke: {
          id: 'signResult',
          src: 'signResult',
          input: ({ context }) => ({ ...context.key, jobId: context.signJob ?? '' }),
          onDone: [
            { guard: { type: 'isPending', params: ({ event }) => ({ poll: event.output }) }, target: 'waiting', actions: 'countPoll' },
            // 000 §5: a helper that answers without a signature is 未获取到签名.
            { guard: { type: 'lacksSignature', params: ({ event }) => ({ poll: event.output }) }, target: failed, actions: 'requireSignature' },
            { target: signed, actions: { type: store, params: ({ event }) => ({ poll: event.output }) } },
          ],
          onError: { target: failed, actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
    },
  })

export const electronicOpeningMachine = opening.createMachine({
  id: 'electronicOpening',
  context: ({ input }) => ({
    key: { projectId: input.projectId, packageId: input.packageId, supplierId: input.supplierId, rehearsal: input.rehearsal ?? false },
    reading: null,
    challenge: null,
    signJob: null,
    signPolls: 0,
    certificate: null,
    warning: null,
    error: null,
    recordDocument: null,
    recordSignature: null,
    connection: null,
  }),
  invoke: [
    { id: 'serverClock', systemId: 'serverClock', src: 'serverClock', input: {} },
    { id: 'clockChanges', src: 'clockChanges' },
  ],
  on: {
    'clock.resync': { actions: 'resyncClock' },
    // Every settled state takes `opening.refresh`; a step under way finishes first and reads the hall
    // itself. During decryption the window's own deadline decides, and the PIN form stays as it is.
    'clock.changed': [
      { guard: not(stateIn('decryption')), actions: ['resyncClock', raise({ type: 'opening.refresh' })] },
      { actions: 'resyncClock' },
    ],
    // A write that failed is offered again, not sent again: the supplier presses its button.
    'connection.restored': { guard: 'lostConnection', actions: ['noteRestored', 'resyncClock'] },
  },
  initial: 'syncing',
  // Tags for screens: `syncing` (the hall is being read), `loadFailed` (it could not be), and while
  // the record is signed `signingRecord` (the helper signs it) and `savingRecord` (the signature is saved).
  states: {
    // Every start, refresh and wait's end asks the server where this supplier stands (decision 026).
    syncing: {
      tags: 'syncing',
      // The reading under way will say how things stand: nothing is left for the supplier to redo.
      on: { 'connection.restored': { guard: 'lostConnection', actions: ['clearError', 'resyncClock'] } },
      invoke: {
        id: 'readNodes',
        src: 'readNodes',
        input: ({ context }) => context.key,
        onDone: { target: 'routing', actions: [{ type: 'storeReading', params: ({ event }) => event.output }, 'clearError'] },
        onError: { target: 'loadFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // A reading is safe to repeat: once the connection is back it is read again at once.
    loadFailed: {
      tags: 'loadFailed',
      on: { ...settled, 'connection.restored': { guard: 'lostConnection', target: 'syncing', actions: ['clearError', 'resyncClock'] } },
      after: { [POLL_MS]: 'syncing' },
    },
    restarting: {
      invoke: {
        id: 'restartRehearsal',
        src: 'restartRehearsal',
        input: ({ context }) => context.key,
        onDone: { target: 'syncing', actions: 'clearError' },
        onError: { target: 'loadFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    routing: {
      always: [
        goTo('done'),
        goTo('waitingForNode'),
        goTo('checkIn'),
        goTo('checkedIn'),
        goTo('missed'),
        goTo('opening'),
        goTo('decryption'),
        goTo('decrypted'),
        goTo('recordSigning'),
        { target: 'expired' },
      ],
    },
    waitingForNode: { on: settled, after: { nextRead: 'syncing' } },
    checkIn: {
      initial: 'idle',
      states: {
        // Check-in closes at the opening time: the reading then says whether it was in time.
        idle: { on: { ...settled, 'opening.checkIn': 'submitting' }, after: { nextRead: '#electronicOpening.syncing' } },
        submitting: {
          invoke: {
            id: 'checkIn',
            src: 'checkIn',
            input: ({ context }) => context.key,
            // The practice hall opens the next node at once; the real one at its planned time.
            onDone: [
              { guard: 'isRehearsal', target: '#electronicOpening.syncing', actions: announce('opening.checkedIn') },
              { target: '#electronicOpening.checkedIn', actions: announce('opening.checkedIn') },
            ],
            onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    checkedIn: { on: settled, after: { nextRead: 'syncing' } },
    // Nothing is left to do, but the hall goes on (the reading of the bids, its end) and is followed.
    missed: { on: settled, after: { nextRead: { guard: 'hallGoesOn', target: 'syncing' } } },
    opening: {
      initial: 'idle',
      states: {
        // The window may close meanwhile: the hall is read again when the plan says it moves on.
        idle: { on: { ...settled, 'opening.confirmFile': 'confirming' }, after: { nextRead: '#electronicOpening.syncing' } },
        confirming: {
          invoke: {
            id: 'confirmFile',
            src: 'confirmFile',
            input: ({ context }) => context.key,
            // The node decides what comes next: a wait for the window, or the window itself.
            onDone: { target: '#electronicOpening.syncing', actions: announce('opening.fileConfirmed') },
            onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    decryption: {
      entry: 'forgetDecryption',
      // The window closes on the server's deadline whatever step the supplier is in.
      after: { windowCloses: { guard: 'hasDeadline', target: 'expired.windowClosed', actions: announce('opening.windowExpired') } },
      initial: 'ready',
      states: {
        ready: { on: { ...settled, 'decrypt.begin': 'beginning' } },
        beginning: {
          entry: 'clearError',
          invoke: {
            id: 'beginDecrypt',
            src: 'beginDecrypt',
            input: ({ context }) => context.key,
            onDone: { target: 'awaitingPin', actions: { type: 'storeChallenge', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        awaitingPin: {
          on: {
            ...settled,
            'decrypt.sign': [{ guard: 'hasPin', target: 'signing' }, { actions: 'requirePin' }],
          },
        },
        signing: {
          entry: 'startSigning',
          ...helperSigning({
            srcData: (context) => context.challenge ?? '',
            failed: '#electronicOpening.decryption.failed',
            signed: '#electronicOpening.decryption.decrypting',
            store: 'storeCertificate',
          }),
          on: { 'decrypt.cancel': 'awaitingPin' },
        },
        decrypting: {
          invoke: {
            id: 'decrypt',
            src: 'decrypt',
            input: ({ context }) => ({ ...context.key, certificate: context.certificate! }),
            // The practice hall reads out and puts the record out at once; the real one when the host does.
            onDone: [
              { guard: 'isRehearsal', target: '#electronicOpening.syncing', actions: announce('opening.decrypted') },
              { target: '#electronicOpening.decrypted', actions: announce('opening.decrypted') },
            ],
            onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // A wrong PIN or a refused decryption may be tried again while the window is open.
        failed: {
          on: {
            ...settled,
            'decrypt.retry': [
              { guard: 'hasChallenge', target: 'awaitingPin', actions: 'clearError' },
              { target: 'ready', actions: 'clearError' },
            ],
          },
        },
      },
    },
    decrypted: { on: settled, after: { nextRead: 'syncing' } },
    expired: {
      on: settled,
      initial: 'placed',
      states: {
        // Placed here by a reading: the hall is read again when the plan says it moves on.
        placed: { after: { nextRead: { guard: 'hallGoesOn', target: '#electronicOpening.syncing' } } },
        // Closed by this tab's timer on the last reading's deadline: the server is asked soon how the hall stands.
        windowClosed: { after: { [POLL_MS]: { guard: 'hallGoesOn', target: '#electronicOpening.syncing' } } },
      },
    },
    recordSigning: {
      initial: 'idle',
      states: {
        // The viewer has or has not loaded the record; the helper signs its digest with the PIN (000 §5, 001 §5).
        idle: {
          entry: 'forgetRecordSigning',
          on: {
            ...settled,
            // Read again in place: the record and what the supplier typed stay on screen.
            'opening.refresh': '.reading',
            'record.sign': [
              { guard: 'lacksDocument', actions: 'requireDocument' },
              { guard: 'lacksRecordPin', actions: 'requirePin' },
              { target: 'signing', actions: 'startRecordSigning' },
            ],
          },
          // The hall goes on while the supplier reads the record: it is read again when the plan says
          // signing ends (every poll once that has passed), and once the server has moved on, so does the flow.
          initial: 'watching',
          states: {
            // The practice hall moves only when the supplier does: nothing to follow there.
            watching: { after: { nextRead: { guard: 'hallGoesOn', target: 'reading' } } },
            reading: {
              invoke: {
                id: 'watchNodes',
                src: 'readNodes',
                input: ({ context }) => context.key,
                onDone: [
                  {
                    guard: { type: 'stillAt', params: ({ event }) => ({ reading: event.output, place: 'recordSigning' as const }) },
                    target: 'watching',
                    actions: { type: 'storeReading', params: ({ event }) => event.output },
                  },
                  { target: '#electronicOpening.routing', actions: [{ type: 'storeReading', params: ({ event }) => event.output }, 'clearError'] },
                ],
                // Nothing the supplier did failed: the record stays, and the hall is asked again shortly.
                onError: 'retrying',
              },
            },
            retrying: { after: { [POLL_MS]: 'reading' } },
          },
        },
        signing: {
          tags: 'signingRecord',
          ...helperSigning({
            srcData: (context) => context.recordDocument?.digest ?? '',
            failed: '#electronicOpening.recordSigning.idle',
            signed: '#electronicOpening.recordSigning.saving',
            store: 'storeRecordSignature',
          }),
          on: { 'record.cancel': 'idle' },
        },
        saving: {
          tags: 'savingRecord',
          invoke: {
            id: 'signRecord',
            src: 'signRecord',
            input: ({ context }) => ({ ...context.key, document: context.recordDocument!, signature: context.recordSignature! }),
            // The hall is read again, so what the screen shows (nodes, progress) is the server's after signing.
            onDone: { target: '#electronicOpening.syncing', actions: announce('opening.recordSigned') },
            onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    done: { on: restart },
  },
})
