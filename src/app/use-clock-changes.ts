import { useEffect } from 'react'
import { SIMULATOR_CLOCK_EVENT } from '../../simulator/clock-event'

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
