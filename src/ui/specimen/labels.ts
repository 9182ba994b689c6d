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
// Colour names, not shades: a light badge of a shade paints the shade behind text of nearly the same
// colour (red on red), while a name takes the theme's light ground and its darkened text (contrast.css).
export const specimenStatusColors: Readonly<Record<number, string>> = { 0: 'yellow', 1: 'green', 2: 'red', 3: 'gray' }
export const guaranteeStatusColors: Readonly<Record<number, string>> = { 1: 'green', 2: 'gray', 3: 'red' }
