import type { AnyMachineSnapshot, StateValue } from 'xstate'
import { expect } from 'vitest'

/**
 * Screens read a flow's tags, not its state names (README, "Adding a flow"): each tag named here must
 * be on exactly the states given for it, in every snapshot a walk reaches.
 */
export function expectTags(snapshot: AnyMachineSnapshot, tags: Readonly<Record<string, StateValue | readonly StateValue[]>>) {
  for (const [tag, states] of Object.entries(tags)) {
    const expected = (Array.isArray(states) ? (states as readonly StateValue[]) : [states as StateValue]).some((state) => snapshot.matches(state))
    expect(snapshot.hasTag(tag), `tag '${tag}' in ${JSON.stringify(snapshot.value)}`).toBe(expected)
  }
}
