import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '@/routes/-screens/shell/DashboardScreen'

/** Spec 000 §2.2: /wel/index, the supplier's figures at a glance, each linking to its screen (decision 042). */
export const Route = createFileRoute('/_auth/_shell/wel/index')({ component: DashboardScreen })
