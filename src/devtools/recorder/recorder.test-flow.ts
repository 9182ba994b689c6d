import { assign, fromPromise, setup, type AnyActorRef } from 'xstate'

/** A small sign-in for the recorder's and replayer's tests: the password goes to a "server" that knows one account. */
export const signInMachine = setup({
  types: {
    context: {} as { tenantId: string; user: string | null; tries: number },
    events: {} as { type: 'submit'; username: string; password: string } | { type: 'reset' },
    input: {} as { tenantId: string },
  },
  actors: { check: fromPromise<string, { username: string; password: string }>(async () => '') },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ tenantId: input.tenantId, user: null, tries: 0 }),
  initial: 'idle',
  states: {
    idle: { on: { submit: 'checking' } },
    checking: {
      invoke: {
        src: 'check',
        input: ({ event }) => event as { username: string; password: string },
        onDone: { target: 'in', actions: assign(({ event }) => ({ user: event.output })) },
        onError: { target: 'idle', actions: assign(({ context }) => ({ tries: context.tries + 1 })) },
      },
    },
    in: { on: { reset: 'idle' } },
  },
})

export const serverLogic = () =>
  signInMachine.provide({
    actors: {
      check: fromPromise(async ({ input }) => {
        await new Promise((r) => setTimeout(r, 5))
        if (input.username === 'supplier' && input.password === 'Passw0rd!') return input.username
        throw new Error('wrong password')
      }),
    },
  })

/** A flow that runs another inside it, as an edited list runs its editor: the page sends to the child. */
export const withEditorLogic = () =>
  setup({ actors: { editor: serverLogic() } }).createMachine({
    id: 'withEditor',
    invoke: { id: 'editor', src: 'editor', input: { tenantId: '000000' } },
    initial: 'listing',
    states: { listing: {} },
  })

const FLOWS = ['signIn', 'withEditor']
export const flowKeyOf = (actor: AnyActorRef) => {
  const id = (actor as { logic?: { id?: string } }).logic?.id
  return id && FLOWS.includes(id) ? id : null
}

