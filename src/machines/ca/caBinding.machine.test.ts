import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { createManualClock } from '../../../tests/support/manual-clock'
import { settle } from '../../../tests/support/settle'
import type { CaCheck } from '@/services/schemas/bid-ca'
import type { BoundCa } from '@/services/schemas/bid-crm'
import type { CaJobState, CertificateResult } from '@/services/schemas/ca-helper'
import { caBindingMachine, SIGN_POLL_MS, SIGN_TIMEOUT_MS, type Emitted } from './caBinding.machine'

const certificate: CertificateResult = { certificate: 'Q0VSVA==', username: 'SN1', subjectDn: 'CN=恒信', srcData: 'c1', signData: 'c2ln', certdata: 'Q0VSVA==' }
const signed: CaJobState = { status: 'done', result: certificate }
const pending: CaJobState = { status: 'pending' }
const check = (remainingDays: number): CaCheck => ({ serial: 'SN1', subjectDn: 'CN=恒信', companyName: '恒信', validFrom: '2025-01-01 00:00:00', validTo: '2026-01-01 00:00:00', remainingDays })
const bound: BoundCa = { id: '1', supplierId: 'S1', serial: 'SN1', subjectDn: 'CN=恒信', companyName: '恒信', validFrom: '2025-01-01 00:00:00', validTo: '2026-01-01 00:00:00', bindTime: '2025-06-02 09:00:00' }
const helperError = (message: string) => Object.assign(new Error(message), { userMessage: { id: message, message } })

describe('caBinding machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: caBindingMachine,
      inputs: [undefined],
      events: [
        { type: 'ca.pin', pin: '' },
        { type: 'ca.pin', pin: '123456' },
        { type: 'ca.submit' },
        done('startSign', 'job-1'),
        failed('startSign', helperError('推送数据失败,请重新安装应用')),
        done('signResult', pending),
        done('signResult', signed),
        failed('signResult', helperError('CA密码输入错误')),
        done('checkCa', check(200)),
        done('checkCa', check(30)),
        failed('checkCa', helperError('该证书不属于本单位')),
        { type: 'ca.continue' },
        { type: 'ca.cancel' },
        done('bindCa', bound),
        failed('bindCa', helperError('该证书已绑定')),
      ],
      simplePaths: false,
      context: (c) => ({ pin: c.pin, error: c.error?.message ?? null, signed: c.certificate !== null, check: c.check?.remainingDays ?? null }),
      initial: () => 'ready',
      // The PIN is needed to start; the helper is asked every second until it has signed, then the
      // back end checks; 30 days or less asks first; every failure returns to the form with its message.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'ca.pin':
            return 'unchanged'
          case 'ca.submit':
            return from.matches('ready') && from.context.pin !== '' ? 'starting' : 'unchanged'
          case 'xstate.done.actor.startSign':
            return { signing: 'waiting' } as const
          case 'xstate.after.poll.caBinding.signing.waiting':
            return { signing: 'asking' } as const
          case 'xstate.after.signTimeout.caBinding.signing':
            return 'ready'
          case 'xstate.done.actor.signResult':
            return (event.output as CaJobState).status === 'done' ? 'checking' : { signing: 'waiting' } as const
          case 'xstate.done.actor.checkCa':
            return (event.output as CaCheck).remainingDays <= 30 ? 'expiring' : 'binding'
          case 'ca.continue':
            return from.matches('expiring') ? 'binding' : 'unchanged'
          case 'ca.cancel':
            return from.matches('expiring') ? 'ready' : 'unchanged'
          case 'xstate.done.actor.bindCa':
            return 'bound'
          default:
            if (event.type.startsWith('xstate.error.actor.')) return 'ready'
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, { busy: ['starting', 'signing', 'checking', 'binding'], signing: 'signing', expiring: 'expiring', bound: 'bound' })
        if (event.type === 'ca.pin' && from.matches('ready')) expect(to.context.pin).toBe(event.pin)
        if (event.type === 'ca.submit' && from.matches('ready') && from.context.pin === '') expect(to.context.error?.message).toBe('请输入证书密码')
        if (event.type.startsWith('xstate.error.actor.')) {
          expect(to.context.error).not.toBeNull()
          expect(to.context.pin).toBe(from.context.pin)
        }
        if (event.type === 'xstate.after.signTimeout.caBinding.signing') expect(to.context.error?.message).toBe('证书助手长时间无响应，请检查证书助手后重试')
      },
      invariant: {
        checking: (s) => expect(s.context.certificate).toEqual(certificate),
        expiring: (s) => expect(s.context.check?.remainingDays).toBeLessThanOrEqual(30),
        binding: (s) => expect(s.context.check).not.toBeNull(),
        bound: (s) => expect(s.context.bound).toEqual(bound),
      },
    })
  })
})

