/*
 * The name a downloaded file is saved under: the server's (Content-Disposition), else the name its
 * record carries, else its address's last segment; made safe to hand to the browser as a file name,
 * and given an extension from the content type when it has none.
 */

/** What a file's content type says its extension is; types that say nothing (octet-stream) are absent. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/ofd': 'ofd',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/vnd.rar': 'rar',
  'application/x-rar-compressed': 'rar',
  'application/x-7z-compressed': '7z',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/bmp': 'bmp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
}

/** The extension a content type names (`text/plain;charset=utf-8` → txt); '' when it names none. */
export function extensionForType(contentType: string | null | undefined): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return EXTENSIONS[type] ?? ''
}

/** UTF-8 bytes a header carried as Latin-1 characters (what fetch shows of raw UTF-8), decoded; null when they are not UTF-8. */
function utf8FromLatin1(text: string): string | null {
  if (![...text].every((char) => char.charCodeAt(0) <= 0xff) || !/[\u0080-\u00ff]/.test(text)) return null
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(text, (char) => char.charCodeAt(0)))
  } catch {
    return null
  }
}

/** A percent-encoded name (a Java back end's URLEncoder, `+` for a space), decoded; null when it is not one. */
function percentDecoded(text: string): string | null {
  if (!/%[0-9a-f]{2}/i.test(text)) return null
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/** The parameters of a Content-Disposition value, names lower-cased; quoted values unquoted. */
function dispositionParameters(header: string): Map<string, string> {
  const parameters = new Map<string, string>()
  const parameter = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g
  for (const match of header.matchAll(parameter)) {
    const name = match[1]!.toLowerCase()
    if (parameters.has(name)) continue
    parameters.set(name, match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim())
  }
  return parameters
}

/** RFC 5987's `charset'language'percent-encoded` value, decoded; null when unreadable. */
function extendedValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value)
  if (!match) return null
  const charset = match[1]!.toLowerCase()
  try {
    if (charset === 'utf-8') return decodeURIComponent(match[2]!)
    if (charset === 'iso-8859-1') return match[2]!.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  } catch {
    return null
  }
  return null
}

/**
 * The file name a Content-Disposition header gives: RFC 5987's `filename*` (UTF-8 Chinese names)
 * first, else `filename`, read as back ends send it (quoted, percent-encoded, or raw UTF-8 bytes).
 * Null when the header names none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null
  const parameters = dispositionParameters(`;${header.slice(header.indexOf(';') + 1)}`)
  const extended = parameters.get('filename*')
  const fromExtended = extended ? extendedValue(extended) : null
  if (fromExtended) return fromExtended
  const plain = parameters.get('filename')
  if (!plain) return null
  return percentDecoded(plain) ?? utf8FromLatin1(plain) ?? plain
}

const MAX_NAME_LENGTH = 180

/**
 * A name safe to save under: no folders (only what follows the last / or \), no control or
 * direction-changing characters, none of the characters Windows refuses in a name, no leading or
 * trailing dots and spaces, and not too long (the extension kept). '' when nothing is left.
 */
export function sanitizeFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/[<>:"|?*]/g, '_').replace(/^[\s.]+|[\s.]+$/g, '')
  if ([...cleaned].length <= MAX_NAME_LENGTH) return cleaned
  const extension = extensionOfName(cleaned)
  const keep = MAX_NAME_LENGTH - (extension ? extension.length + 1 : 0)
  return `${[...cleaned].slice(0, keep).join('')}${extension ? `.${extension}` : ''}`
}

/** The extension of a name, without the dot; '' when it has none. */
function extensionOfName(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1) : ''
}

/** The last segment of an address's path, decoded, when it looks like a file's name (it has an extension). */
function nameFromAddress(url: string | null | undefined): string {
  if (!url) return ''
  try {
    const segment = new URL(url, 'http://portal.invalid').pathname.split('/').pop() ?? ''
    const name = decodeURIComponent(segment)
    return extensionOfName(name) ? name : ''
  } catch {
    return ''
  }
}

/** What is known of a file being saved. */
export type DownloadFacts = {
  /** The response's Content-Disposition, when the portal fetched the file. */
  disposition?: string | null | undefined
  /** The name the record (a catalog, an attachment, an invoice) gives the file. */
  recordName?: string | null | undefined
  /** The address it came from. */
  url?: string | null | undefined
  /** The response's content type (or the blob's). */
  contentType?: string | null | undefined
}

/** The name to save a file under (see the top of this module); `download` when nothing names it. */
export function downloadName({ disposition, recordName, url, contentType }: DownloadFacts): string {
  const name = [fileNameFromDisposition(disposition), recordName, nameFromAddress(url)].map(sanitizeFileName).find(Boolean) ?? 'download'
  if (extensionOfName(name)) return name
  const extension = extensionForType(contentType)
  return extension ? `${name}.${extension}` : name
}
