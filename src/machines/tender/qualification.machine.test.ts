import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import {
  qualificationMachine,
  type DecryptInput,
  type Emitted,
  type Input,
  type ProjectKey,
  type QualifyCheck,
  type QualifyEntryInput,
  type QualifyForm,
  type QualifyStatus,
} from './qualification.machine'
import { until } from '../../../tests/support/settle'

const licence = { fileId: 'F1', name: '资格预审申请文件.pdf' }
const form: QualifyForm = { packageIds: ['K1'], linkMan: '张三', linkPhone: '13800000000' }
const allowed: QualifyCheck = { allowed: true, applied: false, reason: null }
const barred: QualifyCheck = { allowed: false, applied: false, reason: '该项目仅限邀请供应商' }
const mayApplyAgain: QualifyCheck = { allowed: true, applied: true, reason: null }
const closed: QualifyCheck = { allowed: false, applied: true, reason: '资格预审申请已截止' }
const pending: QualifyStatus = { status: 'pending', reason: null, decrypted: false }
const decrypted: QualifyStatus = { status: 'pending', reason: null, decrypted: true }
const passed: QualifyStatus = { status: 'passed', reason: null, decrypted: false }
const rejected: QualifyStatus = { status: 'rejected', reason: '资质证书过期', decrypted: false }
const refusedByServer = Object.assign(new Error('400'), { userMessage: { id: 'q-closed', message: '资格预审已截止' } })
const settledStates = ['pending', 'passed', 'rejected', 'failed'] as const

describe('qualification machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: qualificationMachine,
      inputs: [{ projectId: 'P1' }, { projectId: 'P1', needsDecryption: true }],
      events: [
        done('qualifyCheck', allowed),
        done('qualifyCheck', barred),
        done('qualifyCheck', mayApplyAgain),
        done('qualifyCheck', closed),
        failed('qualifyCheck', new Error('offline')),
        { type: 'qualify.retry' },
        { type: 'qualify.attach', file: licence },
        { type: 'qualify.submit', form },
        done('qualifyEntry', undefined),
        failed('qualifyEntry', refusedByServer),
        done('loadStatus', pending),
        done('loadStatus', decrypted),
        done('loadStatus', passed),
        done('loadStatus', rejected),
        failed('loadStatus', new Error('offline')),
        { type: 'qualify.refresh' },
        { type: 'qualify.reapply' },
        { type: 'qualify.decrypt', signData: 'SIG' },
        done('decrypt', undefined),
        failed('decrypt', new Error('CA')),
      ],
      // What decides a transition: a file held, the check's answer, and whether the status says decrypted.
      context: (c) => ({ file: c.file !== null, allowed: c.allowed, decrypted: c.status?.decrypted ?? null }),
      initial: () => 'checking',
      // 001 §4: qualifyCheck first; an applicant sees its standing, otherwise only an allowed
      // supplier fills in and submits qualifyEntry (with its file); then the status is read; an
      // encrypted application is decrypted until the status says it is; a failed one may be sent
      // again only when the check allowed it (decision 019).
      target: ({ from, event, input }) => {
        const settled = settledStates.some((state) => from.matches({ status: state }))
        switch (event.type) {
          case 'xstate.done.actor.qualifyCheck': {
            const check = event.output as QualifyCheck
            return check.applied ? 'status.loading' : check.allowed ? 'filling' : 'refused'
          }
          case 'xstate.error.actor.qualifyCheck':
            return 'checkFailed'
          case 'qualify.retry':
            return from.matches('checkFailed') ? 'checking' : 'unchanged'
          case 'qualify.attach':
            return 'unchanged'
          case 'qualify.submit':
            return from.matches('filling') && from.context.file !== null ? 'submitting' : 'unchanged'
          case 'xstate.done.actor.qualifyEntry':
            return 'status.loading'
          case 'xstate.error.actor.qualifyEntry':
            return 'filling'
          case 'xstate.done.actor.loadStatus':
            return `status.${(event.output as QualifyStatus).status}`
          case 'xstate.error.actor.loadStatus':
            return 'status.failed'
          case 'qualify.refresh':
            return settled ? 'status.loading' : 'unchanged'
          case 'qualify.reapply':
            return from.matches({ status: 'rejected' }) && from.context.allowed ? 'filling' : 'unchanged'
          case 'qualify.decrypt':
            return from.matches({ status: 'pending' }) && input.needsDecryption && from.context.status?.decrypted === false ? 'status.decrypting' : 'unchanged'
          case 'xstate.done.actor.decrypt':
            return 'status.loading'
          case 'xstate.error.actor.decrypt':
            return 'status.pending'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, {
          checking: 'checking',
          checkFailed: 'checkFailed',
          refused: 'refused',
          applying: ['filling', 'submitting'],
          submitting: 'submitting',
          loadingStatus: { status: 'loading' },
          statusFailed: { status: 'failed' },
          pending: { status: 'pending' },
          decrypting: { status: 'decrypting' },
          passed: { status: 'passed' },
          rejected: { status: 'rejected' },
        })
        if (event.type === 'qualify.submit' && from.matches('filling') && from.context.file === null) expect(to.context.error?.message).toBe('请上传资格预审申请文件')
        if (event.type === 'xstate.error.actor.qualifyEntry') expect(to.context).toMatchObject({ file: from.context.file, form, error: refusedByServer.userMessage })
        if (event.type === 'xstate.done.actor.qualifyCheck') {
          const check = event.output as QualifyCheck
          expect(to.context).toMatchObject({ allowed: check.allowed, refusal: check.allowed ? null : check.reason })
        }
        if (event.type === 'qualify.reapply' && to.matches('filling')) expect(to.context).toMatchObject({ file: null, error: null })
      },
      invariant: {
        submitting: (s) => expect(s.context.file).not.toBeNull(),
        'status.rejected': (s) => expect(s.context.status?.reason).toBe('资质证书过期'),
        'status.decrypting': (s) => expect(s.context.needsDecryption).toBe(true),
        refused: (s) => expect(s.context.refusal).not.toBeNull(),
        checkFailed: (s) => expect(s.context.error).not.toBeNull(),
        'status.failed': (s) => expect(s.context.error).not.toBeNull(),
      },
    })
  })
})

