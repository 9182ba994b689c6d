import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterImmediates } from '../tests/support/settle'
import { quietWorkerUpdates } from './worker-update'

const unhandled = vi.fn()
afterEach(() => {
  process.off('unhandledRejection', unhandled)
  unhandled.mockReset()
})


describe('quietWorkerUpdates', () => {
  it('marks a failed worker update handled, and still rejects for whoever awaits it', async () => {
    class Registration {
      update(): Promise<unknown> {
        return Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found'))
      }
    }
    process.on('unhandledRejection', unhandled)
    quietWorkerUpdates(Registration)
    quietWorkerUpdates(Registration)

    // msw's call: not awaited, no handler of its own.
    void new Registration().update()
    await expect(new Registration().update()).rejects.toThrow('Not found')
    // Node reports a rejection nobody handled once the microtasks have run: by the next turn.
    await afterImmediates()
    expect(unhandled).not.toHaveBeenCalled()
  })

  it('leaves a page without service workers alone', () => {
    expect(() => quietWorkerUpdates(undefined)).not.toThrow()
  })
})
