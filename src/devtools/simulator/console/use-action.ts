import { useCallback, useRef, useState } from 'react'

export type ActionState<R> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: R }
  | { status: 'failed'; message: string }

/** What the simulator said when it refused: its message is written for the person at the console. */
export const refusalMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error))

/**
 * One console action: pending while it runs, then its result or the refusal's message. A result
 * arriving after the card has left the screen is dropped.
 */
export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const [state, setState] = useState<ActionState<R>>({ status: 'idle' })
  const latest = useRef(0)
  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      const call = ++latest.current
      setState({ status: 'pending' })
      try {
        const result = await fn(...args)
        if (call === latest.current) setState({ status: 'done', result })
        return true
      } catch (error) {
        if (call === latest.current) setState({ status: 'failed', message: refusalMessage(error) })
        return false
      }
    },
    [fn],
  )
  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { state, run, reset, pending: state.status === 'pending' }
}
