import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { liveSearch } from '@/routes/-screens/opening/live-streaming-search'
import { LiveStreamingScreen } from '@/routes/-screens/opening/LiveStreamingScreen'

/**
 * Spec 001 §2 /personal/liveStreaming: the live stream of a project's online opening or evaluation,
 * with my camera's standing (bid-es judge/online/queryCamSup) and the hall's node; without a project,
 * my online-opening projects to pick from (decision 029).
 */
export const Route = createFileRoute('/_auth/_shell/personal/liveStreaming')({
  validateSearch: liveSearch,
  search: firstPagePlain(),
  remountDeps: ({ search }) => search.projectId ?? '',
  component: LiveStreamingScreen,
})
