import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import type { CaCheck } from '@/services/schemas/bid-ca'
import type { BoundCa } from '@/services/schemas/bid-crm'
import type { CaJobState, CertificateResult } from '@/services/schemas/ca-helper'
import { CERTIFICATE_WARNING_DAYS, SIGN_POLL_MS } from '@/domain/certificate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { signPollingState } from './sign-polling'

export { SIGN_POLL_MS }
/** How long the helper may work before the portal gives up (decision 024). */
export const SIGN_TIMEOUT_MS = 60_000

export type Context = ErrorContext & {
  pin: string
  jobId: string | null
  certificate: CertificateResult | null
  check: CaCheck | null
  bound: BoundCa | null
}

/**
 * `ca.pin`: the PIN typed; `ca.submit`: read the certificate and bind it; `ca.continue`: bind a
 * certificate near expiry all the same; `ca.cancel`: do not.
 */
export type Event = { type: 'ca.pin'; pin: string } | { type: 'ca.submit' } | { type: 'ca.continue' } | { type: 'ca.cancel' }

/** Heard by the list of bound certificates. */
export type Emitted = { type: 'ca.bound'; serial: string }

const pinRequired: MessageDescriptor = msg`请输入证书密码`
const helperTimedOut: MessageDescriptor = msg`证书助手长时间无响应，请检查证书助手后重试`

export const caBindingMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    startSign: notProvided<string, { pin: string }>('startSign'),
    signResult: notProvided<CaJobState, { id: string }>('signResult'),
    checkCa: notProvided<CaCheck, CertificateResult>('checkCa'),
    bindCa: notProvided<BoundCa, CertificateResult>('bindCa'),
  },
  delays: { poll: SIGN_POLL_MS, signTimeout: SIGN_TIMEOUT_MS },
  guards: {
    hasPin: ({ context }) => context.pin.trim() !== '',
    isSigned: (_, params: { job: CaJobState }) => params.job.status === 'done',
    nearExpiry: (_, params: { check: CaCheck }) => params.check.remainingDays <= CERTIFICATE_WARNING_DAYS,
  },
  actions: {
    changePin: assign(({ event }) => {
      assertEvent(event, 'ca.pin')
      return { pin: event.pin, error: null }
    }),
    askForPin: assign({ error: pinRequired }),
    storeJob: assign((_, params: { id: string }) => ({ jobId: params.id })),
    storeCertificate: assign((_, params: { job: CaJobState }) => ({ certificate: params.job.status === 'done' ? params.job.result : null })),
    storeCheck: assign((_, params: { check: CaCheck }) => ({ check: params.check })),
    storeBound: assign((_, params: { bound: BoundCa }) => ({ bound: params.bound })),
    forgetAttempt: assign({ jobId: null, certificate: null, check: null }),
    recordTimeout: assign({ error: helperTimedOut }),
    clearError: assign(noError),
    recordError: assign(errorFrom),
    announceBound: emit((_, params: { bound: BoundCa }): Emitted => ({ type: 'ca.bound', serial: params.bound.serial })),
  },
}).createMachine({
  id: 'caBinding',
  context: { pin: '', jobId: null, certificate: null, check: null, bound: null, error: null },
  initial: 'ready',
  states: {
    // The PIN form; every failure comes back here with its message and the PIN as typed.
    ready: {
      on: {
        'ca.pin': { actions: 'changePin' },
        'ca.submit': [{ guard: 'hasPin', target: 'starting' }, { actions: 'askForPin' }],
      },
    },
    starting: {
      tags: 'busy',
      entry: ['clearError', 'forgetAttempt'],
      invoke: {
        id: 'startSign',
        src: 'startSign',
        input: ({ context }) => ({ pin: context.pin }),
        onDone: { target: 'signing', actions: { type: 'storeJob', params: ({ event }) => ({ id: event.output }) } },
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The helper works on its own; the portal asks once a second until it answers or time runs out.
    signing: {
      ...signPollingState({
        signed: { target: '#caBinding.checking', action: 'storeCertificate' },
        failed: { target: '#caBinding.ready', action: 'recordError' },
        timedOut: { target: 'ready', action: 'recordTimeout' },
      }),
      tags: ['busy', 'signing'],
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkCa',
        src: 'checkCa',
        input: ({ context }) => context.certificate!,
        onDone: [
          {
            guard: { type: 'nearExpiry', params: ({ event }) => ({ check: event.output }) },
            target: 'expiring',
            actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) },
          },
          { target: 'binding', actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) } },
        ],
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // 001 §5: 证书有效期不足30天 — the supplier decides whether to bind it anyway.
    expiring: {
      tags: 'expiring',
      on: {
        'ca.continue': 'binding',
        'ca.cancel': { target: 'ready', actions: 'forgetAttempt' },
      },
    },
    binding: {
      tags: 'busy',
      invoke: {
        id: 'bindCa',
        src: 'bindCa',
        input: ({ context }) => context.certificate!,
        onDone: {
          target: 'bound',
          actions: [
            { type: 'storeBound', params: ({ event }) => ({ bound: event.output }) },
            { type: 'announceBound', params: ({ event }) => ({ bound: event.output }) },
          ],
        },
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    bound: { type: 'final', tags: 'bound' },
  },
})
