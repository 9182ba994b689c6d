import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export { feeTypeLabels, orderStatusLabels } from '@/ui/format/money-labels'

export const orderStatusColors: Readonly<Record<number, string>> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'cyan', 4: 'green', 5: 'red', 6: 'gray', 7: 'red' }

/** The payment, fund and deposit codes of decision 031, in the catalogue so both languages name them. */
export const paymentStatusLabels: Readonly<Record<number, MessageDescriptor>> = { 0: msg`支付中`, 1: msg`支付成功`, 2: msg`支付失败` }

export const fundMovementLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`保证金缴纳`, 2: msg`保证金退还`, 3: msg`保证金没收` }

export const payModeLabels: Readonly<Record<number, MessageDescriptor>> = { 0: msg`未支付`, 1: msg`在线支付`, 2: msg`银行转账`, 3: msg`电子保函` }

export const depositStatusLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`已缴纳`, 2: msg`已退还`, 3: msg`已没收` }
