import { msg } from '@lingui/core/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import { ELECTRONIC_KINDS } from '@/domain/project-kinds'

const route = getRouteApi('/_public/biddingNotice/')

export function BiddingNoticeScreen() {
  return (
    <BulletinListPage
      route={route}
      heading={msg`电子招标公告`}
      list="publicTenderNoticeList"
      target={(b) => ({ to: '/biddingNotice/biddingNoticeDetail', search: { id: b.id } })}
      filter={{ field: 'projectType', kinds: ELECTRONIC_KINDS }}
      tabs={<SectionNav section="biddingNotice" />}
    />
  )
}
