import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { HelpDetailScreen } from '@/routes/-screens/public/HelpDetailScreen'

/** Spec 000 §2.1 /helpcenter/helpDetail?id=: one help article, with its pictures and files. */
export const Route = createFileRoute('/_public/helpcenter/helpDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: HelpDetailScreen,
})
