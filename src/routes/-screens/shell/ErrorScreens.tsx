import { useNavigate } from '@tanstack/react-router'
import { ErrorPage, type ErrorPageCode } from '@/ui/pages/ErrorPage'

function ErrorScreen({ code }: { code: ErrorPageCode }) {
  const navigate = useNavigate()
  return <ErrorPage code={code} onHome={() => navigate({ to: '/home/homePage' })} />
}

export const ForbiddenScreen = () => <ErrorScreen code={403} />
export const NotFoundScreen = () => <ErrorScreen code={404} />
export const ServerErrorScreen = () => <ErrorScreen code={500} />
