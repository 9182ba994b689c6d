import { act, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { createSimulatorServer } from '../../simulator/node'
import { App } from '@/app/App'
import { i18n } from '@/app/i18n'
import { createPortal, type Portal } from '@/app/portal'
import { loadRouteTree } from '@/route-tree'
import type { createPortalRouter } from '@/router'
import { defaultConfig, type RuntimeConfig } from '@/services/config'
import { signInThroughSession } from './sign-in'

/** The router the app rendered last (App puts it on the window). */
const routerOf = () => (window as unknown as { __portalRouter: ReturnType<typeof createPortalRouter> }).__portalRouter

/**
 * The whole app in jsdom over the simulator, one portal per test: `start(path)` renders it at `path`
 * and returns the router; the portal and the simulator's control are reset after each test.
 */
export function appOverSimulator() {
  const { server, control } = createSimulatorServer()
  let portal: Portal | null = null
  let unmount: (() => void) | null = null
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' })
    i18n.loadAndActivate({ locale: 'zh', messages: {} })
    // Compiling every route module takes seconds on a quiet machine and passed a minute on one
    // loaded by a second suite: done once here, outside the first test's waits (the app loads the
    // same tree the first time it leaves /login anyway).
    await loadRouteTree()
  }, 300_000)
  afterAll(() => server.close())
  afterEach(async () => {
    // A test may end on a navigation still fetching its screen's code: it finishes while this file's
    // environment is there, not in the next file's that shares the worker (isolate: false).
    const router = portal && routerOf()
    if (router) await vi.waitFor(() => expect(router.state.status, `the router still loading ${router.state.location.pathname}`).toBe('idle'))
    portal?.stop()
    portal = null
    control.reset()
  })
  const current = () => {
    if (!portal) throw new Error('start() the app first')
    return portal
  }
  const app = {
    control,
    /** The simulator's msw server, for a test that counts the requests a screen makes. */
    server,
    portal: current,
    /**
     * Renders the app at `path`, with `config` over the default config.json; a second call within
     * a test is a reload: the first app goes away.
     */
    start(path: string, config: Partial<RuntimeConfig> = {}) {
      unmount?.()
      portal?.stop()
      window.history.replaceState(null, '', path)
      portal = createPortal({ ...defaultConfig, ...config }, { host: 'localhost' }).start()
      unmount = render(<App portal={portal} uiEnv="test" />).unmount
      return routerOf()
    },
    /** Starts at the sign-in page, signs a seeded account in (password Passw0rd!) and goes to `href`. */
    async signedInAt(href: string, username = 'supplier', config: Partial<RuntimeConfig> = {}) {
      const router = app.start('/login', config)
      await screen.findByLabelText(/用户名/)
      await act(() => signInThroughSession(current(), username))
      await act(() => router.navigate({ href }))
      return router
    },
  }
  return app
}
