import { Anchor, type AnchorProps } from '@mantine/core'
import type { MouseEvent, ReactNode } from 'react'
import { checkUrl, safeHref } from '@/validation/safe-url'

export interface ServerFileAnchorProps extends AnchorProps {
  /** The file's address as the server sent it. */
  url: unknown
  /** The accessible name, e.g. 下载发票FP2025… */
  label?: string
  /** The file name the browser saves under, when the link is followed without the portal. */
  download?: string | true
  /** Saves the file (the app's saveServerFile): it also says why an address is refused. */
  onSave: () => void
  children: ReactNode
}

/**
 * A download of a file the server named. While its address passes the safe-URL rule it is a link
 * (open in a new tab, save as), which the portal saves itself when pressed; otherwise it is a
 * button, still reachable by keyboard, whose press says the address was refused (decision 054). An
 * anchor without an address would be neither a link nor a button: a supplier on the keyboard could
 * not reach it, and nobody would learn why the file does not open.
 */
export function ServerFileAnchor({ url, label, download = true, onSave, children, ...anchor }: ServerFileAnchorProps) {
  const save = (event: MouseEvent) => {
    event.preventDefault()
    onSave()
  }
  if (!checkUrl(url).ok) {
    return (
      <Anchor component="button" type="button" aria-label={label} onClick={save} {...anchor}>
        {children}
      </Anchor>
    )
  }
  return (
    <Anchor href={safeHref(url)} download={download} rel="noopener noreferrer" aria-label={label} onClick={save} {...anchor}>
      {children}
    </Anchor>
  )
}
