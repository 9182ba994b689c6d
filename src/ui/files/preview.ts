import { extensionOf } from '@/domain/upload'
import { safeHref } from '@/validation/safe-url'

/** Spec 000 §5: what can be previewed, and how. */
const OFFICE_PREVIEW = ['doc', 'docx', 'pdf', 'xls', 'xlsx', 'ppt', 'pptx'] as const
const IMAGE_PREVIEW = ['jpg', 'png', 'bmp', 'jpeg'] as const

export type PreviewKind = 'office' | 'image' | 'none'

/** The extension of a name or address, its query and fragment left out. */
const extension = (name: string) => extensionOf(name.split(/[?#]/)[0] ?? '')

/** How a file is previewed, from its name (or, failing that, its address). */
export function previewKind(name: string, url = ''): PreviewKind {
  const ext = extension(name) || extension(url)
  if ((OFFICE_PREVIEW as readonly string[]).includes(ext)) return 'office'
  if ((IMAGE_PREVIEW as readonly string[]).includes(ext)) return 'image'
  return 'none'
}

/**
 * The office viewer's address for a file: the viewer prefix followed by the encoded file address.
 * Undefined when either fails the safe-URL rule (decision 054): no preview link then.
 */
export function officePreviewUrl(viewer: string, fileUrl: string): string | undefined {
  const file = safeHref(fileUrl)
  return file === undefined ? undefined : safeHref(`${viewer}${encodeURIComponent(file)}`)
}
