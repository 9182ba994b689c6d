import { msg } from '@lingui/core/macro'

/**
 * What an upload takes and how its limits read, for the flows that check a file before any request
 * and the screens that show the same rules (one value for both).
 */

/** Spec 000 §5: what the upload widget accepts unless told otherwise. */
export const WIDGET_ACCEPT = ['doc', 'docx', 'xls', 'xlsx', 'pdf', 'txt', 'zip', 'rar'] as const

/**
 * 001 §5: a bid file's types when the project names none: the widget's, pictures, and the pricing
 * software's own hctb. Listed as the spec lists them (with HCTB), since the refusal shows the list;
 * matching ignores case all the same.
 */
export const BID_FILE_ACCEPT = [...WIDGET_ACCEPT, 'jpg', 'png', 'bmp', 'jpeg', 'hctb', 'HCTB'] as const

/** A signed contract: the widget's types, and the scans a stamped contract often is. */
export const CONTRACT_ACCEPT = [...WIDGET_ACCEPT, 'jpg', 'jpeg', 'png'] as const

/** The extension of a file name, lower case without the dot ('' when there is none): 报价.HCTB and 报价.hctb are one type, as the back end reads them. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Whether `name`'s extension is one of `accept`, whatever the case of either. */
export function isAccepted(name: string, accept: readonly string[]): boolean {
  const extension = extensionOf(name)
  return extension !== '' && accept.some((accepted) => accepted.toLowerCase() === extension)
}

/** 001 §5: a size limit is shown rounded to two decimals. */
export function roundedMb(mb: number): number {
  return Math.round(mb * 100) / 100
}

export const uploadingText = msg`文件上传中请耐心等待...`
export const uploadSucceeded = msg`上传成功！`
export const uploadFailed = msg`上传失败！`
export const uploadCancelled = msg`已取消`
