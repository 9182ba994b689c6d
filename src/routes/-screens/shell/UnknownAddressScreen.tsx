import { useNavigate } from '@tanstack/react-router'
import { ErrorPage } from '@/ui/pages/ErrorPage'

export function UnknownAddressScreen() {
  const navigate = useNavigate()
  return <ErrorPage code={404} onHome={() => navigate({ to: '/home/homePage' })} />
}
