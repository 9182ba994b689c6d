import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { FileDetailsScreen } from '@/routes/-screens/tender/FileDetailsScreen'

/** Spec 001 §2: one uploaded bid file: what, when, from where, and the file itself; decision 070: its fingerprint and a receipt. */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/uploadTender/fileDetails')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: FileDetailsScreen,
})
