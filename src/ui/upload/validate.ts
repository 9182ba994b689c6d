import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isAccepted, WIDGET_ACCEPT } from '@/domain/upload'

export const DEFAULT_LIMIT = 10
/** Picture upload (avatars, licences): png, jpg, jpeg up to 2 MB. */
export const PICTURE_ACCEPT = ['png', 'jpg', 'jpeg'] as const
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024

export type UploadVariant = 'file' | 'picture'

/** What a check needs of a chosen file (a `File` qualifies). */
export interface ChosenFile {
  name: string
  size: number
}

export type UploadProblem =
  | { kind: 'type'; accept: readonly string[]; file: string }
  | { kind: 'count'; limit: number; chosen: number }
  | { kind: 'pictureType'; file: string }
  | { kind: 'pictureSize'; file: string; subject?: string }

export interface UploadRules {
  variant?: UploadVariant
  /** Extensions without the dot; defaults by variant. Compared case-insensitively. */
  accept?: readonly string[]
  /** Most files the field may hold; defaults to 10 (1 for a picture). */
  limit?: number
  /** Files already in the field, which count against the limit. */
  existing?: number
  /**
   * What a picture shows (营业执照), already in the reader's language: a refusal names it. Without
   * one the size refusal keeps spec 000 §5's words, which speak of an avatar.
   */
  subject?: string
}


export function acceptOf(rules: UploadRules = {}): readonly string[] {
  return rules.accept ?? (rules.variant === 'picture' ? PICTURE_ACCEPT : WIDGET_ACCEPT)
}

export function limitOf(rules: UploadRules = {}): number {
  return rules.limit ?? (rules.variant === 'picture' ? 1 : DEFAULT_LIMIT)
}

/** The `accept` attribute for the file input: `.doc,.docx,…`. */
export function acceptAttribute(rules: UploadRules = {}): string {
  return acceptOf(rules)
    .map((ext) => `.${ext}`)
    .join(',')
}

/**
 * The first problem with a choice of files, or null when all may be uploaded. As the original
 * widget does, the count is checked first (files already held plus those chosen now, against the
 * limit; the message names only those chosen now), then each file's type, then a picture's size.
 */
export function validateFiles(files: readonly ChosenFile[], rules: UploadRules = {}): UploadProblem | null {
  const limit = limitOf(rules)
  if ((rules.existing ?? 0) + files.length > limit) return { kind: 'count', limit, chosen: files.length }
  const accept = acceptOf(rules).map((ext) => ext.toLowerCase())
  for (const file of files) {
    if (!isAccepted(file.name, accept)) {
      return rules.variant === 'picture' && !rules.accept
        ? { kind: 'pictureType', file: file.name }
        : { kind: 'type', accept: acceptOf(rules), file: file.name }
    }
    if (rules.variant === 'picture' && file.size > PICTURE_MAX_BYTES) return { kind: 'pictureSize', file: file.name, ...(rules.subject ? { subject: rules.subject } : {}) }
  }
  return null
}

/** The spec's message for a problem, Chinese exactly as spec 000 §5 gives it. */
export function problemMessage(problem: UploadProblem): MessageDescriptor {
  switch (problem.kind) {
    case 'type': {
      const accept = problem.accept.join('、')
      return msg`上传文件只能是 ${accept} 格式!`
    }
    case 'count': {
      const { limit, chosen: n } = problem
      return msg`当前限制选择 ${limit} 个文件，本次选择了 ${n} 个文件`
    }
    case 'pictureType':
      return msg`上传文件只能是 png、jpg、jpeg格式!`
    case 'pictureSize': {
      const subject = problem.subject
      return subject ? msg`上传${subject}图片大小不能超过 2MB!` : msg`上传头像图片大小不能超过 2MB!`
    }
  }
}
