/** Hands a text to the browser as a file download (no server round trip). */
export function downloadText(text: string, fileName: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
