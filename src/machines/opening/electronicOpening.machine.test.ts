import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyActorLogic, type SnapshotFrom } from 'xstate'
import { certificateMessage } from '@/domain/certificate'
import { expectTags } from '../../../tests/graph/tags'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { createManualClock } from '../../../tests/support/manual-clock'
import { settle } from '../../../tests/support/settle'
import {
  electronicOpeningMachine,
  type CertificateResult,
  type Emitted,
  type HallKey,
  type HallReading,
  type Input,
  type SignInput,
  type SignPoll,
  type SignPollInput,
  type SignRecordInput,
  type SupplierProgress,
} from './electronicOpening.machine'

const T0 = 1_700_000_000_000
const DAY = 86_400_000
const base: Input = { projectId: 'P1', packageId: 'K1', supplierId: 'S1' }
const PIN = '246810'

const nothingYet: SupplierProgress = { checkedIn: false, fileConfirmed: false, decryption: 'pending', recordSigned: false }
const plan = [
  { key: 'checkIn', startsAt: T0 + 60_000 },
  { key: 'opening', startsAt: T0 + 90_000 },
  { key: 'decryption', startsAt: null },
  { key: 'announcement', startsAt: null },
  { key: 'recordSigning', startsAt: null },
  { key: 'finished', startsAt: null },
] as const
function reading(current: HallReading['current'], progress: Partial<SupplierProgress> = {}, extra: Partial<HallReading> = {}): HallReading {
  return { serverTime: T0, current, nodes: plan.map((node) => ({ ...node })), decryptDeadline: null, progress: { ...nothingYet, ...progress }, ...extra }
}
const checkedIn = { checkedIn: true }
const confirmed = { checkedIn: true, fileConfirmed: true }
const decrypted = { ...confirmed, decryption: 'decrypted' } as const

/** Each reading the server may give, and where decision 026 says it puts the supplier. */
const R = {
  notStarted: reading('notStarted'),
  checkInOpen: reading('checkIn', {}, { serverTime: T0 + 60_000 }),
  checkedIn: reading('checkIn', checkedIn, { serverTime: T0 + 60_000 }),
  missed: reading('opening', {}, { serverTime: T0 + 90_000 }),
  toConfirm: reading('opening', checkedIn, { serverTime: T0 + 90_000 }),
  confirmed: reading('opening', confirmed, { serverTime: T0 + 90_000 }),
  // A short window, so the helper's once-a-second polls fit in it only a few times over.
  window: reading('decryption', confirmed, { decryptDeadline: T0 + 2_500 }),
  windowUnconfirmed: reading('decryption', checkedIn, { decryptDeadline: T0 + 2_500 }),
  windowFailedBefore: reading('decryption', { ...confirmed, decryption: 'failed' }, { decryptDeadline: T0 + 2_500 }),
  windowClosed: reading('decryption', confirmed, { decryptDeadline: T0 }),
  decrypted: reading('announcement', decrypted),
  record: reading('recordSigning', decrypted),
  tooLate: reading('announcement', confirmed),
  finished: reading('finished', { ...decrypted, recordSigned: true }),
}
/** A decryption window of 30 s, for what takes the helper longer than the walk's window. */
const wideWindow = reading('decryption', confirmed, { decryptDeadline: T0 + 30_000 })
/** The opening ended before this supplier signed the record (what a hall left open reads in the end). */
const ended = reading('finished', decrypted)
const PLACE = new Map<HallReading, string>([
  [R.notStarted, 'waitingForNode'],
  [R.checkInOpen, 'checkIn.idle'],
  [R.checkedIn, 'checkedIn'],
  [R.missed, 'missed'],
  [R.toConfirm, 'opening.idle'],
  [R.confirmed, 'checkedIn'],
  [R.window, 'decryption.ready'],
  [R.windowUnconfirmed, 'opening.idle'],
  [R.windowFailedBefore, 'decryption.ready'],
  [R.windowClosed, 'expired.placed'],
  [R.decrypted, 'decrypted'],
  [R.record, 'recordSigning.idle'],
  [R.tooLate, 'expired.placed'],
  [R.finished, 'done'],
  [ended, 'done'],
])

