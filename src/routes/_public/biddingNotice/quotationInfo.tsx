import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import type { SearchInput } from '@/routes/-components/search-input'

/** Spec 000 §2.1 /biddingNotice/quotationInfo: the inquiries' notices (询价, online and offline; decision 038). */
export const Route = createFileRoute('/_public/biddingNotice/quotationInfo')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: QuotationInfo,
})

function QuotationInfo() {
  return (
    <BulletinListPage
      route={Route}
      heading={msg`询价信息`}
      list="publicInquiryList"
      target={(b) => ({ to: '/biddingNotice/biddingNoticeDetail', search: { id: b.id } })}
      filter={{ field: 'projectType', kinds: ['1', '3'] }}
      tabs={<SectionNav section="biddingNotice" />}
    />
  )
}
