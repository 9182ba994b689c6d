import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'

import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'

import { theme } from './theme'

export interface UiProvidersProps {
  children: ReactNode
  /** 'test' turns off Mantine transitions and portals so dropdowns render inline in jsdom. */
  env?: 'default' | 'test'
}

/**
 * Mantine and notifications in one place. Dialogs are plain Modal components owned by their
 * screens, so the modals manager (and its floating-ui weight) stays out of the first load.
 */
export function UiProviders({ children, env = 'default' }: UiProvidersProps) {
  return (
    <MantineProvider theme={theme} env={env}>
      <Notifications />
      {children}
    </MantineProvider>
  )
}
