import { describe, expect, it } from 'vitest'
import { flowKeyOf, flowRegistry } from './flow-registry'

// Bindings only build logic; nothing here starts an actor or calls a service.
const deps = { http: { request: async () => ({ packages: [] }) }, config: { caHelperUrl: 'http://127.0.0.1:1' }, clock: {}, session: {}, lock: {}, tenant: {}, tabs: {}, profile: {}, gate: {}, unread: {} } as never

describe('the flow registry', () => {
  it('keys every flow by the id of the machine its binding runs, so a running actor names its flow', async () => {
    for (const [key, entry] of Object.entries(flowRegistry)) {
      const logic = await entry.bind(deps, { projectId: 'p1' })
      expect((logic as { id?: string }).id, key).toBe(key)
      expect(flowKeyOf({ logic })).toBe(key)
    }
  })

  it('knows the sign-in and the sign-up, and nothing it cannot re-create', () => {
    expect(flowRegistry.session?.scope).toBe('portal')
    expect(flowRegistry.entry?.scope).toBe('shell')
    expect(flowKeyOf({ logic: { id: 'bidUpload' } })).toBeNull()
    expect(flowKeyOf({})).toBeNull()
  })
})
