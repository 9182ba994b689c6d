import type { InspectionEvent } from 'xstate'
import type { InspectionSource } from './model'
import { redacted } from '@/app/redaction'

/** The switch: `localStorage['portal:stately-inspect'] = '1'` (off unless set; decision 036). */
export const STATELY_INSPECT_KEY = 'portal:stately-inspect'

export const statelyInspectWanted = () => {
  try {
    return globalThis.localStorage?.getItem(STATELY_INSPECT_KEY) === '1'
  } catch {
    return false
  }
}

/** A snapshot's context, output, error and input redacted: a promise actor's output may be the tokens. */
function redactedSnapshot<S>(snapshot: S): S {
  const copy = { ...(snapshot as Record<string, unknown>) }
  for (const part of ['context', 'output', 'error', 'input']) if (part in copy) copy[part] = redacted(copy[part])
  return copy as S
}

/** The same inspection event with its payload and snapshot redacted, as the panel shows them. */
function redactedInspection(event: InspectionEvent): InspectionEvent {
  if (event.type === '@xstate.event') return { ...event, event: redacted(event.event) as typeof event.event }
  if (event.type === '@xstate.snapshot') return { ...event, event: redacted(event.event) as typeof event.event, snapshot: redactedSnapshot(event.snapshot) }
  return event
}

/**
 * Forwards the portal's actors to Stately's browser inspector (a separate window). Loaded only when
 * the switch is on, so no build carries @statelyai/inspect on any other page. Answers the stop.
 */
export async function startStatelyInspect(inspector: InspectionSource): Promise<() => void> {
  const { createBrowserInspector } = await import('@statelyai/inspect')
  // Stately's own hooks as well: it reads an actor's snapshot itself when told of the actor.
  const browser = createBrowserInspector({ sanitizeContext: (context) => redacted(context) as typeof context, sanitizeEvent: (event) => redacted(event) as typeof event })
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
