import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { signInThroughSession } from './sign-in'
import { until, WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const start = (path: string) => app.start(path)

// The first page a test opens imports its route's code cold; on a busy machine that alone can take seconds.
const landsOn = (pathname: string) => vi.waitFor(() => expect(window.location.pathname).toBe(pathname), { timeout: WAIT_LIMIT_MS })

const signIn = (username: string) => signInThroughSession(app.portal(), username)

describe('route guards (spec 000 §6)', () => {
  it('sends a signed-out visitor of a guarded page to /login, remembering the page', async () => {
    start('/home/homePage')
    await landsOn('/login')
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/home/homePage')
  })

  it('sends a visitor who leaves /login for a guarded page without the auth ticket to /404', async () => {
    const router = start('/login')
    await screen.findByLabelText(/用户名/)
    await act(() => router.navigate({ to: '/home/homePage' }))
    await landsOn('/404')
    // With the tenant's ticket the same move is an ordinary "please sign in".
    await act(() => router.navigate({ to: '/login' }))
    await screen.findByLabelText(/用户名/)
    await act(() => router.navigate({ to: '/home/homePage', search: { auth: '000000' } as never }))
    await landsOn('/login')
  })

  it('redirects unknown paths to /404, and shows a visitor the public home at / (decision 038)', async () => {
    const router = start('/no/such/page')
    await landsOn('/404')
    await act(() => router.navigate({ to: '/' }))
    expect(await screen.findByRole('navigation', { name: '网站导航' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/')
  })

  it('lets a signed-in approved supplier into a gated page', async () => {
    const router = start('/login')
    await landsOn('/login')
    await act(() => signIn('supplier'))
    await landsOn('/home/homePage')
    await act(() => router.navigate({ to: '/purchaseNotice/index', search: { curr: 1, size: 10 } }))
    await landsOn('/purchaseNotice/index')
  })

  it('turns a supplier under review back home', async () => {
    const router = start('/login')
    await act(() => signIn('pending'))
    await landsOn('/home/homePage')
    await act(() => router.navigate({ to: '/purchaseNotice/tenderInvitation/index' }))
    await landsOn('/home/homePage')
    expect(app.portal().loadedShell()?.actors.gate.getSnapshot().value).toBe('underReview')
  })

  it('opens no tab for a screen the review gate refused, and one for each screen shown', async () => {
    const router = start('/login')
    await act(() => signIn('pending'))
    await landsOn('/home/homePage')
    await act(() => router.navigate({ to: '/alerts/index', search: { curr: 1, size: 10 } }))
    await landsOn('/alerts/index')
    await act(() => router.navigate({ to: '/purchaseNotice/tenderInvitation/index' }))
    await landsOn('/home/homePage')
    const tabs = app.portal().loadedShell()!.actors.tabs.getSnapshot().context.tabs.map((t) => t.value)
    expect(tabs).toEqual(['/home/homePage', '/alerts/index'])
  })

  it('keeps a locked session on /lock', async () => {
    const router = start('/login')
    await act(() => signIn('supplier'))
    await landsOn('/home/homePage')
    await act(async () => {
      app.portal().actors.lock.send({ type: 'lock.set', password: 'x' })
      await until(app.portal().actors.lock, (s) => s.matches('locked'))
    })
    await landsOn('/lock')
    await act(() => router.navigate({ to: '/home/homePage' }))
    await landsOn('/lock')
  })
})
