import { describe, expect, it } from 'vitest'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import type { CaJobState, CertificateResult } from '@/services/schemas/ca-helper'
import type { OpeningFacts } from '@/domain/self-check'
import type { CertificateFacts, SelfCheckReport } from '@/domain/self-check-report'
import { selfCheckMachine } from './selfCheck.machine'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 11, 2, 1)
const certificate: CertificateResult = { certificate: 'Q0VSVA==', username: 'SN1', subjectDn: 'CN=恒信', srcData: 'c1', signData: 'c2ln', certdata: 'Q0VSVA==' }
const signed: CaJobState = { status: 'done', result: certificate }
const pending: CaJobState = { status: 'pending' }
const facts: CertificateFacts = { serial: 'SN1', companyName: '恒信', validTo: NOW + 200 * DAY, remainingDays: 200, bound: true }
const opening: OpeningFacts = {
  projectId: 'P1', projectName: '道路工程', projectCode: 'ZB-1', openTime: NOW + DAY, decryptEndTime: NOW + DAY + 3_600_000, checkInStartTime: NOW + DAY - 1_800_000,
  checkIn: 'notYet', packages: [{ packageId: 'K1', packageName: '一标段', feePaid: true, documentsDownloaded: true, bidUploaded: true, fileName: 'bid.zip', sha256: null }],
}
const helperError = (code: number | null, message: string) => Object.assign(new Error(message), { name: 'CaHelperError', code, userMessage: { id: message, message } })
const stored = { at: NOW - DAY, overall: 'fail' } as SelfCheckReport

describe('selfCheck machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: selfCheckMachine,
      inputs: [undefined],
      events: [
        done('loadLast', stored),
        failed('loadLast', new Error('storage')),
        { type: 'check.pin', pin: '' },
        { type: 'check.pin', pin: '123456' },
        { type: 'check.run' },
        done('probeHelper', { version: '3.2.1', roundTripMs: 12 }),
        failed('probeHelper', helperError(null, '未检测到证书助手，请确认已安装并启动')),
        done('readClock', { skewMs: 40, roundTripMs: 80 }),
        failed('readClock', new Error('offline')),
        done('startSign', 'job-1'),
        failed('startSign', helperError(1000, '推送数据失败')),
        done('signResult', pending),
        done('signResult', signed),
        failed('signResult', helperError(11, 'CA密码输入错误')),
        done('verifyCertificate', facts),
        failed('verifyCertificate', Object.assign(new Error('证书已过期，请更新证书'), { name: 'ApiError', kind: 'badRequest' })),
        failed('verifyCertificate', Object.assign(new Error('offline'), { name: 'ApiError', kind: 'network' })),
        done('loadOpenings', [opening]),
        failed('loadOpenings', new Error('offline')),
        done('saveReport', stored),
        failed('saveReport', new Error('quota')),
      ],
      simplePaths: false,
      // Guards read whether a PIN is typed and whether the helper answered.
      context: (c) => ({ pin: c.pin !== '', helper: c.helper?.ok ?? null }),
      initial: () => 'loading',
      // Runs only with a PIN; every check records its outcome and hands on to the next; without the
      // helper no signing is tried; the helper is asked once a second until it has signed or time runs out.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'xstate.done.actor.loadLast':
          case 'xstate.error.actor.loadLast':
          case 'xstate.done.actor.saveReport':
          case 'xstate.error.actor.saveReport':
            return 'ready'
          case 'check.pin':
            return 'unchanged'
          case 'check.run':
            return from.matches('ready') && from.context.pin !== '' ? { running: 'helper' } as const : 'unchanged'
          case 'xstate.done.actor.probeHelper':
          case 'xstate.error.actor.probeHelper':
            return { running: 'clock' } as const
          case 'xstate.done.actor.readClock':
          case 'xstate.error.actor.readClock':
            return from.context.helper?.ok ? { running: 'starting' } as const : { running: 'openings' } as const
          case 'xstate.done.actor.startSign':
            return { running: { signing: 'waiting' } } as const
          case 'xstate.after.poll.selfCheck.running.signing.waiting':
            return { running: { signing: 'asking' } } as const
          case 'xstate.done.actor.signResult':
            return (event.output as CaJobState).status === 'done' ? { running: 'verifying' } as const : { running: { signing: 'waiting' } } as const
          case 'xstate.after.signTimeout.selfCheck.running.signing':
          case 'xstate.error.actor.startSign':
          case 'xstate.error.actor.signResult':
          case 'xstate.done.actor.verifyCertificate':
          case 'xstate.error.actor.verifyCertificate':
            return { running: 'openings' } as const
          case 'xstate.done.actor.loadOpenings':
          case 'xstate.error.actor.loadOpenings':
            return 'saving'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        if (event.type === 'check.pin' && from.matches('ready')) expect(to.context.pin).toBe(event.pin)
        if (event.type === 'check.run' && from.matches('ready') && from.context.pin === '') expect(to.context.error?.message).toBe('请输入证书密码（PIN）')
        // The PIN leaves the flow as soon as the helper has the job, and in any case with the run.
        if (event.type === 'xstate.done.actor.startSign' || event.type === 'xstate.error.actor.startSign') expect(to.context.pin).toBe('')
        if (to.matches('saving')) {
          expect(to.context.pin).toBe('')
          expect(to.context.report?.overall).toMatch(/pass|warn|fail/)
        }
        if (event.type === 'xstate.error.actor.signResult') expect(to.context.signature?.ok).toBe(false)
        if (event.type === 'xstate.after.signTimeout.selfCheck.running.signing') expect(to.context.signature).toMatchObject({ ok: false, failure: { code: null } })
        if (event.type === 'xstate.done.actor.loadLast') expect(to.context.report).toBe(stored)
        // A refusal is the server's answer; a network failure is no answer at all.
        if (event.type === 'xstate.error.actor.verifyCertificate') {
          const kind = (event.error as { kind: string }).kind
          expect(to.context.certificate).toMatchObject({ ok: false, failure: { answered: kind === 'badRequest' } })
        }
      },
    })
  })
})
