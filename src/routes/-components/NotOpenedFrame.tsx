import type { MessageDescriptor } from '@lingui/core'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { createContext, use, useCallback, useLayoutEffect, useState, type ReactNode } from 'react'
import { isNotOpened } from '@/app/not-opened'
import { NotOpenedPage } from '@/ui/pages/NotOpenedPage'

/** Tells the frame that the screen inside it found its function not opened. */
const NotOpenedReport = createContext<(() => void) | null>(null)

type Visit = { __TSR_key?: string; __TSR_index?: number }
const visitKey = (location: { state: unknown; href: string }) => (location.state as Visit).__TSR_key ?? location.href

/**
 * A frame's page (decision 049): the screen, or in its place the not-opened state with the way back,
 * when the operator turned its area off (`off`) or when the screen's load met a call the back end
 * does not have (`useNotOpened`). The latter holds for this visit of the address only: coming to it
 * again tries again.
 */
export function NotOpenedFrame({ off, home, children }: { off: boolean; home: string; children: ReactNode }) {
  const navigate = useNavigate()
  // Each visit of an address has its own key (a visit the browser goes back to, its old one). The
  // visit shown, not the one on its way: until that resolves, the page is still the last one's.
  const key = useRouterState({ select: (s) => visitKey(s.resolvedLocation ?? s.location) })
  const first = useRouterState({ select: (s) => ((s.resolvedLocation ?? s.location).state as Visit).__TSR_index === 0 })
  const [reportedAt, setReportedAt] = useState<string | null>(null)
  const report = useCallback(() => setReportedAt(key), [key])
  if (off || reportedAt === key) {
    return (
      <NotOpenedPage
        onHome={() => void navigate({ href: home })}
        onBack={first ? undefined : () => window.history.back()}
      />
    )
  }
  return <NotOpenedReport value={report}>{children}</NotOpenedReport>
}

/**
 * For a screen's load failure: whether it is a call the back end does not have, and if so the frame
 * is told, so that the not-opened state replaces the screen rather than a failure with 重试. Outside
 * a frame the screen shows its failure, which says the same in words.
 */
export function useNotOpened(error: MessageDescriptor | null | undefined): boolean {
  const report = use(NotOpenedReport)
  const notOpened = isNotOpened(error)
  // Before the browser paints, so the failure with 重试 never flashes.
  useLayoutEffect(() => {
    if (notOpened) report?.()
  }, [notOpened, report])
  return notOpened
}
