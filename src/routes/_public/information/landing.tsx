import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import type { SearchInput } from '@/routes/-components/search-input'

/** Spec 000 §2.1 /information: procurement information, the tenant's tender notices (招标公告) by project kind (decision 038). */
export const Route = createFileRoute('/_public/information/')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: Information,
})

function Information() {
  return (
    <BulletinListPage
      route={Route}
      heading={msg`采购公告`}
      list="publicPurchaseList"
      target={(b) => ({ to: '/information/informationDetail', search: { id: b.id } })}
      filter={{ field: 'projectType', kinds: 'all' }}
      tabs={<SectionNav section="information" />}
    />
  )
}
