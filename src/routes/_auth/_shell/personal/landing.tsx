import { createFileRoute } from '@tanstack/react-router'
import { PersonalCentreScreen } from '@/routes/-screens/shell/PersonalCentreScreen'

/** Spec 000 §2.2: /personal, the personal centre: whose account this is, its review, and every account screen. */
export const Route = createFileRoute('/_auth/_shell/personal/')({ component: PersonalCentreScreen })
