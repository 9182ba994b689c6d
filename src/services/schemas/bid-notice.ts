/**
 * `POST /api/bid-notice/sms/send/getCode` (spec 000 §7): what the code is for travels as `type`
 * (decisions 037 and 040). The answer carries no data: the code goes to the phone, never to the page.
 */
export const SMS_PURPOSE = {
  register: '1',
  forgetPwd: '2',
  /** To the new mobile, before the account's mobile changes to it (decision 040). */
  changePhone: '3',
  /** To the account's own mobile, before its e-mail changes (decision 040). */
  changeEmail: '4',
} as const
export type SmsPurpose = keyof typeof SMS_PURPOSE

/** A code is six digits, valid five minutes; another may be asked for after sixty seconds. */
export const SMS_CODE_LENGTH = 6
export const SMS_RESEND_SECONDS = 60
