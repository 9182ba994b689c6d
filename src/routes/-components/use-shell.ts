import { getRouteApi } from '@tanstack/react-router'
import type { ShellActors } from '@/app/shell'

const shellRoute = getRouteApi('/_auth/_shell')

/** The signed-in frame's actors, for components rendered inside `_auth/_shell` (its beforeLoad loads them). */
export function useShell(): ShellActors {
  return shellRoute.useRouteContext({ select: (context) => context.shell })
}
