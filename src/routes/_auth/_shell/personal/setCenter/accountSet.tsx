import { createFileRoute } from '@tanstack/react-router'
import { AccountSetScreen } from '@/routes/-screens/account/AccountSetScreen'

/** Spec 000 §2.2 /personal/setCenter/accountSet: the account's password, mobile and e-mail (decision 040). */
export const Route = createFileRoute('/_auth/_shell/personal/setCenter/accountSet')({
  component: AccountSetScreen,
})
