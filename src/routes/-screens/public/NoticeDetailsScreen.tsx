import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { ArticleDetailView } from '@/routes/-components/public/ArticleDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'

const route = getRouteApi('/_public/notice/noticeDetails')

export function NoticeDetailsScreen() {
  const { t } = useLingui()
  const { id } = route.useSearch()
  const back = useBackTo('/notice')
  return <ArticleDetailView kind="notice" id={id} onBack={back} backLabel={t`返回`} />
}
