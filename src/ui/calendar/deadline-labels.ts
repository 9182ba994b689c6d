import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DeadlineKind } from '@/services/calendar/deadlines'

/** Each deadline's name: an event's title in the calendar and a time not known on the screen. */
export const deadlineKindLabels: Record<DeadlineKind, MessageDescriptor> = {
  signUpEnd: msg`报名截止`,
  bidDeadline: msg`投标文件递交截止`,
  quoteDeadline: msg`报价截止`,
  checkInStart: msg`开标签到开始`,
  opening: msg`开标`,
  decryptEnd: msg`解密截止`,
  clarificationDue: msg`澄清答复截止`,
}
