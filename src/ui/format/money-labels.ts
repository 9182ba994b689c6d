import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Fee kinds (FEE_TYPE of decision 031): the order lists, the fee centre and the invoices name them alike. */
export const feeTypeLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`标书费`, 2: msg`平台服务费`, 3: msg`投标保证金` }

/** A fee order's status (ORDER_STATUS of decision 031). */
export const orderStatusLabels: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`待支付`,
  1: msg`支付中`,
  2: msg`已支付`,
  3: msg`凭证已提交`,
  4: msg`已确认`,
  5: msg`已驳回`,
  6: msg`已取消`,
  7: msg`支付失败`,
}
