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

/**
 * Checks a texted code where it is typed, before the request it serves (decision 037): the code
 * stays good for that request. A refusal (wrong, expired, not sent, too many tries) comes back as the
 * server's message; a back end without this call answers 404, and the code is then checked with
 * the request itself.
 */
export const checkSmsCode = (http: Http, input: { tenantId: string; mobile: string; purpose: SmsPurpose; smsCode: string }, signal?: AbortSignal) =>
  http.request(`${P}/sms/checkCode`, v.unknown(), {
    method: 'POST',
    body: { mobile: input.mobile, type: SMS_PURPOSE[input.purpose], smsCode: input.smsCode, tenantId: input.tenantId },
    signal,
    authenticated: false,
    headers: { 'Tenant-Id': input.tenantId },
  })

export { SMS_PURPOSE, type SmsPurpose } from './schemas/bid-notice'
