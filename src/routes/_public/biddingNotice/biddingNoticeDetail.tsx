import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BulletinDetailView } from '@/routes/-components/public/BulletinDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'
import { idSearch, remountById } from '@/routes/-components/search'

/** Spec 000 §2.1 /biddingNotice/biddingNoticeDetail?id=: one tender notice. */
export const Route = createFileRoute('/_public/biddingNotice/biddingNoticeDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: BiddingNoticeDetail,
})

function BiddingNoticeDetail() {
  const { t } = useLingui()
  const { id } = Route.useSearch()
  const back = useBackTo('/biddingNotice')
  return <BulletinDetailView id={id} detailPath="/biddingNotice/biddingNoticeDetail" onBack={back} backLabel={t`返回`} />
}
