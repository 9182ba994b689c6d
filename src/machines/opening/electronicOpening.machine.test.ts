import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyActorLogic, type SnapshotFrom } from 'xstate'
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
  type SignRecordInput,
  type SignReport,
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
  window: reading('decryption', confirmed, { decryptDeadline: T0 + 30_000 }),
  windowUnconfirmed: reading('decryption', checkedIn, { decryptDeadline: T0 + 30_000 }),
  windowFailedBefore: reading('decryption', { ...confirmed, decryption: 'failed' }, { decryptDeadline: T0 + 30_000 }),
  windowClosed: reading('decryption', confirmed, { decryptDeadline: T0 }),
  decrypted: reading('announcement', decrypted),
  record: reading('recordSigning', decrypted),
  tooLate: reading('announcement', confirmed),
  finished: reading('finished', { ...decrypted, recordSigned: true }),
}
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
  [R.windowClosed, 'expired'],
  [R.decrypted, 'decrypted'],
  [R.record, 'recordSigning.idle'],
  [R.tooLate, 'expired'],
  [R.finished, 'done'],
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
        { type: 'sign.polling' },
        { type: 'sign.done', result: longCert },
        { type: 'sign.done', result: shortCert },
        { type: 'sign.done', result: unsigned },
        { type: 'sign.error', code: 11 },
        { type: 'sign.error', code: 77 },
        failed('sign', offline),
        { type: 'decrypt.cancel' },
        done('decrypt', undefined),
        failed('decrypt', refusedByServer),
        failed('decrypt', unreachable),
        { type: 'decrypt.retry' },
        { type: 'record.sign', document, pin: PIN },
        { type: 'record.sign', document: null, pin: PIN },
        { type: 'record.sign', document, pin: ' ' },
        { type: 'record.cancel' },
        failed('signRecordDigest', offline),
        done('signRecord', undefined),
        failed('signRecord', refusedByServer),
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
        switch (event.type) {
          case 'xstate.done.actor.readNodes':
            return PLACE.get(event.output as HallReading) as never
          case 'xstate.error.actor.readNodes':
            return 'loadFailed'
          case 'opening.refresh':
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
            return at('decryption.awaitingPin') && event.pin.trim() ? 'decryption.signing' : 'unchanged'
          case 'sign.done':
            if (at('recordSigning.signing')) return event.result.signData.trim() ? 'recordSigning.saving' : 'recordSigning.idle'
            return at('decryption.signing') ? 'decryption.decrypting' : 'unchanged'
          case 'sign.error':
            if (at('recordSigning.signing')) return 'recordSigning.idle'
            return at('decryption.signing') ? 'decryption.failed' : 'unchanged'
          case 'decrypt.cancel':
            return at('decryption.signing') ? 'decryption.awaitingPin' : 'unchanged'
          case 'xstate.error.actor.beginDecrypt':
          case 'xstate.error.actor.sign':
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
            return event.document && event.pin.trim() ? 'recordSigning.signing' : 'recordSigning.idle'
          case 'record.cancel':
            return at('recordSigning.signing') ? 'recordSigning.idle' : 'unchanged'
          case 'xstate.error.actor.signRecordDigest':
            return 'recordSigning.idle'
          case 'xstate.done.actor.signRecord':
            return 'syncing'
          case 'xstate.error.actor.signRecord':
            return 'recordSigning.idle'
          case 'rehearsal.restart':
            return rehearsal && RESTARTABLE.some(at) ? 'restarting' : 'unchanged'
          case 'xstate.done.actor.restartRehearsal':
            return 'syncing'
          case 'xstate.error.actor.restartRehearsal':
            return 'loadFailed'
          case 'connection.restored':
            // A reading is taken again by itself; a write waits for the supplier's press.
            return at('loadFailed') && from.context.connection === 'lost' ? 'syncing' : 'unchanged'
          default:
            if (event.type.startsWith('xstate.after.windowCloses.')) return 'expired'
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
        restarting: (s) => expect(s.context.key.rehearsal).toBe(true),
        done: (s) => expect(s.context.error).toBeNull(),
      },
      step: ({ from, event, to }) => {
        if (event.type === 'sign.done' && from.matches({ decryption: 'signing' })) {
          // 001 §5: 30 days or less warns, and decryption goes on.
          expect(to.context.warning?.message ?? null).toBe(event.result === shortCert ? '证书有效期不足30天' : null)
        }
        if (event.type === 'sign.error' && from.matches({ decryption: 'signing' })) {
          if (event.code === 11) expect(to.context.error?.message).toBe('CA密码输入错误')
          else expect(to.context.error).toMatchObject({ message: '接口异常。错误码{code}', values: { code: 77 } })
        }
        if (event.type === 'xstate.error.actor.decrypt') expect(to.context.error?.message ?? null).toBe(event.error === unreachable ? null : '解密失败，签名与投标文件不符')
        if (event.type === 'xstate.error.actor.checkIn') expect(to.context.error?.message).toBe('解密失败，签名与投标文件不符')
        if (event.type === 'decrypt.sign' && from.matches({ decryption: 'awaitingPin' }) && !event.pin.trim()) expect(to.context.error?.message).toBe('请输入CA密码')
        if (event.type === 'record.sign' && from.matches({ recordSigning: 'idle' })) {
          if (!event.document) expect(to.context.error?.message).toBe('请选择PDF文档')
          else if (!event.pin.trim()) expect(to.context.error?.message).toBe('请输入CA密码')
          else expect(to.context.error).toBeNull()
        }
        if (from.matches({ recordSigning: 'signing' })) {
          // 000 §5: a helper that answers without a signature is 未获取到签名; its codes are §8's.
          if (event.type === 'sign.done' && !event.result.signData.trim()) expect(to.context.error?.message).toBe('未获取到签名')
          if (event.type === 'sign.done' && event.result.signData.trim()) expect(to.context.warning?.message ?? null).toBe(event.result === shortCert ? '证书有效期不足30天' : null)
          if (event.type === 'sign.error' && event.code === 11) expect(to.context.error?.message).toBe('CA密码输入错误')
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
      },
    })
  })
})

