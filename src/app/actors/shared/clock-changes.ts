import { fromCallback, type EventObject } from 'xstate'
import { SIMULATOR_CLOCK_EVENT } from '../../../../simulator/clock-event'

/**
 * A source that sends `event` whenever the server's time may have moved other than in real time:
 * the window comes back (timers sleep in background tabs), or the simulator's clock jumps, pauses or
 * runs ×60. A machine that counts down from a reading of the server's time invokes it where it
 * counts, and reads the time again when it hears the event; screens take no part.
 */
export function clockChangeEvents<TEvent extends EventObject>(event: TEvent) {
  return fromCallback<TEvent>(({ sendBack }) => {
    const changed = () => sendBack(event)
    window.addEventListener('focus', changed)
    window.addEventListener(SIMULATOR_CLOCK_EVENT, changed)
    return () => {
      window.removeEventListener('focus', changed)
      window.removeEventListener(SIMULATOR_CLOCK_EVENT, changed)
    }
  })
}
