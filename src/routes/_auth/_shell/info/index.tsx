import { createFileRoute } from '@tanstack/react-router'
import { UserInformationScreen } from '@/routes/-screens/account/UserInformationScreen'

/** Spec 000 §2.2: /info/index, the signed-in user's information, read-only (changes go through account security). */
export const Route = createFileRoute('/_auth/_shell/info/index')({ component: UserInformationScreen })