type Services = {
  readings: HallReading[]
  sign?: (input: SignInput, report: (event: import('./electronicOpening.machine').SignReport) => void, clock: ReturnType<typeof createManualClock>) => () => void
}

function start(input: Input, services: Services) {
  const clock = createManualClock(T0)
  const calls = { reads: [] as number[], keys: [] as HallKey[], checkIns: 0, confirms: 0, begins: 0, signs: [] as SignInput[], decrypts: 0, records: [] as SignRecordInput[], resyncs: 0, restarts: [] as HallKey[] }
  const remember = (key: HallKey) => void calls.keys.push(key)
  const actors: Record<string, AnyActorLogic> = {
    readNodes: fromPromise(async ({ input }: { input: HallKey }) => {
      remember(input)
      calls.reads.push(clock.now())
      return services.readings[Math.min(calls.reads.length - 1, services.readings.length - 1)]!
    }),
    checkIn: fromPromise(async ({ input }: { input: HallKey }) => void (remember(input), calls.checkIns++)),
    confirmFile: fromPromise(async ({ input }: { input: HallKey }) => void (remember(input), calls.confirms++)),
    beginDecrypt: fromPromise(async ({ input }: { input: HallKey }) => (remember(input), calls.begins++, { srcData: 'CHALLENGE' })),
    sign: fromCallback(({ input, sendBack }: { input: SignInput; sendBack: (event: never) => void }) => {
      calls.signs.push(input)
      return services.sign?.(input, sendBack as never, clock) ?? (() => {})
    }),
    decrypt: fromPromise(async ({ input }: { input: HallKey }) => void (remember(input), calls.decrypts++)),
    signRecord: fromPromise(async ({ input }: { input: SignRecordInput }) => void calls.records.push(input)),
    restartRehearsal: fromPromise(async ({ input }: { input: HallKey }) => void calls.restarts.push(input)),
    // The hall's clock, here only to see that a focus reaches it.
    serverClock: fromCallback(({ receive }) => receive((event) => void (event.type === 'clock.resync' && calls.resyncs++))),
  }
  const actor = createActor(electronicOpeningMachine.provide({ actors }), {
    input,
    clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never },
  })
  const emitted: Emitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  return { actor, clock, calls, emitted, state: () => actor.getSnapshot() as Snapshot }
}

