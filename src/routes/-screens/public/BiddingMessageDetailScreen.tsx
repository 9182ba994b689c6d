import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BulletinDetailView } from '@/routes/-components/public/BulletinDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'

const route = getRouteApi('/_public/biddingMessage/biddingNoticeDetail')

export function BiddingMessageDetailScreen() {
  const { t } = useLingui()
  const { id } = route.useSearch()
  const back = useBackTo('/biddingMessage/biddingNoticeList')
  return <BulletinDetailView id={id} detailPath="/biddingMessage/biddingNoticeDetail" onBack={back} backLabel={t`返回`} />
}
