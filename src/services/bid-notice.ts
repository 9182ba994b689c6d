import * as v from 'valibot'
import type { Http } from './http'
import { SMS_PURPOSE, type SmsPurpose } from './schemas/bid-notice'

const P = '/api/bid-notice'

/**
 * Asks the platform to text a code to the mobile (spec 000 §7, decision 037), before sign-in. The
 * answer carries nothing the portal needs; a refusal (too soon, too many, a known or unknown
 * number) comes back as the server's message.
 */
export const sendSmsCode = (http: Http, input: { tenantId: string; mobile: string; purpose: SmsPurpose }, signal?: AbortSignal) =>
  http.request(`${P}/sms/send/getCode`, v.unknown(), {
    method: 'POST',
    body: { mobile: input.mobile, type: SMS_PURPOSE[input.purpose], tenantId: input.tenantId },
    signal,
    authenticated: false,
    headers: { 'Tenant-Id': input.tenantId },
  })

export { SMS_PURPOSE, type SmsPurpose } from './schemas/bid-notice'
