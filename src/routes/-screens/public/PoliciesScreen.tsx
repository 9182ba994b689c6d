import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useRouteSearch } from '@/routes/-components/list-route'
import { ArticleListPage } from '@/routes/-components/public/ArticleListPage'

const route = getRouteApi('/_public/policy/')

export function PoliciesScreen() {
  const { t } = useLingui()
  const { search, go } = useRouteSearch(route)
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
