import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { ArticleDetailView } from '@/routes/-components/public/ArticleDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'

const route = getRouteApi('/_public/policy/policyDetail')

export function PolicyDetailScreen() {
  const { t } = useLingui()
  const { id } = route.useSearch()
  const back = useBackTo('/policy')
  return <ArticleDetailView kind="policy" id={id} onBack={back} backLabel={t`返回`} />
}
