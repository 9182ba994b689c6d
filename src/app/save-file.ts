import { msg } from '@lingui/core/macro'
import { downloadName } from '@/ui/files/download-name'
import { clickSaveAnchor, saveBlob } from '@/ui/files/save-anchor'
import { checkUrl } from '@/validation/safe-url'
import { notify } from './notify'

/** Saves a file the portal made itself (a calendar export): it has no address, so no safe-URL rule applies. */
export function saveMadeFile(content: string, fileName: string, type: string): void {
  saveBlob(new Blob([content], { type }), fileName)
}

export type SaveOutcome = 'saved' | 'refused' | 'unreachable'

/**
 * Saves a file whose address the server sent (decision 054). The address must pass the safe-URL
 * rule; one that does not is refused with a message, and nothing is opened. A file on the portal's
 * own origin is fetched and saved from memory: a download link is a navigation, which the
 * simulator's service worker does not answer, and a back end's own file path answers a fetch the
 * same. Any other http(s) file is left to the browser, in a tab of its own.
 *
 * A fetched file is saved under the server's name (its Content-Disposition, RFC 5987 Chinese names
 * included), else `fileName` (the record's), made safe and given an extension from its content type
 * when it has none (`download-name.ts`). `fileName` is also what messages about the file say.
 */
export async function saveServerFile(raw: unknown, fileName: string, fetchFile: typeof fetch = (input, init) => fetch(input, init)): Promise<SaveOutcome> {
  const checked = checkUrl(raw)
  if (!checked.ok) {
    notify(checked.reason === 'empty' ? msg`文件没有下载地址：${fileName}` : msg`文件地址不安全，已拒绝打开：${fileName}`, 'error')
    return 'refused'
  }
  if (!checked.sameOrigin) {
    clickSaveAnchor(checked.href, downloadName({ recordName: fileName, url: checked.href }), { newTab: true })
    return 'saved'
  }
  try {
    const response = await fetchFile(checked.href, { credentials: 'same-origin' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const blob = await response.blob()
    const headers = response.headers
    saveBlob(blob, downloadName({ disposition: headers.get('Content-Disposition'), recordName: fileName, url: checked.href, contentType: headers.get('Content-Type') || blob.type }))
    return 'saved'
  } catch {
    notify(msg`文件下载失败，请稍后重试：${fileName}`, 'error')
    return 'unreachable'
  }
}
