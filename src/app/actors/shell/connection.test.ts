// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { connectionMachine } from '@/machines/shell/connection.machine'
import type { Http, Reach } from '@/services/http'
import { createManualClock } from '../../../../tests/support/manual-clock'
import { settle } from '../../../../tests/support/settle'
import { feedConnection } from './connection'

/** An HTTP client reduced to what the feed watches: a test says what it heard. */
function heardBy() {
  const watchers = new Set<(reach: Reach) => void>()
  const http = { watchReach: (watcher: (reach: Reach) => void) => (watchers.add(watcher), () => void watchers.delete(watcher)) } as unknown as Http
  return { http, hear: (reach: Reach) => watchers.forEach((watcher) => watcher(reach)), watching: () => watchers.size }
}

function connection(probe: () => Promise<void>) {
  const clock = createManualClock(0)
  const actor = createActor(connectionMachine.provide({ actors: { probe: fromPromise(probe) } }), { input: undefined, clock }).start()
  return { actor, clock }
}

describe('feedConnection', () => {
  it('is lost on a request with no answer and back on the next answer', () => {
    const { http, hear } = heardBy()
    const { actor } = connection(() => Promise.reject(new Error('unreachable')))
    feedConnection(actor, http, window)
    hear('unreachable')
    expect(actor.getSnapshot().matches('offline')).toBe(true)
    hear('answered')
    expect(actor.getSnapshot().matches('online')).toBe(true)
  })

  it('hears the browser go offline, and probes at once when it says it is back online', async () => {
    const { http } = heardBy()
    let probes = 0
    const { actor } = connection(async () => void probes++)
    feedConnection(actor, http, window)
    window.dispatchEvent(new Event('offline'))
    expect(actor.getSnapshot().matches('offline')).toBe(true)
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(probes).toBe(1)
    expect(actor.getSnapshot().matches('online')).toBe(true)
  })

  it('hears nothing once stopped', () => {
    const { http, hear, watching } = heardBy()
    const { actor } = connection(() => Promise.reject(new Error('unreachable')))
    feedConnection(actor, http, window)()
    expect(watching()).toBe(0)
    hear('unreachable')
    window.dispatchEvent(new Event('offline'))
    expect(actor.getSnapshot().matches('online')).toBe(true)
  })
})
