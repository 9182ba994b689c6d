import { getRouteApi } from '@tanstack/react-router'
import { ProjectDetailView } from '@/routes/-screens/tender/ProjectDetailView'

const route = getRouteApi('/_auth/_shell/personal/myProject/myProjectDetail')

export function MyProjectDetailScreen() {
  const { id } = route.useSearch()
  return <ProjectDetailView id={id} />
}
