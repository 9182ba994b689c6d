import { useEffect } from 'react'

/** Sent on `window` by the in-page simulator when its clock jumps, pauses or runs faster (simulator/browser.ts). */
export const SIMULATOR_CLOCK_EVENT = 'simulator:clock'

/**
 * Calls `onChange` when the server's time may have moved other than in real time: the window comes
 * back (timers sleep in background tabs), or the simulator's clock jumps, pauses or runs ×60.
 * Screens that count down from a reading of the server's time read it again then.
 */
export function useClockChanges(onChange: () => void) {
  useEffect(() => {
    window.addEventListener('focus', onChange)
    window.addEventListener(SIMULATOR_CLOCK_EVENT, onChange)
    return () => {
      window.removeEventListener('focus', onChange)
      window.removeEventListener(SIMULATOR_CLOCK_EVENT, onChange)
    }
  }, [onChange])
}
