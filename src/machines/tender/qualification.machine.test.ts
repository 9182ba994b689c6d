import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import {
  qualificationMachine,
  type DecryptInput,
  type Emitted,
  type Input,
  type ProjectKey,
  type QualifyCheck,
  type QualifyEntryInput,
  type QualifyStatus,
} from './qualification.machine'

const licence = { fileId: 'F1', name: '营业执照.pdf' }
const form = { linkman: '张三', phone: '13800000000' }
const allowed: QualifyCheck = { allowed: true, reason: null }
const barred: QualifyCheck = { allowed: false, reason: '该项目仅限邀请供应商' }
const pending: QualifyStatus = { status: 'pending', reason: null }
const passed: QualifyStatus = { status: 'passed', reason: null }
const rejected: QualifyStatus = { status: 'rejected', reason: '资质证书过期' }
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
        failed('qualifyCheck', new Error('offline')),
        { type: 'qualify.retry' },
        { type: 'qualify.attach', file: licence },
        { type: 'qualify.submit', form },
        done('qualifyEntry', undefined),
        failed('qualifyEntry', refusedByServer),
        done('loadStatus', pending),
        done('loadStatus', passed),
        done('loadStatus', rejected),
        failed('loadStatus', new Error('offline')),
        { type: 'qualify.refresh' },
        { type: 'qualify.reapply' },
        { type: 'qualify.decrypt', signData: 'SIG' },
        done('decrypt', undefined),
        failed('decrypt', new Error('CA')),
      ],
      context: (c) => ({ file: c.file?.fileId ?? null, status: c.status?.status ?? null, decrypted: c.decrypted, refusal: c.refusal, error: c.error?.id ?? null }),
      initial: () => 'checking',
      // 001 §4: qualifyCheck first; only an allowed supplier fills in and submits qualifyEntry
      // (with its file); then the status is read; encrypted applications are decrypted once.
      target: ({ from, event, input }) => {
        const settled = settledStates.some((state) => from.matches({ status: state }))
        switch (event.type) {
          case 'xstate.done.actor.qualifyCheck':
            return (event.output as QualifyCheck).allowed ? 'filling' : 'refused'
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
            return from.matches({ status: 'rejected' }) ? 'filling' : 'unchanged'
          case 'qualify.decrypt':
            return from.matches({ status: 'pending' }) && input.needsDecryption && !from.context.decrypted ? 'status.decrypting' : 'unchanged'
          case 'xstate.done.actor.decrypt':
            return 'status.loading'
          case 'xstate.error.actor.decrypt':
            return 'status.pending'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        if (event.type === 'qualify.submit' && from.matches('filling') && from.context.file === null) expect(to.context.error?.message).toBe('请上传资格文件')
        if (event.type === 'xstate.error.actor.qualifyEntry') expect(to.context).toMatchObject({ file: from.context.file, form, error: refusedByServer.userMessage })
        if (event.type === 'xstate.done.actor.qualifyCheck' && !(event.output as QualifyCheck).allowed) expect(to.context.refusal).toBe(barred.reason)
      },
      invariant: {
        submitting: (s) => expect(s.context.file).not.toBeNull(),
        'status.rejected': (s) => expect(s.context.status?.reason).toBe('资质证书过期'),
        'status.decrypting': (s) => expect(s.context.needsDecryption).toBe(true),
        checkFailed: (s) => expect(s.context.error).not.toBeNull(),
        'status.failed': (s) => expect(s.context.error).not.toBeNull(),
      },
    })
  })
})

describe('qualification machine behaviour', () => {
  it('checks, submits with the uploaded file, then decrypts a pending encrypted application once', async () => {
    const calls = { entries: [] as QualifyEntryInput[], decrypts: [] as DecryptInput[], statuses: 0 }
    const answers = [pending, passed]
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
    await waitFor(actor, (s) => s.matches('filling'))
    actor.send({ type: 'qualify.submit', form })
    expect(actor.getSnapshot().context.error?.message).toBe('请上传资格文件')
    actor.send({ type: 'qualify.attach', file: licence })
    actor.send({ type: 'qualify.submit', form })
    await waitFor(actor, (s) => s.matches({ status: 'pending' }))
    expect(calls.entries).toEqual([{ projectId: 'P1', form, fileId: 'F1' }])
    actor.send({ type: 'qualify.decrypt', signData: 'SIG' })
    await waitFor(actor, (s) => s.matches({ status: 'passed' }))
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
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal).toBe('该项目仅限邀请供应商')
    expect(actor.getSnapshot().can({ type: 'qualify.submit', form })).toBe(false)
  })
})
