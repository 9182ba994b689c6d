import { describe, expect, it } from 'vitest'

import { startModules } from '../../../scripts/start-modules'

// Decision 008: the sign-in page must not carry the shared screen widgets (nor DOMPurify, which
// ServerHtml loads on demand, decision 016). What src/main.tsx reaches statically is the start chunk.
const WIDGET_DIRS = ['table', 'html', 'upload', 'files', 'steps', 'dialogs', 'navigation', 'messages']

describe('shared widgets stay off the first load', () => {
  it('no start-chunk module is a shared widget', () => {
    const start = startModules()
    expect(start.length).toBeGreaterThan(0)
    expect(start.filter((f) => WIDGET_DIRS.some((d) => f.startsWith(`src/ui/${d}/`)))).toEqual([])
  })
})
