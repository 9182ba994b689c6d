import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { usePortal } from '@/app/portal-context'
import { KEYS } from '@/app/storage-keys'
import { LockScreen } from '@/ui/lock/LockScreen'

export const Route = createFileRoute('/lock')({
  beforeLoad: ({ context }) => {
    const { session, lock } = context.portal.actors
    if (!session.getSnapshot().hasTag('signedIn')) throw redirect({ to: '/login' })
    if (lock.getSnapshot().hasTag('unlocked')) throw redirect({ to: '/home/homePage' })
  },
  component: LockPage,
})

function LockPage() {
  const portal = usePortal()
  const navigate = useNavigate()
  const { lock, session } = portal.actors
  const unlocked = useSelector(lock, (s) => s.hasTag('unlocked'))
  const busy = useSelector(lock, (s) => s.hasTag('busy'))
  const error = useSelector(lock, (s) => s.context.error)
  const userName = useSelector(session, (s) => s.context.tokens?.realName ?? s.context.tokens?.userName ?? '')

  useEffect(() => {
    if (unlocked) {
      const back = portal.storage.get<string>(KEYS.cameFrom)
      portal.storage.remove(KEYS.cameFrom)
      void navigate({ to: back && back !== '/lock' ? back : '/home/homePage', replace: true })
    }
  }, [unlocked, portal, navigate])

  return (
    <LockScreen
      userName={userName}
      busy={busy}
      error={error}
      onUnlock={(password) => lock.send({ type: 'lock.unlock', password })}
      onSignOut={() => session.send({ type: 'user.signOut' })}
    />
  )
}
