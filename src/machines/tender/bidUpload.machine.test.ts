import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { createManualClock } from '../../../tests/support/manual-clock'
import { settle } from '../../../tests/support/settle'
import { bidUploadMachine, refusalOf, type CollusionCheckInput, type Emitted, type Event, type HashFileInput, type Input, type SendFileInput } from './bidUpload.machine'

const MB = 1024 * 1024

/** A picked file; it prints as its name and size, so walk paths read as choices. */
function pick(name: string, size = 1024): File {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return Object.assign(file, { toJSON: () => name })
}

const bid = pick('投标文件.pdf', 2 * MB)
const program = pick('setup.exe')
const huge = pick('图纸.zip', 30 * MB)
const base: Input = { projectId: 'P1', packageId: 'K1', supplierId: 'S1', ip: '10.0.0.8', maxSizeMb: 20 }
const offline = new Error('offline')
const closedByServer = Object.assign(new Error('400'), { userMessage: { id: 'deadline', message: '投标截止时间已过' } })

/** The fingerprint the stub hasher gives every file, and another the server may answer (decision 070). */
const HEX = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'
const OTHER = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const unreadable = new Error('NotReadableError')

const TYPE_ERROR = '文件类型有误，请上传{list}文件类型'
const SIZE_ERROR = '文件不能大于{n}M'
const BUSY = ['checkingCollusion', 'warning', 'hashing', 'uploading'] as const

