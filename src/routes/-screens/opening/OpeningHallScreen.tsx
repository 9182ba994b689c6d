import { getRouteApi } from '@tanstack/react-router'
import { HallScreen } from '@/routes/-screens/opening/HallScreen'

const route = getRouteApi('/_auth/_shell/electronicOpening/')

export function OpeningHallScreen() {
  const { projectId } = route.useSearch()
  return <HallScreen projectId={projectId} rehearsal={false} />
}
