import type { CaJobState } from '@/services/schemas/ca-helper'

/** Where waiting on the helper ends: the state to go to and the machine's own action (named in its `setup`). */
type Exit<A extends string> = { target: string; action: A }

type JobDone = { event: { output: CaJobState } }

/**
 * The state that waits on the helper's signing job (decision 024): the helper works on its own, so
 * the portal asks (`signResult`) once a `poll` until it has signed, the asking fails, or
 * `signTimeout` passes. The machine names the `signResult` actor, the `isSigned` guard and both
 * delays in its `setup`, and keeps the job's id as `jobId`; the three exits are its own.
 */
export function signPollingState<const S extends string, const F extends string, const T extends string>(exits: { signed: Exit<S>; failed: Exit<F>; timedOut: Exit<T> }) {
  return {
    initial: 'waiting' as const,
    after: { signTimeout: { target: exits.timedOut.target, actions: exits.timedOut.action } },
    states: {
      waiting: { after: { poll: 'asking' as const } },
      asking: {
        invoke: {
          id: 'signResult' as const,
          src: 'signResult' as const,
          input: ({ context }: { context: { jobId: string | null } }) => ({ id: context.jobId ?? '' }),
          onDone: [
            {
              guard: { type: 'isSigned' as const, params: ({ event }: JobDone) => ({ job: event.output }) },
              target: exits.signed.target,
              actions: { type: exits.signed.action, params: ({ event }: JobDone) => ({ job: event.output }) },
            },
            { target: 'waiting' as const },
          ],
          onError: { target: exits.failed.target, actions: { type: exits.failed.action, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
        },
      },
    },
  }
}
