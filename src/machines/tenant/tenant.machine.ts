import { assign, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import type { TenantInfo } from '@/services/schemas/blade-system'

export type Input = { host: string; tenantIdFromQuery: string | null }

export type Context = {
  host: string
  tenantIdFromQuery: string | null
  tenant: TenantInfo | null
  /** The platform's own id '000000' behaves like no tenant: default name and hotline. */
  noTenant: boolean
}

export type Event = { type: 'tenant.retry' }

const NO_TENANT_ID = '000000'

const isNoTenant = (tenant: TenantInfo | null) => tenant === null || tenant.tenantId === NO_TENANT_ID

export const tenantMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    resolveTenant: notProvided<TenantInfo | null, { host: string; tenantId: string | null }>('resolveTenant'),
  },
  guards: {
    isTenant: (_, params: { tenant: TenantInfo | null }) => params.tenant !== null,
  },
  actions: {
    storeTenant: assign((_, params: { tenant: TenantInfo | null }) => ({ tenant: params.tenant, noTenant: isNoTenant(params.tenant) })),
    // An unknown host still gets a usable portal with default branding, hence no error state.
    forgetTenant: assign({ tenant: null, noTenant: true }),
  },
}).createMachine({
  id: 'tenant',
  context: ({ input }) => ({ host: input.host, tenantIdFromQuery: input.tenantIdFromQuery, tenant: null, noTenant: true }),
  initial: 'resolving',
  states: {
    resolving: {
      invoke: {
        id: 'resolveTenant',
        src: 'resolveTenant',
        input: ({ context }) => ({ host: context.host, tenantId: context.tenantIdFromQuery }),
        onDone: [
          {
            guard: { type: 'isTenant', params: ({ event }) => ({ tenant: event.output }) },
            target: 'resolved',
            actions: { type: 'storeTenant', params: ({ event }) => ({ tenant: event.output }) },
          },
          { target: 'fallback', actions: 'forgetTenant' },
        ],
        onError: { target: 'fallback', actions: 'forgetTenant' },
      },
    },
    resolved: { tags: 'settled' },
    fallback: { tags: 'settled', on: { 'tenant.retry': 'resolving' } },
  },
})