describe('bidUpload machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: bidUploadMachine,
      inputs: [base, { ...base, collusionCheck: true }],
      events: [
        { type: 'upload.choose', file: bid },
        { type: 'upload.choose', file: program },
        { type: 'upload.choose', file: huge },
        done('checkCollusion', 0),
        done('checkCollusion', 2),
        failed('checkCollusion', offline),
        { type: 'upload.continue' },
        { type: 'upload.cancel' },
        { type: 'upload.retry' },
        { type: 'fingerprint.progress', hashed: 512, total: 1024 },
        { type: 'fingerprint.done', sha256: HEX },
        { type: 'fingerprint.error', error: unreadable },
        failed('hashFile', unreadable),
        { type: 'upload.progress', loaded: 512, total: 1024 },
        // The sender reads the server's hash into lower-case hex (src/app/actors/tender/bid-upload.test.ts).
        { type: 'upload.finished', receipt: { fileId: 'F1' }, sha256: OTHER },
        { type: 'upload.error', error: closedByServer },
        failed('sendFile', offline),
      ],
      context: (c) => ({
        file: c.file?.name ?? null,
        retry: c.retryFile?.name ?? null,
        cleared: c.collusionCleared,
        left: c.secondsLeft,
        loaded: c.progress?.loaded ?? null,
        fingerprinted: c.fingerprint !== null,
        notice: c.notice?.message ?? null,
        error: c.error?.message ?? null,
      }),
      simplePaths: false,
      initial: () => 'idle',
      // 001 §4–§5: type and size are checked before any request; the collusion check runs only
      // when on, and a hit opens the warning whose close appears after 11 s; cancelling the
      // warning or the upload stops it (已取消); success and failure end the upload. Decision 070:
      // the file's fingerprint is computed right before it is sent, once per file chosen.
      target: ({ from, event, input }) => {
        const busy = BUSY.some((state) => from.matches(state))
        switch (event.type) {
          case 'upload.choose':
            if (busy) return 'unchanged'
            if (event.file === program || event.file === huge) return 'rejected'
            return input.collusionCheck ? 'checkingCollusion' : 'hashing'
          case 'xstate.done.actor.checkCollusion':
            return (event.output as number) > 0 ? 'warning.counting' : 'hashing'
          case 'xstate.error.actor.checkCollusion':
            return 'failed'
          case 'xstate.after.1000.bidUpload.warning.counting':
            return from.context.secondsLeft > 1 ? 'warning.counting' : 'warning.closable'
          case 'upload.continue':
            return from.matches({ warning: 'closable' }) ? 'hashing' : 'unchanged'
          case 'upload.cancel':
            return from.matches('warning') || from.matches('hashing') || from.matches('uploading') ? 'cancelled' : 'unchanged'
          case 'upload.retry':
            // A warning already read (or a clean check) is not asked again for the same file.
            if (!from.matches('failed')) return 'unchanged'
            return input.collusionCheck && !from.context.collusionCleared ? 'checkingCollusion' : from.context.fingerprint === null ? 'hashing' : 'uploading'
          case 'fingerprint.done':
            return from.matches('hashing') ? 'uploading' : 'unchanged'
          case 'fingerprint.error':
          case 'xstate.error.actor.hashFile':
            return from.matches('hashing') ? 'failed' : 'unchanged'
          case 'upload.finished':
            return from.matches('uploading') ? 'succeeded' : 'unchanged'
          case 'upload.error':
          case 'xstate.error.actor.sendFile':
          case 'xstate.after.uploadTimeout.bidUpload.uploading':
            return from.matches('uploading') ? 'failed' : 'unchanged'
          default:
            return 'unchanged'
        }
      },
      invariant: (s) => {
        const where = JSON.stringify(s.value)
        const busy = BUSY.some((state) => s.matches(state))
        expect(s.context.file !== null, `a file is held only while checked or sent (${where})`).toBe(busy)
        expect(s.hasTag('closeHidden'), `close hidden only while counting (${where})`).toBe(s.matches({ warning: 'counting' }))
        expect(s.hasTag('busy'), `busy while a file is checked or sent (${where})`).toBe(busy)
        if (s.matches({ warning: 'counting' })) expect(s.context.secondsLeft).toBeGreaterThanOrEqual(1)
        if (s.matches({ warning: 'counting' })) expect(s.context.secondsLeft).toBeLessThanOrEqual(11)
        if (s.matches({ warning: 'closable' })) expect(s.context.secondsLeft).toBe(0)
        if (s.matches('warning')) expect(s.context.collusionCount).toBeGreaterThan(0)
        if (s.matches('hashing')) {
          expect(s.context.fingerprint).toBeNull()
          expect(s.context.hashProgress).not.toBeNull()
        }
        if (s.matches('uploading')) {
          expect(s.context.notice?.message).toBe('文件上传中请耐心等待...')
          // Decision 070: no byte leaves before the file's fingerprint is known.
          expect(s.context.fingerprint).toBe(HEX)
          // No bytes leave before the collusion check passed or its warning was read.
          if (s.context.settings.collusionCheck) expect(s.context.collusionCleared).toBe(true)
        }
        if (s.matches('rejected')) expect([TYPE_ERROR, SIZE_ERROR]).toContain(s.context.error?.message)
        if (s.matches('failed')) {
          expect(s.context.error).not.toBeNull()
          expect(s.context.retryFile).not.toBeNull()
        }
        if (s.matches('succeeded')) {
          expect(s.context.notice?.message).toBe('上传成功！')
          // What was computed beside what the server answered.
          expect(s.context.sent).toMatchObject({ sha256: HEX, serverSha256: OTHER })
        }
        if (!BUSY.some((state) => s.matches(state)) && !s.matches('failed')) expect(s.context.fingerprint).toBeNull()
        if (s.matches('cancelled')) expect(s.context.notice?.message).toBe('已取消')
        if (!s.matches('failed') && !s.matches('rejected')) expect(s.context.error).toBeNull()
      },
      step: ({ from, event, to }) => {
        expectTags(to, {
          rejected: 'rejected',
          checkingCollusion: 'checkingCollusion',
          warning: 'warning',
          closable: { warning: 'closable' },
          hashing: 'hashing',
          uploading: 'uploading',
          succeeded: 'succeeded',
          failed: 'failed',
        })
        if (event.type === 'xstate.after.1000.bidUpload.warning.counting') expect(to.context.secondsLeft).toBe(from.context.secondsLeft - 1)
        if (event.type === 'upload.progress' && from.matches('uploading')) expect(to.context.progress).toEqual({ loaded: 512, total: 1024 })
        if (event.type === 'upload.retry' && from.matches('failed')) expect(to.context.file).toBe(from.context.retryFile)
        if (event.type === 'upload.error' && from.matches('uploading')) expect(to.context.error?.message).toBe('投标截止时间已过')
        if (event.type === 'xstate.error.actor.sendFile') expect(to.context.error?.message).toBe('上传失败！')
        if (event.type === 'fingerprint.progress' && from.matches('hashing')) expect(to.context.hashProgress).toEqual({ loaded: 512, total: 1024 })
        if ((event.type === 'fingerprint.error' || event.type === 'xstate.error.actor.hashFile') && from.matches('hashing')) {
          expect(to.context.error?.message).toBe('文件指纹计算失败，请重试或重新选择文件')
          expect(to.context.retryFile).toBe(from.context.file)
        }
        if (event.type === 'xstate.done.actor.checkCollusion' && (event.output as number) > 0) expect(to.context.secondsLeft).toBe(11)
      },
    })
  })
})

type Calls = { checks: CollusionCheckInput[]; hashes: HashFileInput[]; hashStops: number; sends: SendFileInput[]; stops: number; report: (event: Event) => void; hashReport: (event: Event) => void }

