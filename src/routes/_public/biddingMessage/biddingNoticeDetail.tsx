import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BulletinDetailView } from '@/routes/-components/public/BulletinDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'
import { idSearch, remountById } from '@/routes/-components/search'

/** Spec 000 §2.1 /biddingMessage/biddingNoticeDetail?id=: one announcement. */
export const Route = createFileRoute('/_public/biddingMessage/biddingNoticeDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: BiddingMessageDetail,
})

function BiddingMessageDetail() {
  const { t } = useLingui()
  const { id } = Route.useSearch()
  const back = useBackTo('/biddingMessage/biddingNoticeList')
  return <BulletinDetailView id={id} detailPath="/biddingMessage/biddingNoticeDetail" onBack={back} backLabel={t`返回`} />
}
