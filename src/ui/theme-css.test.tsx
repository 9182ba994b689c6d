import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { theme } from './theme'

const here = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8')

/** Same rules, however they are laid out: comments dropped, no space around punctuation. */
function normalize(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,()])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim()
}

describe('theme.css', () => {
  it('holds exactly the variables and classes MantineProvider would write for theme.ts', () => {
    render(
      <MantineProvider theme={theme}>
        <div />
      </MantineProvider>,
    )
    const generated = [...document.querySelectorAll('style[data-mantine-styles]')].map((style) => style.innerHTML).join('\n')
    expect(generated).toContain('--mantine-font-family') // the theme does differ from Mantine's defaults
    expect(normalize(here('./theme.css')), `theme.css should read:\n${generated}`).toBe(normalize(generated))
  })

  it('is light: index.html fixes the colour scheme MantineProvider would have set', () => {
    expect(here('../../index.html')).toMatch(/<html [^>]*data-mantine-color-scheme="light"/)
  })
})
