/** Spec 000 §5: what can be previewed, and how. */
export const OFFICE_PREVIEW = ['doc', 'docx', 'pdf', 'xls', 'xlsx', 'ppt', 'pptx'] as const
export const IMAGE_PREVIEW = ['jpg', 'png', 'bmp', 'jpeg'] as const

export type PreviewKind = 'office' | 'image' | 'none'

function extension(name: string): string {
  const clean = name.split(/[?#]/)[0] ?? ''
  const dot = clean.lastIndexOf('.')
  return dot > 0 ? clean.slice(dot + 1).toLowerCase() : ''
}

/** How a file is previewed, from its name (or, failing that, its address). */
export function previewKind(name: string, url = ''): PreviewKind {
  const ext = extension(name) || extension(url)
  if ((OFFICE_PREVIEW as readonly string[]).includes(ext)) return 'office'
  if ((IMAGE_PREVIEW as readonly string[]).includes(ext)) return 'image'
  return 'none'
}

/** The office viewer's address for a file: the viewer prefix followed by the encoded file address. */
export function officePreviewUrl(viewer: string, fileUrl: string): string {
  return `${viewer}${encodeURIComponent(fileUrl)}`
}
