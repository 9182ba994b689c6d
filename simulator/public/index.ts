/** The public site as the others see it: a tenant's application to join. */
export type { TenantApplyRecord } from './public-models'
