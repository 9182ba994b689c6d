import { useNavigate } from '@tanstack/react-router'
import { PublicHomePage } from '@/routes/-components/public/PublicHomePage'

export function PublicHomeScreen() {
  const navigate = useNavigate()
  return <PublicHomePage navigate={(href) => void navigate({ href })} />
}
