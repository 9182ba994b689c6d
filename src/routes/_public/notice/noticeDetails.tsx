import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleDetailView } from '@/routes/-components/public/ArticleDetailView'
import { useBackTo } from '@/routes/-components/public/use-back'
import { idSearch, remountById } from '@/routes/-components/search'

/** Spec 000 §2.1 /notice/noticeDetails?id=: one notice. */
export const Route = createFileRoute('/_public/notice/noticeDetails')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: NoticeDetails,
})

function NoticeDetails() {
  const { t } = useLingui()
  const { id } = Route.useSearch()
  const back = useBackTo('/notice')
  return <ArticleDetailView kind="notice" id={id} onBack={back} backLabel={t`返回`} />
}
