import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenScreen } from '@/routes/-screens/shell/ErrorScreens'

export const Route = createFileRoute('/403')({ component: ForbiddenScreen })
