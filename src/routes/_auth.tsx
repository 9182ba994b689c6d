import { msg } from '@lingui/core/macro'
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { notify } from '@/app/notify'

/** Every screen below needs a signed-in supplier (the spec's requireAuth flag). */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location, cause, matches }) => {
    const { session, lock } = context.portal.actors
    if (!session.getSnapshot().hasTag('signedIn')) {
      // An address nothing knows matches the frame's catch-all (`_shell/$`, the 404 inside the
      // frame); a visitor gets the public /404 instead, as from the root's not-found.
      if (matches.at(-1)?.routeId === '/_auth/_shell/$') throw redirect({ to: '/404', replace: true })
      const from = context.portal.navigation.lastShown()
      const search = location.search as Record<string, unknown>
      // Spec 000 §6: leaving the sign-in page for a guarded screen without the tenant's `auth`
      // ticket means the visitor did not come through the official site.
      if (from === '/login' && cause !== 'preload' && !search.auth) {
        notify(msg`请从官网重新登录`, 'error')
        throw redirect({ to: '/404' })
      }
      // A session the server ended (signed in elsewhere, no access) has already said why; a
      // second toast here would only contradict it.
      const alreadyExplained = session.getSnapshot().context.rejection !== null
      if (cause !== 'preload' && !alreadyExplained) notify(msg`登录认证失败,请重新登录`, 'error')
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
    if (lock.getSnapshot().hasTag('locked')) throw redirect({ to: '/lock' })
  },
  component: Outlet,
})
