import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useRouteSearch } from '@/routes/-components/list-route'
import { ArticleListPage } from '@/routes/-components/public/ArticleListPage'

const route = getRouteApi('/_public/notice/')

export function NoticesScreen() {
  const { t } = useLingui()
  const { search, go } = useRouteSearch(route)
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
