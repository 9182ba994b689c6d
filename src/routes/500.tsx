import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ErrorPage } from '@/ui/pages/ErrorPage'

export const Route = createFileRoute('/500')({ component: Page })

function Page() {
  const navigate = useNavigate()
  return <ErrorPage code={500} onHome={() => navigate({ to: '/home/homePage' })} />
}
