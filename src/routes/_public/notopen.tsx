import { createFileRoute } from '@tanstack/react-router'
import { NotOpenScreen } from '@/routes/-screens/public/NotOpenScreen'

/** Spec 000 §2.1 /notopen: where a section the site has not opened yet leads (decision 007's words). */
export const Route = createFileRoute('/_public/notopen')({
  component: NotOpenScreen,
})
