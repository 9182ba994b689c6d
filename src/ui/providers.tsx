import '@mantine/core/styles.css'

import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'

import { theme } from './theme'

export interface UiProvidersProps {
  children: ReactNode
  /** 'test' turns off Mantine transitions and portals so dropdowns render inline in jsdom. */
  env?: 'default' | 'test'
}

/**
 * Mantine in one place. Dialogs are plain Modal components owned by their screens and toasts a
 * small Toaster, so neither the modals manager nor the notifications package weighs on first load.
 */
export function UiProviders({ children, env = 'default' }: UiProvidersProps) {
  return (
    <MantineProvider theme={theme} env={env}>
      {children}
    </MantineProvider>
  )
}
