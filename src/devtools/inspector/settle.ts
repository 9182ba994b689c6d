import { fromPromise, type AnyActorRef } from 'xstate'

// Every promise actor's logic has the same transition function source (xstate builds one per
// `fromPromise` call); callback and machine actors do not, so this tells "a request is running"
// apart from "a listener is attached" without any flow declaring which is which.
const promiseTransition = String(fromPromise(async () => undefined).transition)
const isPromiseActor = (actor: AnyActorRef) => String((actor as { logic?: { transition?: unknown } }).logic?.transition) === promiseTransition

/** An actor is settled when neither it nor any actor below it has a promise (a request) still running. */
export function isSettled(actor: AnyActorRef): boolean {
  const snapshot = actor.getSnapshot() as { status?: string; children?: Record<string, AnyActorRef | undefined> }
  if (snapshot?.status !== 'active') return true
  return Object.values(snapshot.children ?? {}).every((child) => {
    if (!child) return true
    if (isPromiseActor(child)) return child.getSnapshot()?.status !== 'active'
    return isSettled(child)
  })
}

/**
 * Resolves true once `actor` is settled, false if it is not within `timeoutMs`. Checked on every
 * snapshot of the actor and, for work deeper down that does not reach it, every `pollMs`.
 */
export function waitSettled(actor: AnyActorRef, timeoutMs: number, pollMs = 25): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false
    const finish = (result: boolean) => {
      if (done) return
      done = true
      subscription.unsubscribe()
      clearInterval(poll)
      clearTimeout(timer)
      resolve(result)
    }
    // Checked after the current turn, so an event just sent has started whatever it invokes.
    const check = () => queueMicrotask(() => isSettled(actor) && finish(true))
    const subscription = actor.subscribe({ next: check, error: () => finish(true), complete: () => finish(true) })
    const poll = setInterval(check, pollMs)
    const timer = setTimeout(() => finish(isSettled(actor)), timeoutMs)
    check()
  })
}
