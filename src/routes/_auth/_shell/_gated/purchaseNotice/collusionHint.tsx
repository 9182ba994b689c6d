import { createFileRoute } from '@tanstack/react-router'
import { CollusionHintScreen } from '@/routes/-screens/tender/CollusionHintScreen'

/** Spec 001 §2: what the collusion warning of the bid-file upload refers to (001 §4). */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/collusionHint')({
  component: CollusionHintScreen,
})
