import { createFileRoute } from '@tanstack/react-router'
import { NotFoundScreen } from '@/routes/-screens/shell/ErrorScreens'

export const Route = createFileRoute('/404')({ component: NotFoundScreen })
