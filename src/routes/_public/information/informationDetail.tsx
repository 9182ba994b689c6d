import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BulletinDetailView } from '@/routes/-components/public/BulletinDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'
import { idSearch, remountById } from '@/routes/-components/search'

/** Spec 000 §2.1 /information/informationDetail?id=: one announcement of the procurement information. */
export const Route = createFileRoute('/_public/information/informationDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: InformationDetail,
})

function InformationDetail() {
  const { t } = useLingui()
  const { id } = Route.useSearch()
  const back = useBackTo('/information')
  return <BulletinDetailView id={id} detailPath="/information/informationDetail" onBack={back} backLabel={t`返回`} />
}