/** `hashing: 'auto'` answers every file's fingerprint at once (HEX); 'manual' leaves it to the test through `calls.hashReport`. */
function start(input: Input, collusionCount: () => Promise<number> = async () => 0, hashing: 'auto' | 'manual' = 'auto') {
  const clock = createManualClock(1_700_000_000_000)
  const calls: Calls = { checks: [], hashes: [], hashStops: 0, sends: [], stops: 0, report: () => {}, hashReport: () => {} }
  const actors: Record<string, AnyActorLogic> = {
    checkCollusion: fromPromise(async ({ input }: { input: CollusionCheckInput }) => {
      calls.checks.push(input)
      return collusionCount()
    }),
    hashFile: fromCallback<Event, HashFileInput>(({ input, sendBack }) => {
      calls.hashes.push(input)
      calls.hashReport = sendBack
      if (hashing === 'auto') sendBack({ type: 'fingerprint.done', sha256: HEX })
      return () => void calls.hashStops++
    }),
    sendFile: fromCallback<Event, SendFileInput>(({ input, sendBack }) => {
      calls.sends.push(input)
      calls.report = sendBack
      return () => void calls.stops++
    }),
  }
  const actor = createActor(bidUploadMachine.provide({ actors }), {
    input,
    clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never },
  })
  const emitted: Emitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  return { actor, clock, calls, emitted }
}


