import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The order statuses and fee kinds of decision 031, in the catalogue so both languages name them. */
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

export const orderStatusColors: Readonly<Record<number, string>> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'cyan', 4: 'green', 5: 'red', 6: 'gray', 7: 'red' }

export const feeTypeLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`标书费`, 2: msg`平台服务费`, 3: msg`投标保证金` }

export const paymentStatusLabels: Readonly<Record<number, MessageDescriptor>> = { 0: msg`支付中`, 1: msg`支付成功`, 2: msg`支付失败` }

export const fundMovementLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`保证金缴纳`, 2: msg`保证金退还`, 3: msg`保证金没收` }

export const payModeLabels: Readonly<Record<number, MessageDescriptor>> = { 0: msg`未支付`, 1: msg`在线支付`, 2: msg`银行转账`, 3: msg`电子保函` }

export const depositStatusLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`已缴纳`, 2: msg`已退还`, 3: msg`已没收` }
