import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Each status of the specimen and guarantee screens in both languages (the back end's names are
 * Chinese only). 已退还 has a context: alone it is the orders' "Refunded", and a specimen is returned.
 */
export const specimenStatusLabels: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`待审核`,
  1: msg`已通过`,
  2: msg`已驳回`,
  3: msg({ message: '已退还', context: 'specimen status' }),
}
export const deliveryWayLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`寄送`, 2: msg`现场递交` }
export const guaranteeStatusLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`有效`, 2: msg`已失效`, 3: msg`已撤销` }
export const specimenStatusColors: Readonly<Record<number, string>> = { 0: 'yellow.8', 1: 'green.8', 2: 'red.8', 3: 'gray.7' }
export const guaranteeStatusColors: Readonly<Record<number, string>> = { 1: 'green.8', 2: 'gray.7', 3: 'red.8' }
