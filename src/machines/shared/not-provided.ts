import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate'

/**
 * A machine's service slot: the machine names the service and its types, the composition root
 * (src/app/actors) supplies the implementation. Starting a machine without it fails loudly.
 */
export function notProvided<TOutput = void, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`)
  })
}

/** The same for a long-running source of events (a ticker, another actor's announcements). */
export function notProvidedSource<TEvent extends EventObject, TInput = NonReducibleUnknown>(name: string) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`${name} not provided`)
  })
}
