import { Trans } from '@lingui/react/macro'
import { researchDetailLogic } from '@/app/actors/tender/notices'
import { useShellFlow } from '@/app/use-flow'
import { ResearchDetailView } from '@/routes/-components/ResearchDetailView'

/** One demand survey bulletin, read by a signed-in supplier. */
export function ResearchDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useShellFlow(researchDetailLogic, { input: { id } })
  return <ResearchDetailView detail={detail} onBack={onBack} backLabel={<Trans>返回需求调研公告</Trans>} />
}
