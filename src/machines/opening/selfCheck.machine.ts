import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, setup } from 'xstate'
import type { CaJobState, CertificateResult } from '@/services/schemas/ca-helper'
import { SIGN_POLL_MS } from '@/domain/certificate'
import type { OpeningFacts } from '@/domain/self-check'
import {
  reportOf, type CertificateFacts, type ClockProbe, type Failure, type HelperProbe, type Outcome, type Outcomes, type SelfCheckReport,
} from '@/domain/self-check-report'
import { SIGN_TIMEOUT_MS } from '../ca/caBinding.machine'
import { describeError } from '../shared/describe-error'
import { notProvided } from '../shared/not-provided'
import { signPollingState } from '../ca/sign-polling'


export type Context = Outcomes & {
  /** The PIN as typed; gone once the helper has the signing job (never kept, never stored). */
  pin: string
  /** The form's own message (no PIN typed). */
  error: MessageDescriptor | null
  jobId: string | null
  /** The helper's signature over the random challenge, for the back end to verify. */
  signed: CertificateResult | null
  /** The last run's verdicts: this session's, or the one kept from before. */
  report: SelfCheckReport | null
}

/** `check.pin`: the PIN typed; `check.run`: run every check (again). */
export type Event = { type: 'check.pin'; pin: string } | { type: 'check.run' }

const pinRequired: MessageDescriptor = msg`请输入证书密码（PIN）`
const helperTimedOut: MessageDescriptor = msg`证书助手长时间无响应，请检查证书助手后重试`

/** The helper's own code of a refusal (`CaHelperError.code`), read by shape: machines import no service values. */
function helperCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || (error as { name?: unknown }).name !== 'CaHelperError') return null
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' ? code : null
}

/** The back end's kinds of failure (services' ApiError) in which it answered and refused; the rest never reached it or broke. */
const REFUSALS = new Set(['badRequest', 'unknown', 'unauthorized'])

/** Whether whoever was asked answered (and refused): the helper with a code, the back end with a refusal. */
function answered(error: unknown): boolean {
  if (helperCode(error) !== null) return true
  if (typeof error !== 'object' || error === null || (error as { name?: unknown }).name !== 'ApiError') return true
  return REFUSALS.has(String((error as { kind?: unknown }).kind))
}

const failed = (error: unknown): Outcome<never> => ({ ok: false, failure: { error: describeError(error), code: helperCode(error), answered: answered(error) } satisfies Failure })
const succeeded = <T>(value: T): Outcome<T> => ({ ok: true, value })

const NOTHING_RUN: Outcomes = { helper: null, clock: null, signature: null, certificate: null, openings: null }