describe('caBinding machine behaviour', () => {
  function start(jobs: CaJobState[], remainingDays = 200) {
    const clock = createManualClock(0)
    const calls = { starts: [] as string[], polls: 0, checked: [] as CertificateResult[], bound: [] as CertificateResult[] }
    const actor = createActor(
      caBindingMachine.provide({
        actors: {
          startSign: fromPromise(async ({ input }: { input: { pin: string } }) => {
            calls.starts.push(input.pin)
            return 'job-1'
          }),
          signResult: fromPromise(async () => jobs[Math.min(calls.polls++, jobs.length - 1)]!),
          checkCa: fromPromise(async ({ input }: { input: CertificateResult }) => {
            calls.checked.push(input)
            return check(remainingDays)
          }),
          bindCa: fromPromise(async ({ input }: { input: CertificateResult }) => {
            calls.bound.push(input)
            return bound
          }),
        },
      }),
      { clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never } },
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    return { actor, clock, calls, emitted }
  }

  it('polls the helper every second until it has signed, then checks and binds that certificate', async () => {
    const { actor, clock, calls, emitted } = start([pending, pending, signed])
    actor.send({ type: 'ca.pin', pin: '123456' })
    actor.send({ type: 'ca.submit' })
    await settle()
    expect(calls.starts).toEqual(['123456'])
    expect(calls.polls).toBe(0)
    for (const expected of [1, 2]) {
      clock.advance(SIGN_POLL_MS)
      await settle()
      expect(calls.polls).toBe(expected)
      expect(actor.getSnapshot().matches('signing')).toBe(true)
    }
    clock.advance(SIGN_POLL_MS)
    await settle()
    await settle()
    expect(calls.checked).toEqual([certificate])
    expect(calls.bound).toEqual([certificate])
    expect(actor.getSnapshot().value).toBe('bound')
    expect(emitted).toEqual([{ type: 'ca.bound', serial: 'SN1' }])
  })

  it('gives up when the helper never finishes, keeping the PIN', async () => {
    const { actor, clock, calls } = start([pending])
    actor.send({ type: 'ca.pin', pin: '123456' })
    actor.send({ type: 'ca.submit' })
    await settle()
    for (let elapsed = 0; elapsed < SIGN_TIMEOUT_MS; elapsed += SIGN_POLL_MS) {
      clock.advance(SIGN_POLL_MS)
      await settle()
    }
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.pin).toBe('123456')
    expect(calls.polls).toBeGreaterThanOrEqual(SIGN_TIMEOUT_MS / SIGN_POLL_MS - 1)
  })

  it('asks before binding a certificate with 30 days or less left', async () => {
    const { actor, clock, calls } = start([signed], 30)
    actor.send({ type: 'ca.pin', pin: '123456' })
    actor.send({ type: 'ca.submit' })
    await settle()
    clock.advance(SIGN_POLL_MS)
    await settle()
    await settle()
    expect(actor.getSnapshot().value).toBe('expiring')
    expect(calls.bound).toEqual([])
    actor.send({ type: 'ca.continue' })
    await settle()
    expect(actor.getSnapshot().value).toBe('bound')
  })
})
