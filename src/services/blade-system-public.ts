import type { Http } from './http'
import { categoryListSchema, tenantApplyReceiptSchema } from './schemas/blade-system-public'

const P = '/api/blade-system'

/*
 * The blade-system calls only the public site makes (decision 038). They live apart from
 * blade-system.ts, which the sign-in chunk carries: nothing here may weigh on /login.
 */

/** The public site's category dictionaries (spec 000 §3). */
export type CategoryCode = 'bulletin_type' | 'news_down' | 'new_faq'

/** A dictionary's entries in their order. */
export const categories = (http: Http, code: CategoryCode, signal?: AbortSignal) =>
  http.request(`${P}/dict/dictionary`, categoryListSchema, { query: { code }, signal, authenticated: false })

/** An agency's application to join, as BladeX's tenant fields and the agency's own. */
export type TenantApplication = {
  tenantName: string
  creditCode: string
  linkman: string
  contactNumber: string
  email: string
  address: string
  domain: string
  remark: string
}

/** 代理机构入驻 (spec 000 §7): only the platform's own site takes it, so it goes as tenant 000000. */
export const submitTenantApplication = (http: Http, application: TenantApplication, signal?: AbortSignal) =>
  http.request(`${P}/tenant/submit`, tenantApplyReceiptSchema, { method: 'POST', body: application, headers: { 'Tenant-Id': '000000' }, signal, authenticated: false })
