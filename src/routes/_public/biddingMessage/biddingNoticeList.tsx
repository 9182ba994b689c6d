import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { useDictionaryOptions } from '@/routes/-components/public/CategorySelect'
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
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const types = useDictionaryOptions('bulletin_type')
  return (
    <BulletinListPage
      heading={t`公告公示`}
      list="publicBulletinList"
      search={search}
      go={(next) => navigate({ search: next })}
      target={(b) => ({ to: '/biddingMessage/biddingNoticeDetail', search: { id: b.id } })}
      filter={{ field: 'category', label: t`公告类型`, options: types }}
      tabs={<SectionNav section="biddingMessage" />}
    />
  )
}