describe('qualification machine behaviour', () => {
  it('checks, submits with the uploaded file, then decrypts a pending encrypted application once', async () => {
    const calls = { entries: [] as QualifyEntryInput[], decrypts: [] as DecryptInput[], statuses: 0 }
    const answers = [pending, decrypted, passed]
    const actor = createActor(
      qualificationMachine.provide({
        actors: {
          qualifyCheck: fromPromise(async (_: { input: ProjectKey }) => allowed),
          qualifyEntry: fromPromise(async ({ input }: { input: QualifyEntryInput }) => {
            calls.entries.push(input)
          }),
          loadStatus: fromPromise(async () => answers[Math.min(calls.statuses++, answers.length - 1)]!),
          decrypt: fromPromise(async ({ input }: { input: DecryptInput }) => {
            calls.decrypts.push(input)
          }),
        },
      }),
      { input: { projectId: 'P1', needsDecryption: true } satisfies Input },
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    await until(actor, (s) => s.matches('filling'))
    actor.send({ type: 'qualify.submit', form })
    expect(actor.getSnapshot().context.error?.message).toBe('请上传资格预审申请文件')
    actor.send({ type: 'qualify.attach', file: licence })
    actor.send({ type: 'qualify.submit', form })
    await until(actor, (s) => s.matches({ status: 'pending' }))
    expect(calls.entries).toEqual([{ projectId: 'P1', form, fileId: 'F1' }])
    actor.send({ type: 'qualify.decrypt', signData: 'SIG' })
    await until(actor, (s) => s.matches({ status: 'pending' }) && s.context.status?.decrypted === true)
    actor.send({ type: 'qualify.decrypt', signData: 'SIG' })
    expect(actor.getSnapshot().matches({ status: 'pending' })).toBe(true)
    actor.send({ type: 'qualify.refresh' })
    await until(actor, (s) => s.matches({ status: 'passed' }))
    expect(calls.decrypts).toEqual([{ projectId: 'P1', signData: 'SIG' }])
    expect(emitted).toEqual([
      { type: 'qualify.submitted', projectId: 'P1' },
      { type: 'qualify.decrypted', projectId: 'P1' },
    ])
  })

  it('shows why a supplier may not apply and offers no form', async () => {
    const actor = createActor(
      qualificationMachine.provide({ actors: { qualifyCheck: fromPromise(async () => barred) } }),
      { input: { projectId: 'P1' } },
    ).start()
    await until(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal).toBe('该项目仅限邀请供应商')
    expect(actor.getSnapshot().can({ type: 'qualify.submit', form })).toBe(false)
  })

  it('shows an applicant its rejection first and lets it apply again only when the check allowed it', async () => {
    const run = async (check: QualifyCheck) => {
      const actor = createActor(
        qualificationMachine.provide({ actors: { qualifyCheck: fromPromise(async () => check), loadStatus: fromPromise(async () => rejected) } }),
        { input: { projectId: 'P1' } },
      ).start()
      await until(actor, (s) => s.matches({ status: 'rejected' }))
      actor.send({ type: 'qualify.reapply' })
      return actor.getSnapshot()
    }
    expect((await run(mayApplyAgain)).matches('filling')).toBe(true)
    expect((await run(closed)).matches({ status: 'rejected' })).toBe(true)
  })
})
