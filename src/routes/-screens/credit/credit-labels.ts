import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Decision 044's statuses and verdicts, in the catalogue so both languages name them. */
export const dealStatusLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`待签合同`, 2: msg`履约中`, 3: msg`已验收` }
export const dealStatusColors: Readonly<Record<number, string>> = { 1: 'orange', 2: 'blue', 3: 'green' }

export const contractStatusLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`履行中`, 2: msg`履行完毕`, 3: msg`已终止` }
export const contractStatusColors: Readonly<Record<number, string>> = { 1: 'blue', 2: 'green', 3: 'gray' }

export const acceptanceResultLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`合格`, 2: msg`不合格` }
export const acceptanceResultColors: Readonly<Record<number, string>> = { 1: 'green', 2: 'red' }

export const acceptanceStatusLabels: Readonly<Record<number, MessageDescriptor>> = { 0: msg`待确认`, 1: msg`已确认`, 2: msg`有异议` }
export const acceptanceStatusColors: Readonly<Record<number, string>> = { 0: 'orange', 1: 'green', 2: 'red' }
