import { downloadText } from '@/ui/files/download-text'

/**
 * A bid file's receipt as a document of its own (decision 070): one HTML page, the same for
 * printing and for keeping as a file, with nothing in it but the facts (no script, no link).
 */
export type Receipt = { title: string; rows: ReadonlyArray<readonly [label: string, value: string]>; lang: string; note: string }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function receiptHtml({ title, rows, lang, note }: Receipt): string {
  const body = rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:#000}
h1{font-size:20px}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #888;padding:6px 8px;text-align:left;vertical-align:top;font-size:14px}
th{width:11em;background:#f3f3f3}td.mono,td:last-child{word-break:break-all}
p{font-size:12px;color:#333}
</style></head>
<body><h1>${escapeHtml(title)}</h1>
<table>
${body}
</table>
<p>${escapeHtml(note)}</p>
</body></html>
`
}

/** Saves the receipt as an HTML file the supplier can keep, open and print anywhere. */
export function saveReceipt(receipt: Receipt, fileName: string) {
  downloadText(receiptHtml(receipt), fileName, 'text/html;charset=utf-8')
}

let printing: HTMLIFrameElement | null = null

/**
 * Prints the receipt alone (not the portal around it), from a frame of its own that goes once
 * printed, or at the next print where a browser never says it has printed.
 */
export function printReceipt(receipt: Receipt) {
  printing?.remove()
  const frame = document.createElement('iframe')
  printing = frame
  frame.setAttribute('aria-hidden', 'true')
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0'
  frame.srcdoc = receiptHtml(receipt)
  frame.addEventListener('load', () => {
    const view = frame.contentWindow
    if (!view) return frame.remove()
    view.addEventListener('afterprint', () => frame.remove(), { once: true })
    view.focus()
    view.print()
  })
  document.body.append(frame)
}
