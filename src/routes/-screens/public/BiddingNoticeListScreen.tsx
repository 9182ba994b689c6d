import { msg } from '@lingui/core/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { useDictionaryOptions } from '@/routes/-components/public/dictionary-options'
import { SectionNav } from '@/routes/-components/public/SectionNav'

const route = getRouteApi('/_public/biddingMessage/biddingNoticeList')

export function BiddingNoticeListScreen() {
  const types = useDictionaryOptions('bulletin_type')
  return (
    <BulletinListPage
      route={route}
      heading={msg`公告公示`}
      list="publicBulletinList"
      target={(b) => ({ to: '/biddingMessage/biddingNoticeDetail', search: { id: b.id } })}
      filter={{ field: 'category', options: types }}
      tabs={<SectionNav section="biddingMessage" />}
    />
  )
}
