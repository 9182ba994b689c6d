import { msg } from '@lingui/core/macro'
import { clickSaveAnchor, saveBlob } from '@/ui/files/save-anchor'
import { checkUrl } from '@/validation/safe-url'
import { notify } from './notify'

export type SaveOutcome = 'saved' | 'refused' | 'unreachable'

/**
 * Saves a file whose address the server sent (decision 054). The address must pass the safe-URL
 * rule; one that does not is refused with a message, and nothing is opened. A file on the portal's
 * own origin is fetched and saved from memory: a download link is a navigation, which the
 * simulator's service worker does not answer, and a back end's own file path answers a fetch the
 * same. Any other http(s) file is left to the browser, in a tab of its own.
 */
export async function saveServerFile(raw: unknown, fileName: string, fetchFile: typeof fetch = (input, init) => fetch(input, init)): Promise<SaveOutcome> {
  const checked = checkUrl(raw)
  if (!checked.ok) {
    notify(checked.reason === 'empty' ? msg`文件没有下载地址：${fileName}` : msg`文件地址不安全，已拒绝打开：${fileName}`, 'error')
    return 'refused'
  }
  if (!checked.sameOrigin) {
    clickSaveAnchor(checked.href, fileName, { newTab: true })
    return 'saved'
  }
  try {
    const response = await fetchFile(checked.href, { credentials: 'same-origin' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    saveBlob(await response.blob(), fileName)
    return 'saved'
  } catch {
    notify(msg`文件下载失败，请稍后重试：${fileName}`, 'error')
    return 'unreachable'
  }
}
