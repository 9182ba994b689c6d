import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import type { SearchInput } from '@/routes/-components/search-input'

/** Spec 000 §2.1 /biddingNotice: the tender notices of the kinds bid and opened online (decisions 020, 038). */
export const Route = createFileRoute('/_public/biddingNotice/')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: BiddingNotice,
})

function BiddingNotice() {
  return (
    <BulletinListPage
      route={Route}
      heading={msg`电子招标公告`}
      list="publicTenderNoticeList"
      target={(b) => ({ to: '/biddingNotice/biddingNoticeDetail', search: { id: b.id } })}
      filter={{ field: 'projectType', kinds: ['1', '2', '5'] }}
      tabs={<SectionNav section="biddingNotice" />}
    />
  )
}
