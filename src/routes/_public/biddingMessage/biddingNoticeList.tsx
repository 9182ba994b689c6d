import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { useDictionaryOptions } from '@/routes/-components/public/dictionary-options'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import type { SearchInput } from '@/routes/-components/search-input'

/** Spec 000 §2.1 /biddingMessage/biddingNoticeList: every announcement of the tenant's tenders, by bulletin_type (decision 038). */
export const Route = createFileRoute('/_public/biddingMessage/biddingNoticeList')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: BiddingNoticeList,
})

function BiddingNoticeList() {
  const types = useDictionaryOptions('bulletin_type')
  return (
    <BulletinListPage
      route={Route}
      heading={msg`公告公示`}
      list="publicBulletinList"
      target={(b) => ({ to: '/biddingMessage/biddingNoticeDetail', search: { id: b.id } })}
      filter={{ field: 'category', options: types }}
      tabs={<SectionNav section="biddingMessage" />}
    />
  )
}
