import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { notProvided, notProvidedSource } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** A package of the project the supplier may sign up for. */
export type EntryPackage = { id: string; name: string }

export type Input = {
  projectId: string
  packages: readonly EntryPackage[]
  /** The supplier already signed up: the screen opens on what still blocks bidding. */
  enrolled?: boolean
}

export type SubmitEntryInput = { projectId: string; packageIds: string[] }
export type LoadBlockersInput = { projectId: string }

/** What may still keep a supplier from bidding on a package (DOMAIN: "show it per tender"). */
export type Blocker = 'feeUnpaid' | 'documentsNotDownloaded' | 'bidNotUploaded' | 'notCheckedIn'

/**
 * A signed-up package's blockers as the back end reports them (an empty list: nothing blocks it);
 * `entryId` names the sign-up when the binding knows it (to pay its fee).
 */
export type PackageStatus = { packageId: string; packageName: string; blockers: Blocker[]; entryId?: string }

export const chooseAPackage = msg`请至少选择一个标包`

export type Context = ErrorContext & {
  projectId: string
  packages: readonly EntryPackage[]
  /** Chosen package ids, in the order the packages are listed. */
  chosen: string[]
  /** The supplier has signed up for this project (before this visit, or just now). */
  enrolled: boolean
  statuses: PackageStatus[] | null
}

/**
 * `entry.toggle`: (un)choose a package; `entry.confirm`: go on to the agreement, which is
 * `entry.accept`ed or `entry.decline`d; `entry.dismiss`: close the 报名成功 dialog;
 * `entry.refresh`: the supplier asks again; `entry.changed`: something that may lift a blocker
 * happened elsewhere (a fee paid, a bid uploaded), sent by `changes`.
 */
export type Event =
  | { type: 'entry.toggle'; packageId: string }
  | { type: 'entry.confirm' }
  | { type: 'entry.accept' }
  | { type: 'entry.decline' }
  | { type: 'entry.dismiss' }
  | { type: 'entry.refresh' }
  | { type: 'entry.changed' }

/** Heard by lists of the supplier's projects, which now include this one. */
export type Emitted = { type: 'entry.signedUp'; projectId: string; packageIds: string[] }

/**
 * Tags for screens: `choosing` (the packages are being chosen, agreed to or sent), `agreement` (the
 * agreement dialog), `submitting`, `succeeded` (the 报名成功 dialog), `loading` (the blockers).
 */
export const entryMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    submitEntry: notProvided<void, SubmitEntryInput>('submitEntry'),
    loadBlockers: notProvided<PackageStatus[], LoadBlockersInput>('loadBlockers'),
    /** Sends `entry.changed` whenever something that may lift a blocker happens elsewhere. */
    changes: notProvidedSource<Event>('changes'),
  },
  guards: {
    isEnrolled: ({ context }) => context.enrolled,
    isOffered: ({ context, event }) => {
      assertEvent(event, 'entry.toggle')
      return context.packages.some((pack) => pack.id === event.packageId)
    },
    hasChoice: ({ context }) => context.chosen.length > 0,
  },
  actions: {
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'entry.toggle')
      const chosen = new Set(context.chosen)
      if (!chosen.delete(event.packageId)) chosen.add(event.packageId)
      return { chosen: context.packages.filter((pack) => chosen.has(pack.id)).map((pack) => pack.id), error: null }
    }),
    requireChoice: assign({ error: chooseAPackage }),
    markEnrolled: assign({ enrolled: true }),
    clearError: assign(noError),
    recordError: assign(errorFrom),
    storeStatuses: assign((_, params: { statuses: PackageStatus[] }) => ({ statuses: params.statuses })),
    announceSignedUp: emit(({ context }): Emitted => ({ type: 'entry.signedUp', projectId: context.projectId, packageIds: context.chosen })),
  },
}).createMachine({
  id: 'entry',
  context: ({ input }) => ({ projectId: input.projectId, packages: input.packages, chosen: [], enrolled: input.enrolled ?? false, statuses: null, error: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isEnrolled', target: 'status' }, { target: 'choosing' }],
    },
    choosing: {
      tags: 'choosing',
      on: {
        'entry.toggle': { guard: 'isOffered', actions: 'toggle' },
        'entry.confirm': [{ guard: 'hasChoice', target: 'agreement', actions: 'clearError' }, { actions: 'requireChoice' }],
      },
    },
    // The agreement dialog: nothing is sent before the supplier accepts it.
    agreement: { tags: ['choosing', 'agreement'], on: { 'entry.accept': 'submitting', 'entry.decline': 'choosing' } },
    submitting: {
      tags: ['choosing', 'submitting'],
      invoke: {
        id: 'submitEntry',
        src: 'submitEntry',
        input: ({ context }) => ({ projectId: context.projectId, packageIds: context.chosen }),
        onDone: { target: 'succeeded', actions: ['markEnrolled', 'announceSignedUp'] },
        // A refusal keeps the choice on screen with the server's reason.
        onError: { target: 'choosing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The 报名成功 dialog.
    succeeded: { tags: 'succeeded', on: { 'entry.dismiss': 'status' } },
    status: {
      invoke: { id: 'changes', src: 'changes' },
      initial: 'loading',
      on: {
        'entry.refresh': { target: '.loading', reenter: true },
        'entry.changed': { target: '.loading', reenter: true },
      },
      states: {
        loading: {
          tags: 'loading',
          entry: 'clearError',
          invoke: {
            id: 'loadBlockers',
            src: 'loadBlockers',
            input: ({ context }) => ({ projectId: context.projectId }),
            onDone: { target: 'ready', actions: { type: 'storeStatuses', params: ({ event }) => ({ statuses: event.output }) } },
            onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        failed: {},
      },
    },
  },
})
