import { Group } from '@mantine/core'
import { useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * Where the developer tools' launchers (模拟器, 状态检查器) sit, so that they cover nothing at any
 * width. In the signed-in frame the header offers a slot and they join its buttons; everywhere
 * else (sign-in, the public site, the lock screen) they sit in a thin strip above the page, in the
 * page's flow, which pushes the page down rather than lying over it. They used to float in the
 * bottom-left corner, over the page and the sidebar's last entries.
 *
 * Small on purpose: the sign-in page and the visitor's home load it to hold the strip's place while
 * the launchers' own code arrives, so the page does not jump under a pointer or a test's click.
 */

let slot: HTMLElement | null = null
const listeners = new Set<() => void>()

/** The header's slot: a ref callback, so the slot is offered while the header is on the page. */
export function offerDevToolsSlot(element: HTMLElement | null) {
  if (slot === element) return
  slot = element
  for (const listener of listeners) listener()
}

/** The header's slot while one is on the page. */
export function useDevToolsSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => slot,
  )
}

/** A header's place for the launchers: nothing, until they are put there. */
export function DevToolsSlot() {
  return <div ref={offerDevToolsSlot} style={{ display: 'flex', alignItems: 'center', flexShrink: 0 }} />
}

export const DEV_STRIP_HEIGHT = 32
const STRIP_ID = 'portal-dev-strip'

/** The strip's element, the body's first, before the app's root: in the flow, above every page. */
function stripHost(): HTMLElement {
  const found = document.getElementById(STRIP_ID)
  if (found) return found
  const host = document.createElement('div')
  host.id = STRIP_ID
  document.body.prepend(host)
  return host
}

/** The thin strip above a page without the header's slot; empty, it only holds the launchers' place. */
export function DevStrip({ label, children }: { label?: string; children?: ReactNode }) {
  return createPortal(
    <Group
      component="aside"
      aria-label={label}
      h={DEV_STRIP_HEIGHT}
      px="sm"
      gap="xs"
      wrap="nowrap"
      bg="grape.0"
      style={{ borderBottom: '1px solid var(--mantine-color-grape-2)', overflowX: 'auto' }}
    >
      {children}
    </Group>,
    stripHost(),
  )
}

/** Holds the strip's place until the launchers arrive; in the frame the header's slot needs none. */
export function DevStripPlaceholder() {
  const headerSlot = useDevToolsSlot()
  return headerSlot ? null : <DevStrip />
}
