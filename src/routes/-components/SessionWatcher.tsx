import { msg } from '@lingui/core/macro'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notify } from '@/app/notify'
import { usePortal } from '@/app/portal-context'
import { KEYS } from '@/app/storage-keys'

/**
 * Turns session and lock changes into navigation: the machines decide, the route layer moves.
 * A rejected session lands on /login (keeping the tenant), a lock lands on /lock.
 */
export function SessionWatcher() {
  const portal = usePortal()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  useEffect(() => {
    const { session } = portal.actors
    let tenantId = portal.storage.get<string>(KEYS.tenantId)
    const subscription = session.subscribe((s) => {
      if (s.context.tokens) tenantId = s.context.tokens.tenantId
    })
    const ended = session.on('session.ended', (event) => {
      const reason = (event as { reason?: string }).reason
      if (reason === 'relogin') notify(msg`账号已在其它地方登录,请及时修改密码`, 'error')
      else if (reason === 'unauthorized') notify(msg`没有访问权限`, 'error')
      else if (reason === 'expired') notify(msg`登录已过期，请重新登录`, 'error')
      const auth = tenantId && tenantId !== '000000' ? tenantId : undefined
      void navigate({ to: '/login', search: { auth } })
    })
    return () => {
      subscription.unsubscribe()
      ended.unsubscribe()
    }
  }, [portal, navigate])

  useEffect(() => {
    const sub = portal.actors.lock.subscribe((s) => {
      if (s.matches('locked') && window.location.pathname !== '/lock') {
        portal.storage.set(KEYS.cameFrom, window.location.pathname)
        void navigate({ to: '/lock' })
      }
    })
    return () => sub.unsubscribe()
  }, [portal, navigate])

  // A reload on a guarded page while locked must not show the page.
  useEffect(() => {
    if (portal.actors.lock.getSnapshot().matches('locked') && pathname !== '/lock' && portal.actors.session.getSnapshot().matches('signedIn')) {
      void navigate({ to: '/lock' })
    }
  }, [pathname, portal, navigate])

  return null
}
