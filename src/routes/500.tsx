import { createFileRoute } from '@tanstack/react-router'
import { ServerErrorScreen } from '@/routes/-screens/shell/ErrorScreens'

export const Route = createFileRoute('/500')({ component: ServerErrorScreen })
