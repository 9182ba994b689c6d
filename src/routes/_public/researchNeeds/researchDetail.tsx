import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { publicResearchLogic } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { useBackTo } from '@/routes/-components/public/use-back'
import { ResearchDetailView } from '@/routes/-components/ResearchDetailView'
import { idSearch, remountById } from '@/routes/-components/search'

/** Spec 000 §2.1 /researchNeeds/researchDetail?id=: one demand survey, its body sanitized. */
export const Route = createFileRoute('/_public/researchNeeds/researchDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: ResearchDetail,
})

function ResearchDetail() {
  const { t } = useLingui()
  const { id } = Route.useSearch()
  const back = useBackTo('/researchNeeds')
  const detail = usePortalFlow(publicResearchLogic, { input: { id } })
  return <ResearchDetailView detail={detail} onBack={back} backLabel={t`返回`} />
}