describe('bidUpload machine behaviour', () => {
  it('hides the warning’s close for 11 s after a collusion hit, counting the seconds down', async () => {
    const { actor, clock, calls } = start({ ...base, collusionCheck: true }, async () => 3)
    actor.send({ type: 'upload.choose', file: bid })
    await settle()
    expect(calls.checks).toEqual([{ supplierId: 'S1', projectId: 'P1', ip: '10.0.0.8', type: 2 }])
    expect(actor.getSnapshot().hasTag('closeHidden')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 11, collusionCount: 3 })

    actor.send({ type: 'upload.continue' })
    clock.advance(4000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(7)
    clock.advance(6999)
    expect(actor.getSnapshot().hasTag('closeHidden')).toBe(true)
    expect(actor.getSnapshot().context.secondsLeft).toBe(1)
    expect(calls.sends).toEqual([])

    clock.advance(1)
    expect(actor.getSnapshot().matches({ warning: 'closable' })).toBe(true)
    expect(actor.getSnapshot().hasTag('closeHidden')).toBe(false)
    actor.send({ type: 'upload.continue' })
    expect(calls.sends).toEqual([{ proId: 'P1', pacId: 'K1', supId: 'S1', type: 1, file: bid }])
  })

  it('says 已取消 and sends nothing when the warning is cancelled, even during the countdown', async () => {
    const { actor, clock, calls } = start({ ...base, collusionCheck: true }, async () => 1)
    actor.send({ type: 'upload.choose', file: bid })
    await settle()
    clock.advance(3000)
    actor.send({ type: 'upload.cancel' })
    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(actor.getSnapshot().context.notice?.message).toBe('已取消')
    expect(clock.pending()).toBe(0)
    expect(calls.sends).toEqual([])
  })

  it('uploads at once when the check finds nothing, and not at all when the check is off', async () => {
    const checked = start({ ...base, collusionCheck: true }, async () => 0)
    checked.actor.send({ type: 'upload.choose', file: bid })
    await settle()
    expect(checked.actor.getSnapshot().value).toBe('uploading')
    expect(checked.calls.sends).toHaveLength(1)

    const unchecked = start(base)
    unchecked.actor.send({ type: 'upload.choose', file: bid })
    expect(unchecked.actor.getSnapshot().value).toBe('uploading')
    expect(unchecked.calls.checks).toEqual([])
  })

  it('refuses a wrong type or an oversized file before any request', async () => {
    const { actor, calls } = start({ ...base, collusionCheck: true, accept: ['pdf', 'zip'], maxSizeMb: 20.456 })
    actor.send({ type: 'upload.choose', file: program })
    expect(actor.getSnapshot().value).toBe('rejected')
    expect(actor.getSnapshot().context.error).toMatchObject({ message: TYPE_ERROR, values: { list: 'pdf,zip' } })
    actor.send({ type: 'upload.choose', file: huge })
    expect(actor.getSnapshot().context.error).toMatchObject({ message: SIZE_ERROR, values: { n: 20.46 } })
    expect(actor.getSnapshot().context.file).toBeNull()
    await settle()
    expect(calls.checks).toEqual([])
    expect(calls.sends).toEqual([])
  })

  it('checks against the default list of 001 §5 when the screen names none, without regard to case', () => {
    const settings = { accept: start(base).actor.getSnapshot().context.settings.accept, maxSizeMb: null }
    for (const name of ['a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.pdf', 'a.txt', 'a.zip', 'a.rar', 'a.jpg', 'a.png', 'a.bmp', 'a.jpeg', 'a.hctb', 'a.HCTB', '报价.PDF', '投标.Docx', '图.JPG']) {
      expect(refusalOf(pick(name), settings), name).toBeNull()
    }
    expect(refusalOf(pick('a.exe'), settings)?.values).toEqual({ list: 'doc,docx,xls,xlsx,pdf,txt,zip,rar,jpg,png,bmp,jpeg,hctb,HCTB' })
    expect(refusalOf(pick('noextension'), settings)).not.toBeNull()
    expect(refusalOf(pick('a.EXE'), settings)).not.toBeNull()
    // A screen's own list is matched the same way.
    expect(refusalOf(pick('报价.HCTB'), { accept: ['hctb'], maxSizeMb: null })).toBeNull()
    expect(refusalOf(pick('big.pdf', 500 * MB), settings)).toBeNull()
  })

  it('shows progress the upload reports, then 上传成功！, and announces the uploaded file', () => {
    const { actor, calls, emitted } = start({ ...base, type: 3 })
    actor.send({ type: 'upload.choose', file: bid })
    expect(calls.sends[0]?.type).toBe(3)
    calls.report({ type: 'upload.progress', loaded: MB, total: 2 * MB })
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: MB, total: 2 * MB })
    calls.report({ type: 'upload.finished', receipt: { fileId: 'F9' } })
    expect(actor.getSnapshot().value).toBe('succeeded')
    expect(actor.getSnapshot().context.notice?.message).toBe('上传成功！')
    expect(emitted).toEqual([{ type: 'upload.succeeded', projectId: 'P1', packageId: 'K1', file: { name: '投标文件.pdf', size: 2 * MB, sha256: HEX }, receipt: { fileId: 'F9' } }])
  })

  it('clears the selection on failure and sends the same file again on retry, without a second warning', async () => {
    const { actor, clock, calls } = start({ ...base, collusionCheck: true }, async () => 2)
    actor.send({ type: 'upload.choose', file: bid })
    await settle()
    clock.advance(11_000)
    actor.send({ type: 'upload.continue' })
    calls.report({ type: 'upload.error', error: new Error('socket hang up') })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context).toMatchObject({ file: null, error: { message: '上传失败！' } })
    actor.send({ type: 'upload.retry' })
    expect(actor.getSnapshot().value).toBe('uploading')
    expect(calls.checks).toHaveLength(1)
    expect(calls.sends.map((send) => send.file)).toEqual([bid, bid])
    // The same file keeps the fingerprint computed for it.
    expect(calls.hashes).toEqual([{ file: bid }])
  })

  it('computes the fingerprint before any byte is sent, with progress, and stops it on cancel', () => {
    const { actor, calls } = start(base, undefined, 'manual')
    actor.send({ type: 'upload.choose', file: bid })
    expect(actor.getSnapshot().value).toBe('hashing')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.hashProgress).toEqual({ loaded: 0, total: 2 * MB })
    calls.hashReport({ type: 'fingerprint.progress', hashed: MB, total: 2 * MB })
    expect(actor.getSnapshot().context.hashProgress).toEqual({ loaded: MB, total: 2 * MB })
    expect(calls.sends).toEqual([])
    actor.send({ type: 'upload.cancel' })
    expect(calls.hashStops).toBe(1)
    expect(actor.getSnapshot().context).toMatchObject({ notice: { message: '已取消' }, fingerprint: null, hashProgress: null })

    actor.send({ type: 'upload.choose', file: bid })
    calls.hashReport({ type: 'fingerprint.done', sha256: HEX })
    expect(calls.sends).toHaveLength(1)
    calls.report({ type: 'upload.finished', receipt: { id: 'F1' }, sha256: HEX })
    expect(actor.getSnapshot().context.sent).toEqual({ name: '投标文件.pdf', size: 2 * MB, sha256: HEX, serverSha256: HEX, receipt: { id: 'F1' } })
  })

  it('stops the request when the supplier cancels the upload', () => {
    const { actor, calls } = start(base)
    actor.send({ type: 'upload.choose', file: bid })
    actor.send({ type: 'upload.cancel' })
    expect(calls.stops).toBe(1)
    expect(actor.getSnapshot().context.notice?.message).toBe('已取消')
  })

  it('gives up after 300000 ms on the app’s clock', () => {
    const { actor, clock, calls } = start(base)
    actor.send({ type: 'upload.choose', file: bid })
    calls.report({ type: 'upload.progress', loaded: 1, total: 2 })
    clock.advance(299_999)
    expect(actor.getSnapshot().value).toBe('uploading')
    clock.advance(1)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error?.message).toBe('上传失败！')
    expect(calls.stops).toBe(1)
  })

  it('takes no second file while one is being sent', () => {
    const { actor, calls } = start(base)
    actor.send({ type: 'upload.choose', file: bid })
    actor.send({ type: 'upload.choose', file: pick('another.pdf') })
    expect(calls.sends.map((send) => send.file)).toEqual([bid])
    expect(actor.getSnapshot().context.file).toBe(bid)
  })
})
