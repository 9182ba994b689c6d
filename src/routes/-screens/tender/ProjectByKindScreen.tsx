import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { projectDetailLogic } from '@/app/actors/tender/tenders'
import { useShellFlow } from '@/app/use-flow'
import { PageLoader } from '@/ui/pages/PageLoader'
import { isProjectKind, kindDetailPaths } from '@/routes/-screens/tender/kinds'
import { MyProjectFrame } from '@/routes/-screens/tender/MyProjectFrame'
import { ProjectDetailView } from '@/routes/-screens/tender/ProjectDetailView'

const route = getRouteApi('/_auth/_shell/personal/projectDetail')

export function ProjectByKindScreen() {
  const { id } = route.useSearch()
  const navigate = useNavigate()
  const detail = useShellFlow(projectDetailLogic, { input: { id } })
  const kind = useSelector(detail, (s) => s.context.record?.projectType)

  useEffect(() => {
    if (isProjectKind(kind)) void navigate({ to: kindDetailPaths[kind], search: { id }, replace: true })
  }, [kind, id, navigate])

  return (
    <MyProjectFrame detail={detail}>
      {/* A kind this portal does not know yet still shows what every project has. */}
      {() => (isProjectKind(kind) ? <PageLoader /> : <ProjectDetailView id={id} />)}
    </MyProjectFrame>
  )
}
