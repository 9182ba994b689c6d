import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph'
import type { Moment, Move } from './timeline'

// xstate/graph's own types want machine snapshots; the walk's states are moments.
export type WalkPath = { state: Moment; weight: number; steps: Array<{ state: Moment; event: Move }> }
type Adjacency = Record<string, { state: Moment; transitions: Record<string, { event: Move; state: Moment }> }>

export type Traversal = {
  fromState: Moment
  next: (moment: Moment, move: Move) => Moment
  moves: (moment: Moment) => Move[]
  serialize: (moment: Moment) => string
  simplePaths: boolean
}

/**
 * Shortest and simple paths, plus one path per edge: shortest paths form a tree and simple paths
 * never return to a visited state, so edges back to earlier states (sign out -> signed out) need
 * their own: reach the edge's source, take it. Replay checks every step, so a path that begins
 * another one adds nothing and is dropped; the rest come shortest first, so a failure is told on
 * the shortest path that shows it.
 */
export function walkPaths({ fromState, next, moves, serialize, simplePaths }: Traversal): WalkPath[] {
  // Any actor logic will do for xstate/graph: this one's snapshots are moments and its events moves.
  const logic = { transition: next, getInitialSnapshot: () => fromState }
  const options = { fromState, events: moves, serializeState: serialize }
  const shortest = getShortestPaths(logic as never, options as never) as unknown as WalkPath[]
  const simple = simplePaths ? (getSimplePaths(logic as never, options as never) as unknown as WalkPath[]) : []
  const adjacency = getAdjacencyMap(logic as never, options as never) as unknown as Adjacency
  const shortestTo = new Map(shortest.map((path) => [serialize(path.state), path]))
  const perEdge = Object.entries(adjacency).flatMap(([source, { transitions }]): WalkPath[] => {
    const head = shortestTo.get(source)
    if (!head) throw new Error(`no shortest path to ${source}`)
    return Object.values(transitions).map(({ event, state }) => ({ state, weight: head.weight + 1, steps: [...head.steps, { state, event }] }))
  })

  const begun = new Set<string>()
  return [...shortest, ...simple, ...perEdge]
    .sort((a, b) => b.steps.length - a.steps.length)
    .filter((path) => {
      const moves = path.steps.slice(1).map((step) => JSON.stringify(step.event))
      if (begun.has(moves.join('|'))) return false
      for (let end = 0; end <= moves.length; end++) begun.add(moves.slice(0, end).join('|'))
      return true
    })
    .reverse()
}
