import { vi } from 'vitest'

/** A MediaQueryList that answers `matches` and ignores listeners: jsdom has no layout to ask. */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList
}

/** Makes Mantine's `max-width` queries (its narrow-screen breakpoints) match or not; undo with vi.restoreAllMocks(). */
export function mockScreenWidth(narrow: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query) => fakeMediaQueryList(query, narrow && query.startsWith('(max-width')))
}
