import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BulletinListPage, useProjectKinds } from '@/routes/-components/public/BulletinListPage'
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
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const kinds = useProjectKinds()
  return (
    <BulletinListPage
      heading={t`采购公告`}
      list="publicPurchaseList"
      search={search}
      go={(next) => navigate({ search: next })}
      target={(b) => ({ to: '/information/informationDetail', search: { id: b.id } })}
      filter={{ field: 'projectType', label: t`项目类型`, options: Object.entries(kinds).map(([value, label]) => ({ value, label })) }}
      tabs={<SectionNav section="information" />}
    />
  )
}
