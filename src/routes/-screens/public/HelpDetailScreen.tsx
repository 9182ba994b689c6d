import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { ArticleDetailView } from '@/routes/-components/public/ArticleDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'

const route = getRouteApi('/_public/helpcenter/helpDetail')

export function HelpDetailScreen() {
  const { t } = useLingui()
  const { id } = route.useSearch()
  const back = useBackTo('/helpcenter')
  return <ArticleDetailView kind="help" id={id} onBack={back} backLabel={t`返回`} />
}
