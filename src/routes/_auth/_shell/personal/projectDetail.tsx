import { Trans } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { projectDetailLogic } from '@/app/actors/tender/tenders'
import { useShellFlow } from '@/app/use-flow'
import { RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { idSearch, remountById } from '@/routes/-components/search'
import { PageLoader } from '@/ui/pages/PageLoader'
import { isProjectKind, kindDetailPaths } from './-components/kinds'
import { ProjectDetailView } from './-components/ProjectDetailView'

/** Spec 001 §2: /personal/projectDetail?id= reads the project and opens the detail page of its kind. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: ProjectByKind,
})

function ProjectByKind() {
  const { id } = Route.useSearch()
  const navigate = useNavigate()
  const detail = useShellFlow(projectDetailLogic, { input: { id } })
  const kind = useSelector(detail, (s) => s.context.record?.projectType)

  useEffect(() => {
    if (isProjectKind(kind)) void navigate({ to: kindDetailPaths[kind], search: { id }, replace: true })
  }, [kind, id, navigate])

  return (
    <RecordDetailFrame
      detail={detail}
      subject="project"
      onBack={() => navigate({ to: '/personal/myProject', search: { curr: 1, size: 10 } })}
      backLabel={<Trans>返回我的项目</Trans>}
    >
      {/* A kind this portal does not know yet still shows what every project has. */}
      {() => (isProjectKind(kind) ? <PageLoader /> : <ProjectDetailView id={id} />)}
    </RecordDetailFrame>
  )
}
