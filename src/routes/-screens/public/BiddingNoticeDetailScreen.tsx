import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BulletinDetailView } from '@/routes/-components/public/BulletinDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'

const route = getRouteApi('/_public/biddingNotice/biddingNoticeDetail')

export function BiddingNoticeDetailScreen() {
  const { t } = useLingui()
  const { id } = route.useSearch()
  const back = useBackTo('/biddingNotice')
  return <BulletinDetailView id={id} detailPath="/biddingNotice/biddingNoticeDetail" onBack={back} backLabel={t`返回`} />
}
