import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BULLETIN_LISTS } from '@/app/actors/public/public-site'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { useDictionaryOptions } from '@/routes/-components/public/dictionary-options'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import type { SearchInput } from '@/routes/-components/search-input'

// The names come from the bulletin_type dictionary, as every other announcement filter's do; the
// list's own keys say which of its entries this list may be narrowed to.
const RESULT_TYPES: readonly string[] = BULLETIN_LISTS.publicResultList.category.split(',')

/**
 * Spec 000 §2.1 /information/subjectInfo: the results of the tenant's tenders (中标候选人公示,
 * 中标结果公告, 终止公告), as the signed-in subject news shows them (decisions 019, 038).
 */
export const Route = createFileRoute('/_public/information/subjectInfo')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: SubjectInfo,
})

function SubjectInfo() {
  const types = useDictionaryOptions('bulletin_type').filter((option) => RESULT_TYPES.includes(option.value))
  return (
    <BulletinListPage
      route={Route}
      heading={msg`结果公示`}
      list="publicResultList"
      target={(b) => ({ to: '/information/informationDetail', search: { id: b.id } })}
      filter={{ field: 'category', options: types }}
      tabs={<SectionNav section="information" />}
    />
  )
}
