import { msg } from '@lingui/core/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BULLETIN_LISTS } from '@/app/actors/public/public-site'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { useDictionaryOptions } from '@/routes/-components/public/dictionary-options'
import { SectionNav } from '@/routes/-components/public/SectionNav'

const route = getRouteApi('/_public/information/subjectInfo')

// The names come from the bulletin_type dictionary, as every other announcement filter's do; the
// list's own keys say which of its entries this list may be narrowed to.
const RESULT_TYPES: readonly string[] = BULLETIN_LISTS.publicResultList.category.split(',')


export function SubjectInfoScreen() {
  const types = useDictionaryOptions('bulletin_type').filter((option) => RESULT_TYPES.includes(option.value))
  return (
    <BulletinListPage
      route={route}
      heading={msg`结果公示`}
      list="publicResultList"
      target={(b) => ({ to: '/information/informationDetail', search: { id: b.id } })}
      filter={{ field: 'category', options: types }}
      tabs={<SectionNav section="information" />}
    />
  )
}
