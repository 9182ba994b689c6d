import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { usePortal } from '@/app/portal-context'
import { KEYS } from '@/app/storage-keys'
import { LockScreen } from '@/ui/lock/LockScreen'

export const Route = createFileRoute('/lock')({
  beforeLoad: ({ context }) => {
    const { session, lock } = context.portal.actors
    if (!session.getSnapshot().matches('signedIn')) throw redirect({ to: '/login' })
    if (lock.getSnapshot().matches('unlocked')) throw redirect({ to: '/home/homePage' })
  },
  component: LockPage,
})

function LockPage() {
  const portal = usePortal()
  const navigate = useNavigate()
  const { lock, session } = portal.actors
  const state = useSelector(lock, (s) => s)
  const userName = useSelector(session, (s) => s.context.tokens?.realName ?? s.context.tokens?.userName ?? '')

  useEffect(() => {
    if (state.matches('unlocked')) {
      const back = portal.storage.get<string>(KEYS.cameFrom)
      portal.storage.remove(KEYS.cameFrom)
      void navigate({ to: back && back !== '/lock' ? back : '/home/homePage', replace: true })
    }
  }, [state, portal, navigate])

  return (
    <LockScreen
      userName={userName}
      busy={state.matches('verifying')}
      error={state.context.error}
      onUnlock={(password) => lock.send({ type: 'lock.unlock', password })}
      onSignOut={() => session.send({ type: 'user.signOut' })}
    />
  )
}
