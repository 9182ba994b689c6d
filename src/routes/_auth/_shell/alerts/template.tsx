import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { MessageDetailScreen } from '@/routes/-screens/messages/MessageDetailScreen'

/** Spec 000 §2.3: /alerts/template shows one message, named by `id` in the query, with its files and project. */
export const Route = createFileRoute('/_auth/_shell/alerts/template')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: MessageDetailScreen,
})