/** A helper that answers after `seconds`, reporting that it is alive every second meanwhile. */
const helperAnswering =
  (seconds: number, outcome: (input: SignInput) => import('./electronicOpening.machine').SignReport): NonNullable<Services['sign']> =>
  (input, report, clock) => {
    let left = seconds
    const id = clock.setInterval(() => {
      left -= 1
      if (left > 0) return report({ type: 'sign.polling' })
      clock.clearInterval(id)
      report(outcome(input))
    }, 1000)
    return () => clock.clearInterval(id)
  }

describe('electronicOpening machine behaviour', () => {
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
        sign: helperAnswering(1, (input) => ({ type: 'sign.done', result: { ...longCert, srcData: input.srcData } })),
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
    clock.advance(1000)
    await settle()
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
    clock.advance(1000)
    await settle()
    expect(state().value).toBe('done')
    expect(calls.records).toEqual([{ projectId: 'P1', packageId: 'K1', supplierId: 'S1', rehearsal: true, document, signature: { ...longCert, srcData: 'ab12' } }])
    expect(calls.keys.every((key) => key.rehearsal)).toBe(true)
    expect(emitted.map((e) => e.type)).toEqual(['opening.checkedIn', 'opening.fileConfirmed', 'opening.decrypted', 'opening.recordSigned'])
    expect(emitted.every((e) => e.rehearsal && e.projectId === 'P1' && e.packageId === 'K1')).toBe(true)
  })

  it('signs the record after a wrong PIN, and says 未获取到签名 when the helper answers without one', async () => {
    const answers: SignReport[] = [{ type: 'sign.error', code: 11 }, { type: 'sign.done', result: unsigned }, { type: 'sign.done', result: longCert }]
    const { actor, clock, calls, emitted, state } = start(base, { readings: [R.record, R.finished], sign: helperAnswering(1, () => answers.shift()!) })
    await settle()
    const attempt = async (pin: string) => {
      actor.send({ type: 'record.sign', document, pin })
      clock.advance(1000)
      await settle()
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
    const sign = helperAnswering(2, () => (++attempt === 1 ? { type: 'sign.error', code: 11 } : { type: 'sign.done', result: longCert }))
    const { actor, clock, calls, emitted, state } = start(base, { readings: [R.window], sign })
    await settle()
    actor.send({ type: 'decrypt.begin' })
    await settle()
    actor.send({ type: 'decrypt.sign', pin: '000000' })
    clock.advance(1000)
    expect(state().context.signPolls).toBe(1)
    clock.advance(1000)
    expect(state().matches({ decryption: 'failed' })).toBe(true)
    expect(state().context.error?.message).toBe('CA密码输入错误')
    actor.send({ type: 'decrypt.retry' })
    expect(state().matches({ decryption: 'awaitingPin' })).toBe(true)
    actor.send({ type: 'decrypt.sign', pin: PIN })
    clock.advance(2000)
    await settle()
    expect(state().value).toBe('decrypted')
    expect(calls.begins).toBe(1)
    expect(calls.decrypts).toBe(1)
    expect(emitted.map((e) => e.type)).toEqual(['opening.decrypted'])
    expect(emitted[0]).toEqual({ type: 'opening.decrypted', projectId: 'P1', packageId: 'K1', rehearsal: false })
  })

  it('closes the window on the server’s deadline even while the helper is still signing', async () => {
    const { actor, clock, emitted, state } = start(base, { readings: [R.window], sign: helperAnswering(60, () => ({ type: 'sign.done', result: longCert })) })
    await settle()
    actor.send({ type: 'decrypt.begin' })
    await settle()
    actor.send({ type: 'decrypt.sign', pin: PIN })
    clock.advance(29_999)
    expect(state().matches({ decryption: 'signing' })).toBe(true)
    clock.advance(1)
    expect(state().value).toBe('expired')
    expect(emitted.map((e) => e.type)).toEqual(['opening.windowExpired'])
    // The helper was stopped with the window: nothing it says later counts.
    expect(clock.pending()).toBe(0)
  })

  it('warns of a certificate valid 30 days or less and decrypts all the same', async () => {
    const { actor, clock, state } = start(base, { readings: [R.window], sign: helperAnswering(1, () => ({ type: 'sign.done', result: shortCert })) })
    await settle()
    actor.send({ type: 'decrypt.begin' })
    await settle()
    actor.send({ type: 'decrypt.sign', pin: PIN })
    clock.advance(1000)
    await settle()
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
