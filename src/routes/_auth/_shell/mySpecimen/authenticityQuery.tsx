import { createFileRoute } from '@tanstack/react-router'
import { searchText } from '@/routes/-components/search'
import { AuthenticityQueryScreen } from '@/routes/-screens/specimen/AuthenticityQueryScreen'

/** Spec 001 §2: /mySpecimen/authenticityQuery (?number=), a specimen's or guarantee letter's authenticity (decision 045). */
export const Route = createFileRoute('/_auth/_shell/mySpecimen/authenticityQuery')({
  validateSearch: (s: Record<string, unknown>): { number?: string } => {
    const number = searchText(s.number)
    return number ? { number } : {}
  },
  component: AuthenticityQueryScreen,
})