export const selfCheckMachine = setup({
  types: { context: {} as Context, events: {} as Event, tags: {} as 'loading' | 'busy' | 'step.helper' | 'step.clock' | 'step.signing' | 'step.certificate' | 'step.openings' },
  actors: {
    loadLast: notProvided<SelfCheckReport | null>('loadLast'),
    probeHelper: notProvided<HelperProbe>('probeHelper'),
    readClock: notProvided<ClockProbe>('readClock'),
    startSign: notProvided<string, { pin: string }>('startSign'),
    signResult: notProvided<CaJobState, { id: string }>('signResult'),
    verifyCertificate: notProvided<CertificateFacts, CertificateResult>('verifyCertificate'),
    loadOpenings: notProvided<OpeningFacts[]>('loadOpenings'),
    saveReport: notProvided<SelfCheckReport, SelfCheckReport>('saveReport'),
  },
  delays: { poll: SIGN_POLL_MS, signTimeout: SIGN_TIMEOUT_MS },
  guards: {
    hasPin: ({ context }) => context.pin.trim() !== '',
    helperAnswered: ({ context }) => context.helper?.ok === true,
    isSigned: (_, params: { job: CaJobState }) => params.job.status === 'done',
  },
  actions: {
    changePin: assign(({ event }) => {
      assertEvent(event, 'check.pin')
      return { pin: event.pin, error: null }
    }),
    askForPin: assign({ error: pinRequired }),
    startRun: assign({ ...NOTHING_RUN, error: null, jobId: null, signed: null }),
    forgetPin: assign({ pin: '' }),
    storeLast: assign((_, params: { report: SelfCheckReport | null }) => ({ report: params.report })),
    storeHelper: assign((_, params: { probe: HelperProbe }) => ({ helper: succeeded(params.probe) })),
    helperFailed: assign((_, params: { error: unknown }) => ({ helper: failed(params.error) })),
    storeClock: assign((_, params: { probe: ClockProbe }) => ({ clock: succeeded(params.probe) })),
    clockFailed: assign((_, params: { error: unknown }) => ({ clock: failed(params.error) })),
    storeJob: assign((_, params: { id: string }) => ({ jobId: params.id })),
    storeSigned: assign((_, params: { job: CaJobState }) =>
      params.job.status === 'done' ? { signed: params.job.result, signature: succeeded({ serial: params.job.result.username }) } : {},
    ),
    signFailed: assign((_, params: { error: unknown }) => ({ signature: failed(params.error) })),
    signTimedOut: assign({ signature: { ok: false, failure: { error: helperTimedOut, code: null } } as Outcome<never> }),
    storeCertificate: assign((_, params: { facts: CertificateFacts }) => ({ certificate: succeeded(params.facts) })),
    certificateFailed: assign((_, params: { error: unknown }) => ({ certificate: failed(params.error) })),
    storeOpenings: assign((_, params: { openings: OpeningFacts[] }) => ({ openings: succeeded(params.openings) })),
    openingsFailed: assign((_, params: { error: unknown }) => ({ openings: failed(params.error) })),
    summarise: assign(({ context }) => ({ report: reportOf(context), signed: null })),
    storeSaved: assign((_, params: { report: SelfCheckReport }) => ({ report: params.report })),
  },
}).createMachine({
  id: 'selfCheck',
  context: { ...NOTHING_RUN, pin: '', error: null, jobId: null, signed: null, report: null },
  initial: 'loading',
  states: {
    // The last result kept for this supplier, shown until the checks run again.
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadLast',
        src: 'loadLast',
        onDone: { target: 'ready', actions: { type: 'storeLast', params: ({ event }) => ({ report: event.output }) } },
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'check.pin': { actions: 'changePin' },
        'check.run': [{ guard: 'hasPin', target: 'running' }, { actions: 'askForPin' }],
      },
    },
    // One check after another, each recording its outcome whatever it is, so one failure never hides the next.
    running: {
      tags: 'busy',
      entry: 'startRun',
      exit: 'forgetPin',
      initial: 'helper',
      onDone: { target: 'saving', actions: 'summarise' },
      states: {
        helper: {
          tags: 'step.helper',
          invoke: {
            id: 'probeHelper',
            src: 'probeHelper',
            onDone: { target: 'clock', actions: { type: 'storeHelper', params: ({ event }) => ({ probe: event.output }) } },
            onError: { target: 'clock', actions: { type: 'helperFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        clock: {
          tags: 'step.clock',
          invoke: {
            id: 'readClock',
            src: 'readClock',
            onDone: { target: 'afterClock', actions: { type: 'storeClock', params: ({ event }) => ({ probe: event.output }) } },
            onError: { target: 'afterClock', actions: { type: 'clockFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // Without a helper there is nothing to sign with: the certificate and the PIN stay untested.
        afterClock: { always: [{ guard: 'helperAnswered', target: 'starting' }, { target: 'openings' }] },
        starting: {
          tags: 'step.signing',
          invoke: {
            id: 'startSign',
            src: 'startSign',
            input: ({ context }) => ({ pin: context.pin }),
            onDone: { target: 'signing', actions: [{ type: 'storeJob', params: ({ event }) => ({ id: event.output }) }, 'forgetPin'] },
            onError: { target: 'openings', actions: [{ type: 'signFailed', params: ({ event }) => ({ error: event.error }) }, 'forgetPin'] },
          },
        },
        signing: {
          tags: 'step.signing',
          ...signPollingState({
            signed: { target: '#selfCheck.running.verifying', action: 'storeSigned' },
            failed: { target: '#selfCheck.running.openings', action: 'signFailed' },
            timedOut: { target: 'openings', action: 'signTimedOut' },
          }),
        },
        // The back end verifies the test signature (and so the certificate) without touching any bid.
        verifying: {
          tags: 'step.certificate',
          invoke: {
            id: 'verifyCertificate',
            src: 'verifyCertificate',
            input: ({ context }) => context.signed!,
            onDone: { target: 'openings', actions: { type: 'storeCertificate', params: ({ event }) => ({ facts: event.output }) } },
            onError: { target: 'openings', actions: { type: 'certificateFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        openings: {
          tags: 'step.openings',
          invoke: {
            id: 'loadOpenings',
            src: 'loadOpenings',
            onDone: { target: 'done', actions: { type: 'storeOpenings', params: ({ event }) => ({ openings: event.output }) } },
            onError: { target: 'done', actions: { type: 'openingsFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        done: { type: 'final' },
      },
    },
    // The result is kept (stamped with its time) before the form is offered again; one that cannot be kept is still shown.
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveReport',
        src: 'saveReport',
        input: ({ context }) => context.report!,
        onDone: { target: 'ready', actions: { type: 'storeSaved', params: ({ event }) => ({ report: event.output }) } },
        onError: 'ready',
      },
    },
  },
})
