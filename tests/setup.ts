import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { fakeMediaQueryList } from './support/media'

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
