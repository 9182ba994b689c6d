import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useRouteSearch } from '@/routes/-components/list-route'
import { ArticleListPage } from '@/routes/-components/public/ArticleListPage'
import { firstPagePlain, type TitleSearch, titleSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'

/** Spec 000 §2.1 /notice: the tenant's notices (通知公告, BladeX blade-desk notice; decision 038). */
export const Route = createFileRoute('/_public/notice/')({
  validateSearch: (s: SearchInput<TitleSearch>) => titleSearch(s),
  search: firstPagePlain(),
  component: Notices,
})

function Notices() {
  const { t } = useLingui()
  const { search, go } = useRouteSearch(Route)
  return (
    <ArticleListPage
      kind="notice"
      heading={t`通知公告`}
      search={search}
      go={go}
      target={(a) => ({ to: '/notice/noticeDetails', search: { id: a.id } })}
    />
  )
}