function certificate(validTo: number): CertificateResult {
  return { certificate: 'CERT', username: 'SN-0042', subjectDn: 'CN=示例供应商', srcData: 'CHALLENGE', signData: 'SIGNED', certdata: 'DATA', validTo }
}
const longCert = certificate(T0 + 90 * DAY)
const shortCert = certificate(T0 + 30 * DAY)
/** A helper that answers without a signature (000 §5: 未获取到签名). */
const unsigned = { ...longCert, signData: ' ' }
const document = { fileId: 'F-record', fileName: '开标记录表.pdf', digest: 'ab12' }
const offline = new Error('offline')
/** A call that got no answer at all, as the HTTP client reports it (decision 058). */
const unreachable = Object.assign(new Error('network'), { kind: 'network' })
const refusedByServer = Object.assign(new Error('400'), { userMessage: { id: 'bad-sign', message: '解密失败，签名与投标文件不符' } })
/** The helper's refusal with its code (001 §8), as the helper client throws it. */
const helperRefusal = (code: number) => Object.assign(new Error(`CA helper code ${code}`), { userMessage: certificateMessage(code) })
const pending: SignPoll = { status: 'pending' }
const signedWith = (result: CertificateResult): SignPoll => ({ status: 'done', result })

// Where a supplier may ask for a fresh reading: anywhere it is not waiting on a call or the helper.
const SETTLED = [
  'loadFailed',
  'waitingForNode',
  'checkIn.idle',
  'checkedIn',
  'missed',
  'opening.idle',
  'decryption.ready',
  'decryption.awaitingPin',
  'decryption.failed',
  'decrypted',
  'expired',
  'recordSigning.idle',
] as const
/** Where a practice may start over: wherever a refresh may come, and once it is done (decision 028). */
const RESTARTABLE = [...SETTLED, 'done'] as const

type Snapshot = SnapshotFrom<typeof electronicOpeningMachine>

