import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useRouteSearch } from '@/routes/-components/list-route'
import { ArticleListPage } from '@/routes/-components/public/ArticleListPage'
import { firstPagePlain, type TitleSearch, titleSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'

/** Spec 000 §2.1 /policy: policies and regulations (政策法规, decision 038); title search in the URL. */
export const Route = createFileRoute('/_public/policy/')({
  validateSearch: (s: SearchInput<TitleSearch>) => titleSearch(s),
  search: firstPagePlain(),
  component: Policies,
})

function Policies() {
  const { t } = useLingui()
  const { search, go } = useRouteSearch(Route)
  return (
    <ArticleListPage
      kind="policy"
      heading={t`政策法规`}
      search={search}
      go={go}
      target={(a) => ({ to: '/policy/policyDetail', search: { id: a.id } })}
      sourceLabel={t`发文机关`}
    />
  )
}
