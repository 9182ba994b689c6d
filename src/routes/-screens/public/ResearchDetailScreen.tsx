import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { publicResearchLogic } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-flow'
import { useBackTo } from '@/routes/-components/public/use-back'
import { ResearchDetailView } from '@/routes/-components/ResearchDetailView'

const route = getRouteApi('/_public/researchNeeds/researchDetail')

export function ResearchDetailScreen() {
  const { t } = useLingui()
  const { id } = route.useSearch()
  const back = useBackTo('/researchNeeds')
  const detail = usePortalFlow(publicResearchLogic, { input: { id } })
  return <ResearchDetailView detail={detail} onBack={back} backLabel={t`返回`} />
}
