import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/routes/-screens/shell/HomeScreen'

export const Route = createFileRoute('/_auth/_shell/home/homePage')({ component: HomeScreen })
