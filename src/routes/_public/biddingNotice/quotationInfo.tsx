import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BulletinListPage, useProjectKinds } from '@/routes/-components/public/BulletinListPage'
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
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const kinds = useProjectKinds()
  return (
    <BulletinListPage
      heading={t`询价信息`}
      list="publicInquiryList"
      search={search}
      go={(next) => navigate({ search: next })}
      target={(b) => ({ to: '/biddingNotice/biddingNoticeDetail', search: { id: b.id } })}
      filter={{ field: 'projectType', label: t`项目类型`, options: ['1', '3'].map((value) => ({ value, label: kinds[value]! })) }}
      tabs={<SectionNav section="biddingNotice" />}
    />
  )
}
