import { getRouteApi } from '@tanstack/react-router'
import { HallScreen } from '@/routes/-screens/opening/HallScreen'

const route = getRouteApi('/_auth/_shell/electronicOpening/rehearsal')

export function PracticeHallScreen() {
  const { projectId } = route.useSearch()
  return <HallScreen projectId={projectId} rehearsal />
}
