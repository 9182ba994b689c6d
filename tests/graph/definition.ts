import type { AnyStateMachine, AnyTransitionDefinition, StateValue } from 'xstate'
import { getStateNodes } from 'xstate/graph'

function describeGuard(transition: AnyTransitionDefinition): string {
  const { guard } = transition
  if (!guard) return ''
  if (typeof guard === 'string') return ` [${guard}]`
  if (typeof guard === 'object' && 'type' in guard) return ` [${String(guard.type)}]`
  return ' [inline guard]'
}

function siblingsOf(transition: AnyTransitionDefinition): AnyTransitionDefinition[] {
  const source = transition.source
  return (transition.eventType === '' ? source.always : source.transitions.get(transition.eventType)) ?? []
}

/** Stable across `machine.provide`, which rebuilds the node tree; the index keeps guarded alternatives apart. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const index = siblingsOf(transition).indexOf(transition)
  const targets = transition.target?.map((node) => `#${node.id}`).join(', ') ?? '(stays)'
  return `#${transition.source.id} on ${transition.eventType || 'always'}#${index}${describeGuard(transition)} -> ${targets}`
}

export function definedStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id)
}

/** Delayed transitions are among a node's transitions under their `xstate.after.<delay>.<node id>` event. */
export function definedTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ])
}

/** `signedIn.idle` for `{ signedIn: 'idle' }`; parallel regions are joined with a comma. */
export function describeValue(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, child]) => (child && (typeof child === 'string' || Object.keys(child).length) ? `${key}.${describeValue(child)}` : key))
    .join(', ')
}
