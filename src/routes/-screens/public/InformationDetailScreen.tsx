import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BulletinDetailView } from '@/routes/-components/public/BulletinDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'

const route = getRouteApi('/_public/information/informationDetail')

export function InformationDetailScreen() {
  const { t } = useLingui()
  const { id } = route.useSearch()
  const back = useBackTo('/information')
  return <BulletinDetailView id={id} detailPath="/information/informationDetail" onBack={back} backLabel={t`返回`} />
}
