import type { EventObject } from 'xstate'

type From = { matches(state: string): boolean }

/**
 * Where each event must lead in a confirm-then-run flow (shared/confirmThenRun), for its walks: a
 * subject is asked (or, with `runAtOnce`, run at once) from rest, answered yes or no, refused back
 * to the question, and its answer shown until dismissed. `noteMissing` says whether a yes must stay
 * for something still to be typed.
 */
export function confirmThenRunTarget<F extends From>({ runAtOnce, noteMissing = () => false }: { runAtOnce: boolean; noteMissing?: (from: F) => boolean }) {
  return ({ from, event }: { from: F; event: EventObject }): 'idle' | 'confirming' | 'running' | 'answered' | 'unchanged' => {
    const atRest = from.matches('idle') || from.matches('answered')
    switch (event.type) {
      case 'confirm.ask':
        return atRest ? 'confirming' : 'unchanged'
      case 'confirm.run':
        return runAtOnce && atRest ? 'running' : 'unchanged'
      case 'confirm.yes':
        if (!from.matches('confirming')) return 'unchanged'
        return noteMissing(from) ? 'confirming' : 'running'
      case 'confirm.no':
        return from.matches('confirming') ? 'idle' : 'unchanged'
      case 'confirm.dismiss':
        return from.matches('answered') ? 'idle' : 'unchanged'
      case 'xstate.done.actor.run':
        return 'answered'
      case 'xstate.error.actor.run':
        return 'confirming'
      default:
        return 'unchanged'
    }
  }
}
