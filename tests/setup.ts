import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { fakeMediaQueryList } from './support/media'

// Whole-app tests wait on the simulator and lazy chunks; on two busy cores a second is too short.
configure({ asyncUtilTimeout: 5000 })

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
