import { msg } from '@lingui/core/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { SectionNav } from '@/routes/-components/public/SectionNav'

const route = getRouteApi('/_public/information/qualifyInfo')

export function QualifyInfoScreen() {
  return (
    <BulletinListPage
      route={route}
      heading={msg`资格预审公告`}
      list="publicQualifyList"
      target={(b) => ({ to: '/information/informationDetail', search: { id: b.id } })}
      tabs={<SectionNav section="information" />}
    />
  )
}