describe('electronicOpening machine graph', () => {
  it('replays every generated path and covers every state and transition, in the real hall and the practice hall', () => {
    walkMachine({
      machine: electronicOpeningMachine,
      inputs: [base, { ...base, rehearsal: true }],
      startAt: T0,
      events: [
        ...Object.values(R).map((r) => done('readNodes', r)),
        failed('readNodes', offline),
        failed('readNodes', unreachable),
        { type: 'connection.restored' },
        { type: 'opening.refresh' },
        { type: 'clock.resync' },
        { type: 'clock.changed' },
        { type: 'opening.checkIn' },
        done('checkIn', undefined),
        failed('checkIn', refusedByServer),
        { type: 'opening.confirmFile' },
        done('confirmFile', undefined),
        failed('confirmFile', offline),
        { type: 'decrypt.begin' },
        done('beginDecrypt', { srcData: 'CHALLENGE' }),
        failed('beginDecrypt', offline),
        { type: 'decrypt.sign', pin: PIN },
        { type: 'decrypt.sign', pin: '  ' },
        done('startSign', 'job-1'),
        failed('startSign', unreachable),
        failed('startSign', helperRefusal(1000)),
        done('signResult', pending),
        done('signResult', signedWith(longCert)),
        done('signResult', signedWith(shortCert)),
        done('signResult', signedWith(unsigned)),
        failed('signResult', helperRefusal(11)),
        failed('signResult', helperRefusal(77)),
        { type: 'decrypt.cancel' },
        done('decrypt', undefined),
        failed('decrypt', refusedByServer),
        failed('decrypt', unreachable),
        { type: 'decrypt.retry' },
        { type: 'record.sign', document, pin: PIN },
        { type: 'record.sign', document: null, pin: PIN },
        { type: 'record.sign', document, pin: ' ' },
        { type: 'record.cancel' },
        done('signRecord', undefined),
        failed('signRecord', refusedByServer),
        // The hall read again while the record is out: still signing, over, or out of reach.
        done('watchNodes', R.record),
        done('watchNodes', ended),
        done('watchNodes', R.finished),
        failed('watchNodes', offline),
        { type: 'rehearsal.restart' },
        done('restartRehearsal', undefined),
        failed('restartRehearsal', offline),
      ],
      // What the guards and delays read, and nothing else (decision 061): the reading that places
      // the supplier, whether the server has handed out what to sign, whether the connection is lost.
      // Messages, the certificate and the record are checked at each step by `step` and `invariant`.
      context: (c) => ({
        at: c.reading ? PLACE.get(c.reading) : null,
        challenge: c.challenge !== null,
        lost: c.connection === 'lost',
      }),
      simplePaths: false,
      initial: () => 'syncing',
      // Decision 026: the server's reading places the supplier; each action is allowed only in its
      // node; the decryption window closes on the server's deadline; failures in the window retry.
      target: ({ from, event, input }) => {
        const at = (state: string) => from.matches(state as never)
        const rehearsal = input.rehearsal === true
        // Where the helper's work leads depends on what it signs: the decryption, or the record.
        const inRecord = at('recordSigning')
        const helperFailed = inRecord ? 'recordSigning.idle' : 'decryption.failed'
        // A supplier with nothing left to do follows the real hall until it ends.
        const hallGoesOn = !rehearsal && from.context.reading?.current !== 'finished'
        switch (event.type) {
          case 'xstate.done.actor.readNodes':
            return PLACE.get(event.output as HallReading) as never
          case 'xstate.error.actor.readNodes':
            return 'loadFailed'
          // A jump of the server's time reads a settled hall again, as a refresh does, but not during decryption.
          case 'clock.changed':
          case 'opening.refresh':
            if (event.type === 'clock.changed' && at('decryption')) return 'unchanged'
            // The record is read again where it is, so nothing on screen is lost.
            if (at('recordSigning.idle')) return 'recordSigning.idle.reading'
            return SETTLED.some(at) ? 'syncing' : 'unchanged'
          case 'opening.checkIn':
            return at('checkIn.idle') ? 'checkIn.submitting' : 'unchanged'
          case 'xstate.done.actor.checkIn':
            // The practice hall moves on at once (decision 028): read it again.
            return rehearsal ? 'syncing' : 'checkedIn'
          case 'xstate.error.actor.checkIn':
            return 'checkIn.idle'
          case 'opening.confirmFile':
            return at('opening.idle') ? 'opening.confirming' : 'unchanged'
          case 'xstate.done.actor.confirmFile':
            return 'syncing'
          case 'xstate.error.actor.confirmFile':
            return 'opening.idle'
          case 'decrypt.begin':
            return at('decryption.ready') ? 'decryption.beginning' : 'unchanged'
          case 'xstate.done.actor.beginDecrypt':
            return 'decryption.awaitingPin'
          case 'decrypt.sign':
            return at('decryption.awaitingPin') && event.pin.trim() ? 'decryption.signing.starting' : 'unchanged'
          // 001 §9: the job is handed over, then the helper is asked once a second until it answers.
          case 'xstate.done.actor.startSign':
            return inRecord ? 'recordSigning.signing.waiting' : 'decryption.signing.waiting'
          case 'xstate.done.actor.signResult': {
            const poll = event.output as SignPoll
            if (poll.status === 'pending') return inRecord ? 'recordSigning.signing.waiting' : 'decryption.signing.waiting'
            if (!poll.result.signData.trim()) return helperFailed
            return inRecord ? 'recordSigning.saving' : 'decryption.decrypting'
          }
          case 'xstate.error.actor.startSign':
          case 'xstate.error.actor.signResult':
            return helperFailed
          case 'decrypt.cancel':
            return at('decryption.signing') ? 'decryption.awaitingPin' : 'unchanged'
          case 'xstate.error.actor.beginDecrypt':
          case 'xstate.error.actor.decrypt':
            return 'decryption.failed'
          case 'xstate.done.actor.decrypt':
            return rehearsal ? 'syncing' : 'decrypted'
          case 'decrypt.retry':
            if (!at('decryption.failed')) return 'unchanged'
            // Once the server has handed out what to sign, a retry asks only for the PIN again.
            return from.context.challenge !== null ? 'decryption.awaitingPin' : 'decryption.ready'
          case 'record.sign':
            if (!at('recordSigning.idle')) return 'unchanged'
            return event.document && event.pin.trim() ? 'recordSigning.signing.starting' : 'unchanged'
          case 'record.cancel':
            return at('recordSigning.signing') ? 'recordSigning.idle' : 'unchanged'
          case 'xstate.done.actor.signRecord':
            return 'syncing'
          case 'xstate.error.actor.signRecord':
            return 'recordSigning.idle'
          // While the record is out the hall is followed: still signing keeps the record, anything else is where the server says.
          case 'xstate.done.actor.watchNodes': {
            const place = PLACE.get(event.output as HallReading)
            return place === 'recordSigning.idle' ? 'recordSigning.idle.watching' : (place as never)
          }
          case 'xstate.error.actor.watchNodes':
            return 'recordSigning.idle.retrying'
          case 'xstate.after.nextRead.electronicOpening.recordSigning.idle.watching':
            return hallGoesOn ? 'recordSigning.idle.reading' : 'unchanged'
          case 'xstate.after.10000.electronicOpening.recordSigning.idle.retrying':
            return 'recordSigning.idle.reading'
          case 'rehearsal.restart':
            return rehearsal && RESTARTABLE.some(at) ? 'restarting' : 'unchanged'
          case 'xstate.done.actor.restartRehearsal':
            return 'syncing'
          case 'xstate.error.actor.restartRehearsal':
            return 'loadFailed'
          case 'connection.restored':
            // A reading is taken again by itself; a write waits for the supplier's press.
            return at('loadFailed') && from.context.connection === 'lost' ? 'syncing' : 'unchanged'
          case 'xstate.after.nextRead.electronicOpening.missed':
          case 'xstate.after.nextRead.electronicOpening.expired.placed':
          case 'xstate.after.10000.electronicOpening.expired.windowClosed':
            return hallGoesOn ? 'syncing' : 'unchanged'
          default:
            if (event.type.startsWith('xstate.after.windowCloses.')) return 'expired.windowClosed'
            if (event.type.startsWith('xstate.after.signPoll.')) return inRecord ? 'recordSigning.signing.asking' : 'decryption.signing.asking'
            // Every other wait ends in a fresh reading: the planned node start, a poll, a retry.
            if (event.type.startsWith('xstate.after.')) return 'syncing'
            return 'unchanged'
        }
      },
      invariant: {
        // A failure is an error or a lost connection, never both.
        loadFailed: (s) => expect(s.context.connection === 'lost' ? s.context.error : s.context.error?.message).toBe(s.context.connection === 'lost' ? null : '操作失败，请稍后重试'),
        missed: (s) => expect(s.context.reading?.progress.checkedIn).toBe(false),
        decryption: (s) => {
          expect(s.context.reading?.current).toBe('decryption')
          expect(s.context.reading?.progress.fileConfirmed).toBe(true)
          // The PIN goes to the helper only: never into the flow's memory.
          expect(JSON.stringify(s.context)).not.toContain(PIN)
        },
        'decryption.failed': (s) => expect(s.context.error !== null || s.context.connection !== null).toBe(true),
        'decryption.decrypting': (s) => expect(s.context.certificate).not.toBeNull(),
        decrypted: (s) => expect(s.context.error).toBeNull(),
        recordSigning: (s) => {
          expect(s.context.reading?.progress.decryption).toBe('decrypted')
          expect(JSON.stringify(s.context)).not.toContain(PIN)
        },
        'recordSigning.idle': (s) => expect([s.context.recordDocument, s.context.recordSignature]).toEqual([null, null]),
        'recordSigning.signing': (s) => expect(s.context.recordDocument).toEqual(document),
        'recordSigning.saving': (s) => expect(s.context.recordSignature?.signData.trim()).toBeTruthy(),
        'decryption.signing.asking': (s) => expect(s.context.signJob).toBe('job-1'),
        restarting: (s) => expect(s.context.key.rehearsal).toBe(true),
        done: (s) => expect(s.context.error).toBeNull(),
      },
      step: ({ from, event, to }) => {
        expectTags(to, { syncing: 'syncing', loadFailed: 'loadFailed', signingRecord: { recordSigning: 'signing' }, savingRecord: { recordSigning: 'saving' } })
        const signedResult = event.type === 'xstate.done.actor.signResult' && (event.output as SignPoll).status === 'done' ? (event.output as { result: CertificateResult }).result : null
        const helperCode = event.type === 'xstate.error.actor.signResult' || event.type === 'xstate.error.actor.startSign' ? (event.error as { message: string }).message : null
        if (from.matches({ decryption: 'signing' }) || from.matches({ recordSigning: 'signing' })) {
          // 000 §5: a helper that answers without a signature is 未获取到签名; otherwise 30 days or less warns, and the step goes on.
          if (signedResult && !signedResult.signData.trim()) expect(to.context.error?.message).toBe('未获取到签名')
          else if (signedResult) expect(to.context.warning?.message ?? null).toBe(signedResult === shortCert ? '证书有效期不足30天' : null)
          // 001 §8: the helper's codes say what went wrong.
          if (helperCode === 'CA helper code 11') expect(to.context.error?.message).toBe('CA密码输入错误')
          if (helperCode === 'CA helper code 77') expect(to.context.error).toMatchObject({ message: '接口异常。错误码{code}', values: { code: 77 } })
          // Each answer that the helper is still signing is one more second of waiting.
          if (event.type === 'xstate.done.actor.signResult' && (event.output as SignPoll).status === 'pending') expect(to.context.signPolls).toBe(from.context.signPolls + 1)
          // A helper out of reach while the server is out of reach too is a lost connection, not a missing helper (decision 058).
          if (event.type === 'xstate.error.actor.startSign') expect(to.context.connection).toBe(event.error === unreachable ? 'lost' : null)
        }
        if (event.type === 'xstate.error.actor.decrypt') expect(to.context.error?.message ?? null).toBe(event.error === unreachable ? null : '解密失败，签名与投标文件不符')
        if (event.type === 'xstate.error.actor.checkIn') expect(to.context.error?.message).toBe('解密失败，签名与投标文件不符')
        if (event.type === 'decrypt.sign' && from.matches({ decryption: 'awaitingPin' }) && !event.pin.trim()) expect(to.context.error?.message).toBe('请输入CA密码')
        if (event.type === 'record.sign' && from.matches({ recordSigning: 'idle' })) {
          if (!event.document) expect(to.context.error?.message).toBe('请选择PDF文档')
          else if (!event.pin.trim()) expect(to.context.error?.message).toBe('请输入CA密码')
          else expect(to.context.error).toBeNull()
        }
        if (event.type === 'xstate.error.actor.signRecord') expect(to.context.error?.message).toBe('解密失败，签名与投标文件不符')
        if (event.type === 'decrypt.retry' && from.matches({ decryption: 'failed' })) expect([to.context.error, to.context.connection]).toEqual([null, null])
        if (event.type === 'xstate.error.actor.decrypt' || event.type === 'xstate.error.actor.readNodes') {
          // The helper's or the server's message is for what they refused; a call with no answer says the connection is lost.
          expect(to.context.connection).toBe(event.error === unreachable ? 'lost' : null)
        }
        if (event.type === 'connection.restored' && from.context.connection === 'lost') {
          // Nothing is left for the supplier to do about a reading taken again by itself.
          expect(to.context.connection).toBe(to.matches('syncing') ? null : 'restored')
        }
        // Following the hall while the record is out keeps the supplier's mistakes on screen until it moves on.
        if (event.type === 'xstate.done.actor.watchNodes' && to.matches('recordSigning')) expect(to.context.error).toEqual(from.context.error)
      },
    })
  })
})

