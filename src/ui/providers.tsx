import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'

import { Trans } from '@lingui/react/macro'
import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'

import { theme } from './theme'

export interface UiProvidersProps {
  children: ReactNode
  /** 'test' turns off Mantine transitions and portals so dropdowns render inline in jsdom. */
  env?: 'default' | 'test'
}

/**
 * Mantine, notifications and modals in one place. Must sit inside Lingui's I18nProvider: the
 * confirm-modal labels below are translated when a modal opens.
 */
export function UiProviders({ children, env = 'default' }: UiProvidersProps) {
  return (
    <MantineProvider theme={theme} env={env}>
      {/* The spec's reusable dialog defaults to Chinese cancel / confirm buttons. */}
      <ModalsProvider labels={{ confirm: <Trans>确定</Trans>, cancel: <Trans>取消</Trans> }}>
        <Notifications />
        {children}
      </ModalsProvider>
    </MantineProvider>
  )
}
