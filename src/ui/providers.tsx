import '@mantine/core/styles.css'
import './theme.css'
import './contrast.css'
import './badges.css'

import { MantineContext, MantineThemeProvider } from '@mantine/core'
import { type ReactNode, useMemo } from 'react'

import { theme } from './theme'

export interface UiProvidersProps {
  children: ReactNode
  /** 'test' turns off Mantine transitions and portals so dropdowns render inline in jsdom. */
  env?: 'default' | 'test'
}

const noop = () => {}
const rootElement = () => document.documentElement

/**
 * Mantine's context and theme, without `MantineProvider`'s run-time parts the portal does not use.
 *
 * `MantineProvider` computes the theme's CSS variables in the browser on every start and manages a
 * light/dark switch. The portal has one light theme, so its variables are plain CSS (`theme.css`,
 * kept equal to what `MantineProvider` would emit by `theme-css.test.tsx`) and the colour scheme is
 * fixed by `data-mantine-color-scheme` in `index.html`. That is 2.7 kB less on the first load
 * (decision 008). Dialogs are plain Modals owned by their screens and toasts a small Toaster, so
 * neither the modals manager nor the notifications package weighs on first load either.
 */
export function UiProviders({ children, env = 'default' }: UiProvidersProps) {
  const context = useMemo(
    () => ({
      colorScheme: 'light' as const,
      setColorScheme: noop,
      clearColorScheme: noop,
      getRootElement: rootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
      env,
    }),
    [env],
  )
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  )
}
