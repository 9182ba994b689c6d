import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { examinationSearch } from '@/routes/-screens/tender/examination-search'
import { ExaminationsScreen } from '@/routes/-screens/tender/ExaminationsScreen'

/**
 * Spec 001 §2: /biddingMessage (审查结果), the evaluation committee's qualification and conformity
 * reviews of my bids, per project and package (decision 046); page, size and filters in the URL.
 * The public /biddingMessage/… pages (notices, deposit, withdraw) are other routes under _public.
 */
export const Route = createFileRoute('/_auth/_shell/biddingMessage/')({
  validateSearch: examinationSearch,
  search: firstPagePlain(),
  component: ExaminationsScreen,
})
