import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import type { SearchInput } from '@/routes/-components/search-input'

/** Spec 000 §2.1 /information/qualifyInfo: the notices of prequalification tenders (资格预审公告, decision 038). */
export const Route = createFileRoute('/_public/information/qualifyInfo')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: QualifyInfo,
})

function QualifyInfo() {
  return (
    <BulletinListPage
      route={Route}
      heading={msg`资格预审公告`}
      list="publicQualifyList"
      target={(b) => ({ to: '/information/informationDetail', search: { id: b.id } })}
      tabs={<SectionNav section="information" />}
    />
  )
}
