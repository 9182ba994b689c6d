import { msg } from '@lingui/core/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { SectionNav } from '@/routes/-components/public/SectionNav'

const route = getRouteApi('/_public/biddingNotice/quotationInfo')

export function QuotationInfoScreen() {
  return (
    <BulletinListPage
      route={route}
      heading={msg`询价信息`}
      list="publicInquiryList"
      target={(b) => ({ to: '/biddingNotice/biddingNoticeDetail', search: { id: b.id } })}
      filter={{ field: 'projectType', kinds: ['1', '3'] }}
      tabs={<SectionNav section="biddingNotice" />}
    />
  )
}