/** The helper in a test: it signs for `seconds`, answering that it still is each time it is asked meanwhile, then gives `outcome`. */
type Helper = { seconds: number; outcome: (input: SignInput) => CertificateResult | Error }

type Services = {
  readings: HallReading[]
  sign?: Helper
}

function start(input: Input, services: Services) {
  const clock = createManualClock(T0)
  const calls = { reads: [] as number[], keys: [] as HallKey[], checkIns: 0, confirms: 0, begins: 0, signs: [] as SignInput[], asked: [] as number[], decrypts: 0, records: [] as SignRecordInput[], resyncs: 0, restarts: [] as HallKey[] }
  const remember = (key: HallKey) => void calls.keys.push(key)
  const jobs = new Map<string, { input: SignInput; left: number }>()
  const actors: Record<string, AnyActorLogic> = {
    readNodes: fromPromise(async ({ input }: { input: HallKey }) => {
      remember(input)
      calls.reads.push(clock.now())
      return services.readings[Math.min(calls.reads.length - 1, services.readings.length - 1)]!
    }),
    checkIn: fromPromise(async ({ input }: { input: HallKey }) => void (remember(input), calls.checkIns++)),
    confirmFile: fromPromise(async ({ input }: { input: HallKey }) => void (remember(input), calls.confirms++)),
    beginDecrypt: fromPromise(async ({ input }: { input: HallKey }) => (remember(input), calls.begins++, { srcData: 'CHALLENGE' })),
    startSign: fromPromise(async ({ input }: { input: SignInput }) => {
      calls.signs.push(input)
      const id = `job-${calls.signs.length}`
      jobs.set(id, { input, left: services.sign?.seconds ?? Number.POSITIVE_INFINITY })
      return id
    }),
    signResult: fromPromise(async ({ input }: { input: SignPollInput }): Promise<SignPoll> => {
      calls.asked.push(clock.now())
      const job = jobs.get(input.jobId)!
      job.left -= 1
      if (job.left > 0 || !services.sign) return pending
      const outcome = services.sign.outcome(job.input)
      if (outcome instanceof Error) throw outcome
      return signedWith(outcome)
    }),
    decrypt: fromPromise(async ({ input }: { input: HallKey }) => void (remember(input), calls.decrypts++)),
    signRecord: fromPromise(async ({ input }: { input: SignRecordInput }) => void calls.records.push(input)),
    restartRehearsal: fromPromise(async ({ input }: { input: HallKey }) => void calls.restarts.push(input)),
    // The hall's clock, here only to see that a focus reaches it.
    serverClock: fromCallback(({ receive }) => receive((event) => void (event.type === 'clock.resync' && calls.resyncs++))),
    // Time that jumps arrives through this source; a test makes it speak with `clockChanged()`.
    clockChanges: fromCallback(({ sendBack }) => void (clockChanged = () => sendBack({ type: 'clock.changed' }))),
  }
  let clockChanged: () => void = () => {
    throw new Error('the hall did not listen for clock changes')
  }
  const actor = createActor(electronicOpeningMachine.provide({ actors }), {
    input,
    clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never },
  })
  const emitted: Emitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  return { actor, clock, calls, emitted, state: () => actor.getSnapshot() as Snapshot, clockChanged: () => clockChanged() }
}

