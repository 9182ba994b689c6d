import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { dismissAll } from '@/app/notify'
import { fakeMediaQueryList } from './support/media'
import { blocksInParagraphs } from './support/paragraph-blocks'
import { WAIT_LIMIT_MS } from './support/settle'
import './support/wait-defaults'

// Whole-app tests wait on the simulator and lazy chunks; on two busy cores a second is too short.
configure({ asyncUtilTimeout: WAIT_LIMIT_MS })

afterEach(() => {
  // Every screen as a test leaves it: no markup a browser would take apart (decision 080).
  const nested = blocksInParagraphs()
  cleanup()
  // Toasts live in a module, and screen files share their modules: one file's must not reach the next.
  dismissAll()
  localStorage.clear()
  sessionStorage.clear()
  if (nested.length) throw new Error(`A block inside a paragraph, which a browser would take apart:\n${nested.join('\n')}`)
})

// Mantine reads these; jsdom lacks them.
window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false)
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver

// Saving a fetched file makes an object URL (src/ui/files/save-anchor.ts); jsdom has none. These
// keep each blob under its URL, as a browser does.
const objectUrls = new Map<string, Blob>()
let nextObjectUrl = 1
URL.createObjectURL ??= (blob: Blob | MediaSource) => {
  const url = `blob:${location.origin}/${nextObjectUrl++}`
  objectUrls.set(url, blob as Blob)
  return url
}
URL.revokeObjectURL ??= (url: string) => void objectUrls.delete(url)
