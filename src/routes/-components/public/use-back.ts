import { useNavigate, useRouterState } from '@tanstack/react-router'

/**
 * 返回: the page the visitor came from (a list keeps its page and search that way), else `href`.
 * (What the router's `useCanGoBack` reads, without the hooks that would weigh on the start chunk.)
 */
export function useBackTo(href: string) {
  const navigate = useNavigate()
  const cameFromHere = useRouterState({ select: (s) => (s.location.state as { __TSR_index?: number }).__TSR_index !== 0 })
  return () => (cameFromHere ? window.history.back() : void navigate({ href }))
}
