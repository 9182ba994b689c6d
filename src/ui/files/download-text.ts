import { saveBlob } from './save-anchor'

/** Hands a text to the browser as a file download (no server round trip). */
export function downloadText(text: string, fileName: string, type = 'application/json') {
  saveBlob(new Blob([text], { type }), fileName)
}
