/**
 * `POST /api/bid-notice/sms/send/getCode` (spec 000 §7): what the code is for travels as `type`
 * (decision 037). The answer carries no data: the code goes to the phone, never to the page.
 */
export const SMS_PURPOSE = { register: '1', forgetPwd: '2' } as const
export type SmsPurpose = keyof typeof SMS_PURPOSE

/** A code is six digits, valid five minutes; another may be asked for after sixty seconds. */
export const SMS_CODE_LENGTH = 6
export const SMS_RESEND_SECONDS = 60
