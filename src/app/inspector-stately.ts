import type { InspectionEvent } from 'xstate'
import type { InspectionSource } from './inspector-model'
import { redacted } from './inspector-redact'

/** The switch: `localStorage['portal:stately-inspect'] = '1'` (off unless set; decision 036). */
export const STATELY_INSPECT_KEY = 'portal:stately-inspect'

export const statelyInspectWanted = () => {
  try {
    return globalThis.localStorage?.getItem(STATELY_INSPECT_KEY) === '1'
  } catch {
    return false
  }
}

/** The same inspection event with its payload and context redacted, as the panel shows them. */
function redactedInspection(event: InspectionEvent): InspectionEvent {
  if (event.type === '@xstate.event') return { ...event, event: redacted(event.event) as typeof event.event }
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as { context?: unknown }
    return {
      ...event,
      event: redacted(event.event) as typeof event.event,
      snapshot: ('context' in snapshot ? { ...snapshot, context: redacted(snapshot.context) } : snapshot) as typeof event.snapshot,
    }
  }
  return event
}

/**
 * Forwards the portal's actors to Stately's browser inspector (a separate window). Loaded only when
 * the switch is on, so no build carries @statelyai/inspect on any other page. Answers the stop.
 */
export async function startStatelyInspect(inspector: InspectionSource): Promise<() => void> {
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const browser = createBrowserInspector()
  for (const actorRef of inspector.actors()) browser.actor(actorRef)
  const untap = inspector.tap((event) => {
    // The portal's journal passes on events and snapshots only: an actor's birth is told from its first event.
    if (event.type === '@xstate.event' && event.event.type === 'xstate.init') browser.actor(event.actorRef)
    browser.inspect.next?.(redactedInspection(event))
  })
  return () => {
    untap()
    browser.stop()
  }
}
