import { createFileRoute } from '@tanstack/react-router'
import { ModificationPasswordScreen } from '@/routes/-screens/account/ModificationPasswordScreen'

/** Spec 000 §2.2 /modificationPassword/index: a new password, the old one first; other devices are signed out (decision 040). */
export const Route = createFileRoute('/_auth/_shell/modificationPassword/index')({
  component: ModificationPasswordScreen,
})
