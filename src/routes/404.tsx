import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ErrorPage } from '@/ui/pages/ErrorPage'

export const Route = createFileRoute('/404')({ component: Page })

function Page() {
  const navigate = useNavigate()
  return <ErrorPage code={404} onHome={() => navigate({ to: '/home/homePage' })} />
}
