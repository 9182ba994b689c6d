import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleDetailView } from '@/routes/-components/public/ArticleDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'
import { idSearch, remountById } from '@/routes/-components/search'

/** Spec 000 §2.1 /helpcenter/helpDetail?id=: one help article, with its pictures and files. */
export const Route = createFileRoute('/_public/helpcenter/helpDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: HelpDetail,
})

function HelpDetail() {
  const { t } = useLingui()
  const { id } = Route.useSearch()
  const back = useBackTo('/helpcenter')
  return <ArticleDetailView kind="help" id={id} onBack={back} backLabel={t`返回`} />
}
