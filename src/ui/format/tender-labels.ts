import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Blocker } from '@/machines/tender/entry.machine'
import type { Reply } from '@/machines/tender/invitationReply.machine'

/** What still stands between a signed-up package and its opening, as the project screens list it. */
export const blockerLabels: Record<Blocker, MessageDescriptor> = {
  feeUnpaid: msg`标书费未缴纳`,
  documentsNotDownloaded: msg`招标文件未下载`,
  bidNotUploaded: msg`投标文件未上传`,
  notCheckedIn: msg`开标未签到`,
}

export const entrySucceeded = msg`报名成功`

/** What the supplier is told once an invitation's answer is sent (1 accepted, 2 declined). */
export const invitationAnswered: Record<Reply, MessageDescriptor> = {
  1: msg`已接受邀请，请在报名截止前完成报名`,
  2: msg`已拒绝邀请`,
}
