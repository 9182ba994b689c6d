import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { TenantInfo } from '@/services/schemas/blade-system'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { tenantMachine } from './tenant.machine'
import { until } from '../../../tests/support/settle'

const acme: TenantInfo = { tenantId: '100001', tenantName: '某某集团招标平台', tenantTel: '400-000-0000', logoUrl: null, tenantWeb: null }
const platform: TenantInfo = { tenantId: '000000', tenantName: '平台', tenantTel: null, logoUrl: null, tenantWeb: null }
type Query = { host: string; tenantId: string | null }
const input = { host: 'bid.example.com', tenantIdFromQuery: null }
// Answers come from the test's own done/error events.
const pending = tenantMachine.provide({ actors: { resolveTenant: fromPromise<TenantInfo | null, Query>(() => new Promise(() => {})) } })

describe('tenant machine graph', () => {
  it('replays every generated path, as the spec says, and covers every state and transition', () => {
    walkMachine({
      machine: tenantMachine,
      inputs: [input],
      events: [
        done('resolveTenant', acme),
        done('resolveTenant', platform),
        done('resolveTenant', null),
        failed('resolveTenant', new Error('dns lookup failed')),
        { type: 'tenant.retry' },
      ],
      context: (context) => ({ tenantId: context.tenant?.tenantId ?? null, noTenant: context.noTenant }),
      initial: () => 'resolving',
      // An unknown host or a failed lookup still gets a usable portal with default branding.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'xstate.done.actor.resolveTenant':
            return event.output === null ? 'fallback' : 'resolved'
          case 'xstate.error.actor.resolveTenant':
            return 'fallback'
          case 'tenant.retry':
            return from.matches('fallback') ? 'resolving' : 'unchanged'
          default:
            return 'unchanged'
        }
      },
      invariant: {
        // The platform's own id 000000 brands like no tenant at all.
        resolved: ({ context }) => {
          expect(context.tenant).not.toBeNull()
          expect(context.noTenant).toBe(context.tenant?.tenantId === '000000')
        },
        fallback: ({ context }) => expect(context).toMatchObject({ tenant: null, noTenant: true }),
      },
      step: ({ event, to }) => {
        expectTags(to, { settled: ['resolved', 'fallback'] })
        if (event.type === 'xstate.done.actor.resolveTenant' && event.output !== null) expect(to.context.tenant).toEqual(event.output)
      },
    })
  })
})

describe('tenant machine behaviour', () => {
  it('asks for the tenant by host and the query tenant id', async () => {
    const asked: unknown[] = []
    const actor = createActor(
      tenantMachine.provide({
        actors: {
          resolveTenant: fromPromise<TenantInfo | null, Query>(async ({ input: query }) => {
            asked.push(query)
            return acme
          }),
        },
      }),
      { input: { host: 'bid.example.com', tenantIdFromQuery: '100001' } },
    ).start()
    await until(actor, (s) => s.matches('resolved'))
    expect(asked).toEqual([{ host: 'bid.example.com', tenantId: '100001' }])
    expect(actor.getSnapshot().context).toMatchObject({ tenant: acme, noTenant: false })
  })

  it('treats the platform tenant 000000 as no tenant while still resolved', () => {
    const actor = createActor(pending, { input }).start()
    actor.send(done('resolveTenant', platform) as never)
    expect(actor.getSnapshot().value).toBe('resolved')
    expect(actor.getSnapshot().context.noTenant).toBe(true)
  })

  it('falls back without a tenant on an unknown host or a failure, and can retry', () => {
    const actor = createActor(pending, { input }).start()
    actor.send(done('resolveTenant', null) as never)
    expect(actor.getSnapshot().value).toBe('fallback')
    actor.send({ type: 'tenant.retry' })
    expect(actor.getSnapshot().value).toBe('resolving')
    actor.send(failed('resolveTenant', new Error('500')) as never)
    expect(actor.getSnapshot().value).toBe('fallback')
    expect(actor.getSnapshot().context).toMatchObject({ tenant: null, noTenant: true })
  })
})
