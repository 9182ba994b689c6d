import type { MouseEvent } from 'react'

/**
 * A link's click handler: a plain click goes `go` inside the app; a click with Ctrl, ⌘, Shift or
 * Alt, or with another button, is left to the browser, which opens the link's address in a new tab
 * or window.
 */
export function inAppClick(go: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    go()
  }
}
