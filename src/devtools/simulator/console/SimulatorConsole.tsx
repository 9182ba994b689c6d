import { useLingui } from '@lingui/react/macro'
import { Drawer } from '@mantine/core'
import { useState } from 'react'

import { ConsoleTabs, type ConsoleTab } from './ConsoleTabs'
import type { ConsoleApi } from './console-api'

export interface SimulatorConsoleProps {
  api: ConsoleApi
  opened: boolean
  onClose: () => void
  /** The state was replaced (scenario, import) and every session ended: sign the user out. */
  onSignOut?: (() => void) | undefined
  currentAccount?: string | undefined
}

/**
 * QA and trainers' console over the running portal: a drawer beside the page, so what a change does
 * shows behind it. The chosen tab is kept while it is closed.
 */
export function SimulatorConsole({ api, opened, onClose, onSignOut, currentAccount }: SimulatorConsoleProps) {
  const { t } = useLingui()
  const [tab, setTab] = useState<ConsoleTab>('scenarios')
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(52rem, 100%)"
      title={t`模拟器`}
      closeButtonProps={{ 'aria-label': t`关闭模拟器` }}
      zIndex={400}
    >
      <ConsoleTabs api={api} tab={tab} onTab={setTab} onSignOut={onSignOut} currentAccount={currentAccount} />
    </Drawer>
  )
}
