import { createFileRoute } from '@tanstack/react-router'
import { AccountInformationScreen } from '@/routes/-screens/account/AccountInformationScreen'

/**
 * Spec 000 §2.2: /personal/accountInformation/index, the account at a glance, read-only: the user,
 * and the supplier's registration, review status and the contact who manages the account.
 */
export const Route = createFileRoute('/_auth/_shell/personal/accountInformation/index')({ component: AccountInformationScreen })
