import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleDetailView } from '@/routes/-components/public/ArticleDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'
import { idSearch, remountById } from '@/routes/-components/search'

/** Spec 000 §2.1 /policy/policyDetail?id=: one policy or regulation. */
export const Route = createFileRoute('/_public/policy/policyDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: PolicyDetail,
})

function PolicyDetail() {
  const { t } = useLingui()
  const { id } = Route.useSearch()
  const back = useBackTo('/policy')
  return <ArticleDetailView kind="policy" id={id} onBack={back} backLabel={t`返回`} />
}
