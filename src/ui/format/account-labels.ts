import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The kinds of a supplier's account history (querySupModifyRecord's `recordType`, decision 039). */
export const auditRecordTypeLabels: Readonly<Record<string, MessageDescriptor>> = {
  '1': msg`资料修改`,
  '2': msg`提交认证`,
  '3': msg`审核通过`,
  '4': msg`审核驳回`,
  '5': msg`提出申诉`,
}
