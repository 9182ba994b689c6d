import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { fakeMediaQueryList } from './support/media'
import { WAIT_LIMIT_MS } from './support/settle'
import './support/wait-defaults'

// Whole-app tests wait on the simulator and lazy chunks; on two busy cores a second is too short.
configure({ asyncUtilTimeout: WAIT_LIMIT_MS })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

// Mantine reads these; jsdom lacks them.
window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false)
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