/** A helper that answers after `seconds`, answering that it is still signing each time it is asked meanwhile. */
const helperAnswering = (seconds: number, outcome: Helper['outcome']): Helper => ({ seconds, outcome })

/** Moves the clock by `ms` a second at a time, letting the helper's answers land on the way. */
async function pass(clock: ReturnType<typeof createManualClock>, ms: number) {
  await settle()
  for (let left = ms; left > 0; left -= 1000) {
    clock.advance(Math.min(1000, left))
    await settle()
  }
}

describe('electronicOpening machine behaviour', () => {
  it('reads the server time and a settled hall again when the server time may have jumped, and leaves a step under way alone', async () => {
    const hall = start(base, { readings: [R.checkInOpen] })
    await settle()
    expect(hall.state().matches({ checkIn: 'idle' })).toBe(true)
    const reads = hall.calls.reads.length
    hall.clockChanged()
    await settle()
    expect(hall.calls.resyncs).toBe(1)
    expect(hall.calls.reads.length).toBe(reads + 1)
    expect(hall.state().matches({ checkIn: 'idle' })).toBe(true)
  })

  it('resumes where the server says, whatever this tab did before', async () => {
    const first = start(base, { readings: [R.record] })
    await settle()
    expect(first.state().matches({ recordSigning: 'idle' })).toBe(true)
    // A second tab meanwhile signed: a refresh follows the server, not what this tab saw.
    const second = start(base, { readings: [R.window, R.finished] })
    await settle()
    expect(second.state().matches({ decryption: 'ready' })).toBe(true)
    second.actor.send({ type: 'opening.refresh' })
    await settle()
    expect(second.state().value).toBe('done')
  })

  it('walks the practice hall straight through: each step reads the hall again at once, and every call and announcement says rehearsal', async () => {
    const { actor, clock, calls, emitted, state } = start(
      { ...base, rehearsal: true },
      {
        readings: [R.checkInOpen, R.toConfirm, R.window, R.record, R.finished],
        sign: helperAnswering(1, (input) => ({ ...longCert, srcData: input.srcData })),
      },
    )
    await settle()
    actor.send({ type: 'opening.checkIn' })
    await settle()
    // No wait for a planned opening: the practice hall's next node is already open.
    expect(state().matches({ opening: 'idle' })).toBe(true)
    actor.send({ type: 'opening.confirmFile' })
    await settle()
    expect(state().matches({ decryption: 'ready' })).toBe(true)
    actor.send({ type: 'decrypt.begin' })
    await settle()
    actor.send({ type: 'decrypt.sign', pin: PIN })
    expect(calls.signs).toEqual([{ projectId: 'P1', packageId: 'K1', supplierId: 'S1', rehearsal: true, pin: PIN, srcData: 'CHALLENGE' }])
    await pass(clock, 1000)
    expect(state().matches({ recordSigning: 'idle' })).toBe(true)
    actor.send({ type: 'record.sign', document: null, pin: PIN })
    expect(state().context.error?.message).toBe('请选择PDF文档')
    actor.send({ type: 'record.sign', document, pin: '' })
    expect(state().context.error?.message).toBe('请输入CA密码')
    expect(calls.signs).toHaveLength(1)
    actor.send({ type: 'record.sign', document, pin: PIN })
    expect(state().matches({ recordSigning: 'signing' })).toBe(true)
    // The helper signs the digest of the bytes the viewer showed (decision 027).
    expect(calls.signs[1]).toEqual({ projectId: 'P1', packageId: 'K1', supplierId: 'S1', rehearsal: true, pin: PIN, srcData: 'ab12' })
    await pass(clock, 1000)
    expect(state().value).toBe('done')
    expect(calls.records).toEqual([{ projectId: 'P1', packageId: 'K1', supplierId: 'S1', rehearsal: true, document, signature: { ...longCert, srcData: 'ab12' } }])
    expect(calls.keys.every((key) => key.rehearsal)).toBe(true)
    expect(emitted.map((e) => e.type)).toEqual(['opening.checkedIn', 'opening.fileConfirmed', 'opening.decrypted', 'opening.recordSigned'])
    expect(emitted.every((e) => e.rehearsal && e.projectId === 'P1' && e.packageId === 'K1')).toBe(true)
  })

  it('signs the record after a wrong PIN, and says 未获取到签名 when the helper answers without one', async () => {
    const answers = [helperRefusal(11), unsigned, longCert]
    const { actor, clock, calls, emitted, state } = start(base, { readings: [R.record, R.finished], sign: helperAnswering(1, () => answers.shift()!) })
    await settle()
    const attempt = async (pin: string) => {
      actor.send({ type: 'record.sign', document, pin })
      await pass(clock, 1000)
    }
    await attempt('000000')
    expect(state().matches({ recordSigning: 'idle' })).toBe(true)
    expect(state().context.error?.message).toBe('CA密码输入错误')
    await attempt(PIN)
    expect(state().matches({ recordSigning: 'idle' })).toBe(true)
    expect(state().context.error?.message).toBe('未获取到签名')
    expect(calls.records).toEqual([])
    await attempt(PIN)
    expect(state().value).toBe('done')
    expect(calls.records).toHaveLength(1)
    expect(emitted).toEqual([{ type: 'opening.recordSigned', projectId: 'P1', packageId: 'K1', rehearsal: false }])
  })

  it('starts a practice over on request, and the real hall ignores the request', async () => {
    const practice = start({ ...base, rehearsal: true }, { readings: [R.finished, R.checkInOpen] })
    const real = start(base, { readings: [R.finished] })
    await settle()
    practice.actor.send({ type: 'rehearsal.restart' })
    real.actor.send({ type: 'rehearsal.restart' })
    await settle()
    expect(real.state().value).toBe('done')
    expect(practice.state().matches({ checkIn: 'idle' })).toBe(true)
    expect(practice.calls.restarts).toEqual([{ ...base, rehearsal: true }])
    expect(real.calls.restarts).toEqual([])
  })

  it('lets the supplier try again after a wrong PIN (code 11) without beginning decryption twice', async () => {
    let attempt = 0
    const sign = helperAnswering(2, () => (++attempt === 1 ? helperRefusal(11) : longCert))
    const { actor, clock, calls, emitted, state } = start(base, { readings: [wideWindow], sign })
    await settle()
    actor.send({ type: 'decrypt.begin' })
    await settle()
    actor.send({ type: 'decrypt.sign', pin: '000000' })
    await pass(clock, 1000)
    expect(state().context.signPolls).toBe(1)
    await pass(clock, 1000)
    expect(state().matches({ decryption: 'failed' })).toBe(true)
    expect(state().context.error?.message).toBe('CA密码输入错误')
    actor.send({ type: 'decrypt.retry' })
    expect(state().matches({ decryption: 'awaitingPin' })).toBe(true)
    actor.send({ type: 'decrypt.sign', pin: PIN })
    await pass(clock, 2000)
    expect(state().value).toBe('decrypted')
    expect(calls.begins).toBe(1)
    expect(calls.decrypts).toBe(1)
    expect(emitted.map((e) => e.type)).toEqual(['opening.decrypted'])
    expect(emitted[0]).toEqual({ type: 'opening.decrypted', projectId: 'P1', packageId: 'K1', rehearsal: false })
  })

  it('closes the window on the server’s deadline even while the helper is still signing', async () => {
    const { actor, clock, calls, emitted, state } = start(base, { readings: [wideWindow], sign: helperAnswering(60, () => longCert) })
    await settle()
    actor.send({ type: 'decrypt.begin' })
    await settle()
    actor.send({ type: 'decrypt.sign', pin: PIN })
    await pass(clock, 29_999)
    expect(state().matches({ decryption: 'signing' })).toBe(true)
    clock.advance(1)
    expect(state().matches({ expired: 'windowClosed' })).toBe(true)
    expect(emitted.map((e) => e.type)).toEqual(['opening.windowExpired'])
    // The helper is asked no more once the window has closed; the hall is read again shortly, as the server will tell how it stands.
    const asked = calls.asked.length
    await pass(clock, 9_000)
    expect(calls.asked).toHaveLength(asked)
    expect(calls.reads).toEqual([T0])
  })

  it('warns of a certificate valid 30 days or less and decrypts all the same', async () => {
    const { actor, clock, state } = start(base, { readings: [R.window], sign: helperAnswering(1, () => shortCert) })
    await settle()
    actor.send({ type: 'decrypt.begin' })
    await settle()
    actor.send({ type: 'decrypt.sign', pin: PIN })
    await pass(clock, 1000)
    expect(state().value).toBe('decrypted')
    expect(state().context.warning?.message).toBe('证书有效期不足30天')
  })

  it('reads the hall again at the next node’s planned time, and polls while the host decides', async () => {
    const { clock, calls, state } = start(base, { readings: [R.notStarted, R.confirmed, R.confirmed, R.window] })
    await settle()
    expect(state().value).toBe('waitingForNode')
    // Check-in is planned 60 s after the server's time in the reading.
    clock.advance(59_999)
    expect(calls.reads).toEqual([T0])
    clock.advance(1)
    await settle()
    expect(calls.reads).toEqual([T0, T0 + 60_000])
    expect(state().value).toBe('checkedIn')
    // The host opens decryption when it will: the hall is read every 10 s meanwhile.
    clock.advance(10_000)
    await settle()
    clock.advance(10_000)
    await settle()
    expect(calls.reads).toEqual([T0, T0 + 60_000, T0 + 70_000, T0 + 80_000])
    expect(state().matches({ decryption: 'ready' })).toBe(true)
  })

  it('follows a hall left open on the record: once the server says the opening has ended, the flow is at its end', async () => {
    // Signing is planned to end 30 min after the reading; the host may be late, so the hall is read every 10 s after that.
    const signingEnds = T0 + 30 * 60_000
    const planned = (current: HallReading['current'], serverTime: number, progress: Partial<SupplierProgress>) =>
      reading(current, progress, { serverTime, nodes: [...R.record.nodes.filter((node) => node.key !== 'finished'), { key: 'finished', startsAt: signingEnds }] })
    const { clock, calls, state } = start(base, { readings: [planned('recordSigning', T0, decrypted), planned('recordSigning', signingEnds, decrypted), planned('finished', signingEnds + 10_000, decrypted)] })
    await settle()
    expect(state().matches({ recordSigning: 'idle' })).toBe(true)
    clock.advance(30 * 60_000 - 1)
    await settle()
    expect(calls.reads).toEqual([T0])
    clock.advance(1)
    await settle()
    expect(calls.reads).toEqual([T0, signingEnds])
    // The host has not closed it yet: the record stays, unsigned.
    expect(state().matches({ recordSigning: 'idle' })).toBe(true)
    await pass(clock, 10_000)
    expect(calls.reads).toEqual([T0, signingEnds, signingEnds + 10_000])
    expect(state().value).toBe('done')
    expect(state().context.reading?.progress.recordSigned).toBe(false)
    // An ended opening is not read again.
    await pass(clock, 60_000)
    expect(calls.reads).toHaveLength(3)
  })

  it('keeps the record on screen while the hall is read again, and follows another tab’s signature', async () => {
    const { actor, clock, calls, state } = start(base, { readings: [R.record, R.record, R.finished] })
    await settle()
    actor.send({ type: 'record.sign', document: null, pin: PIN })
    await pass(clock, 10_000)
    expect(calls.reads).toEqual([T0, T0 + 10_000])
    // Still the record to sign: the flow stays, with what it told the supplier.
    expect(state().matches({ recordSigning: 'idle' })).toBe(true)
    expect(state().context.error?.message).toBe('请选择PDF文档')
    await pass(clock, 10_000)
    // The server says the record is signed (another tab): the flow follows it.
    expect(state().value).toBe('done')
  })

  it('follows the hall after the window closed on a supplier who did not decrypt, until the opening ends', async () => {
    const { actor, clock, calls, state } = start(base, { readings: [wideWindow, R.tooLate, reading('finished', confirmed)] })
    await settle()
    actor.send({ type: 'decrypt.begin' })
    await settle()
    await pass(clock, 30_000)
    expect(state().matches({ expired: 'windowClosed' })).toBe(true)
    await pass(clock, 10_000)
    expect(calls.reads).toEqual([T0, T0 + 40_000])
    expect(state().matches({ expired: 'placed' })).toBe(true)
    // The reading of the bids is host-driven in this plan: read every 10 s until the opening has ended.
    await pass(clock, 10_000)
    expect(state().matches({ expired: 'placed' })).toBe(true)
    expect(state().context.reading?.current).toBe('finished')
    await pass(clock, 60_000)
    expect(calls.reads).toHaveLength(3)
  })

  it('passes a regained focus on to the hall’s clock', async () => {
    const { actor, calls } = start(base, { readings: [R.notStarted] })
    await settle()
    actor.send({ type: 'clock.resync' })
    actor.send({ type: 'clock.resync' })
    expect(calls.resyncs).toBe(2)
  })

  it('asks for the PIN before calling the helper', async () => {
    const { actor, calls, state } = start(base, { readings: [R.window] })
    await settle()
    actor.send({ type: 'decrypt.begin' })
    await settle()
    actor.send({ type: 'decrypt.sign', pin: ' ' })
    expect(state().matches({ decryption: 'awaitingPin' })).toBe(true)
    expect(state().context.error?.message).toBe('请输入CA密码')
    expect(calls.signs).toEqual([])
  })

  it('reads the hall again on its own 10 s after a failed reading', async () => {
    let failing = true
    const clock = createManualClock(T0)
    const reads: number[] = []
    const actor = createActor(
      electronicOpeningMachine.provide({
        actors: {
          readNodes: fromPromise(async () => {
            reads.push(clock.now())
            if (failing) throw offline
            return R.checkInOpen
          }),
          serverClock: fromCallback(() => {}),
          clockChanges: fromCallback(() => {}),
        } as Record<string, AnyActorLogic>,
      }),
      { input: base, clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never } },
    )
    actor.start()
    await settle()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    failing = false
    clock.advance(10_000)
    await settle()
    expect(reads).toEqual([T0, T0 + 10_000])
    expect(actor.getSnapshot().matches({ checkIn: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
