import { msg } from '@lingui/core/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { SectionNav } from '@/routes/-components/public/SectionNav'

const route = getRouteApi('/_public/information/')

export function InformationScreen() {
  return (
    <BulletinListPage
      route={route}
      heading={msg`采购公告`}
      list="publicPurchaseList"
      target={(b) => ({ to: '/information/informationDetail', search: { id: b.id } })}
      filter={{ field: 'projectType', kinds: 'all' }}
      tabs={<SectionNav section="information" />}
    />
  )
}
