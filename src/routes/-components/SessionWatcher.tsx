import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notify } from '@/app/notify'
import { usePortal } from '@/app/portal-context'
import { KEYS } from '@/app/storage-keys'
import type { EndReason } from '@/machines/auth/session.machine'

const endMessages: Partial<Record<EndReason, MessageDescriptor>> = {
  relogin: msg`账号已在其它地方登录,请及时修改密码`,
  unauthorized: msg`没有访问权限`,
  expired: msg`登录已过期，请重新登录`,
}

/**
 * Turns session and lock state into navigation: the machines decide, the route layer moves.
 * It reads state rather than only events, because a session can end (a 401 during start-up)
 * before this component has mounted.
 */
export function SessionWatcher() {
  const portal = usePortal()
  const navigate = useNavigate()
  const router = useRouter()

  useEffect(() => {
    const { session } = portal.actors
    let tenantId = portal.storage.get<string>(KEYS.tenantId)
    let wasSignedIn = true
    const onGuardedScreen = () => router.state.matches.some((m) => m.routeId.startsWith('/_auth'))

    const check = () => {
      const s = session.getSnapshot()
      if (s.context.tokens) tenantId = s.context.tokens.tenantId
      const signedIn = s.hasTag('inSession')
      if (signedIn) {
        wasSignedIn = true
        return
      }
      if (!s.hasTag('signedOut') || !wasSignedIn) return
      wasSignedIn = false
      const rejection = s.context.rejection
      const message = rejection ? endMessages[rejection] : undefined
      if (message) notify(message, 'error')
      if (rejection || onGuardedScreen()) {
        const auth = tenantId && tenantId !== '000000' ? tenantId : undefined
        void navigate({ to: '/login', search: { auth } })
      }
    }
    check()
    const sub = session.subscribe(check)
    return () => sub.unsubscribe()
  }, [portal, navigate, router])

  useEffect(() => {
    const { lock } = portal.actors
    const check = () => {
      const locked = lock.getSnapshot().hasTag('locked')
      if (locked && portal.actors.session.getSnapshot().hasTag('signedIn') && window.location.pathname !== '/lock') {
        portal.storage.set(KEYS.cameFrom, window.location.pathname)
        void navigate({ to: '/lock' })
      }
    }
    check()
    const sub = lock.subscribe(check)
    return () => sub.unsubscribe()
  }, [portal, navigate])

  return null
}
