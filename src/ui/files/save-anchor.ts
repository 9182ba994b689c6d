import { sanitizeFileName } from './download-name'

/**
 * The only place the portal makes an anchor and clicks it (lint: no-restricted-syntax). What it is
 * given has passed the safe-URL rule (`src/validation/safe-url.ts`) or is a blob the portal made.
 */
export function clickSaveAnchor(href: string, fileName: string, { newTab = false } = {}) {
  const anchor = document.createElement('a')
  anchor.href = href
  // Whatever named the file, the browser gets no folder or control character to save under.
  anchor.download = sanitizeFileName(fileName) || 'download'
  // A browser ignores `download` for another origin's file and follows the link: in a tab of its own,
  // never in the portal's.
  if (newTab) anchor.target = '_blank'
  // A file from another origin opens without a reference back to the portal's window or address.
  anchor.rel = 'noopener noreferrer'
  anchor.style.display = 'none'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
}

/** Saves bytes the portal holds (an export, a fetched file) under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  clickSaveAnchor(url, fileName)
  // Revoked on the next task: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
