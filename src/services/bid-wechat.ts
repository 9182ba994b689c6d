import type { Http } from './http'
import { wxQrSchema } from './schemas/bid-wechat'

/** The site's public-account QR code as an image address, or null when it has none (spec 000 §7, decision 038). */
export const wxQrImage = (http: Http, tenantId: string, signal?: AbortSignal) =>
  http.request('/api/bid-wechat/mp/getWxQr', wxQrSchema, { headers: { 'Tenant-Id': tenantId }, signal, authenticated: false })
